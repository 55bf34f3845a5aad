import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from './locales.ts';

/** Browser-side JS expression that stores the locale held in the JS variable `variable` (docs/business-rules.md#interface). */
export function setLocaleCookieJs(variable: string): string {
  return `document.cookie='${LOCALE_COOKIE}='+${variable}+';max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS};path=/;SameSite=Lax'`;
}
