/**
 * First-visit language choice on the English home page `/`: the `locale` cookie, else the browser's
 * languages, else English. French visitors are sent to `/fr`. Nothing else is ever redirected: not
 * `/fr`, not another page, not a link with an explicit `?lang=`, not a crawler.
 *
 * `chooseLocale` is inlined into the home page as-is (`chooseLocale.toString()`), so it must stay
 * self-contained: no imports but types, no outer constants, no helpers, plain ES2017.
 */
import type { Locale } from './locales.ts';

export interface LocaleChoiceInput {
  pathname: string;
  search: string;
  /** `document.cookie` */
  cookie: string;
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[];
  userAgent: string;
}

export interface LocaleChoice {
  locale: Locale;
  /** Where to go, or null to stay. */
  redirectTo: string | null;
  /** Whether to (re)write the cookie with `locale`. */
  setCookie: boolean;
}

export function chooseLocale(input: LocaleChoiceInput): LocaleChoice {
  if (input.pathname !== '/' && input.pathname !== '/index.html') {
    return { locale: input.pathname.indexOf('/fr') === 0 ? 'fr' : 'en', redirectTo: null, setCookie: false };
  }
  // An explicit ?lang= is a choice: honour and remember it, never redirect away from it.
  const explicit = /[?&]lang=([a-zA-Z-]+)/.exec(input.search);
  if (explicit) {
    const wanted = (explicit[1] || '').slice(0, 2).toLowerCase();
    return {
      locale: wanted === 'fr' ? 'fr' : 'en',
      redirectTo: null,
      setCookie: wanted === 'fr' || wanted === 'en',
    };
  }
  // Crawlers index each language at its own URL.
  if (/bot|crawl|spider|slurp|facebookexternalhit|lighthouse/i.test(input.userAgent)) {
    return { locale: 'en', redirectTo: null, setCookie: false };
  }
  const cookie = /(?:^|;\s*)locale=([^;]*)/.exec(input.cookie);
  let locale: Locale | null = null;
  const fromCookie = cookie ? (cookie[1] || '').trim() : '';
  if (fromCookie === 'en' || fromCookie === 'fr') locale = fromCookie;
  for (let i = 0; locale === null && i < input.languages.length; i++) {
    const primary = String(input.languages[i]).slice(0, 2).toLowerCase();
    if (primary === 'en' || primary === 'fr') locale = primary;
  }
  const chosen = locale === null ? 'en' : locale;
  return {
    locale: chosen,
    redirectTo: chosen === 'fr' ? `/fr${input.search}` : null,
    setCookie: fromCookie !== chosen,
  };
}
