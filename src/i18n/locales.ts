import { LOCALES, type Locale } from '../domain/locales.ts';

export { LOCALES, type Locale };
export const DEFAULT_LOCALE: Locale = 'en';

/** Remembers the visitor's language: 365 days, path /, Lax (docs/business-rules.md#interface). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Open Graph / BCP 47 tags per locale. */
export const LOCALE_TAGS: Record<Locale, { htmlLang: string; ogLocale: string; intl: string }> = {
  en: { htmlLang: 'en', ogLocale: 'en_US', intl: 'en-CM' },
  fr: { htmlLang: 'fr', ogLocale: 'fr_FR', intl: 'fr-CM' },
};
