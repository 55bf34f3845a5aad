import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * The one source of truth for the site's paths. Paths are written without the locale prefix;
 * `localizedPath` adds `/fr` for French. Used by pages, islands and functions alike.
 */
export const routes = {
  home: () => '/',
  about: () => '/about',
  terms: () => '/terms',
  privacy: () => '/privacy-policy',
  blog: () => '/blog',
  post: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  packages: () => '/packages',
  package: (slug: string) => `/packages/${encodeURIComponent(slug)}`,
  /** Asks for a booking code (the booking page without one). */
  trackBooking: () => '/packages/search',
  bookingDetails: (code: string) => `/packages/search/${encodeURIComponent(code)}`,
  activities: () => '/activities',
  activity: (slug: string) => `/activities/${encodeURIComponent(slug)}`,
  checkout: () => '/checkout',
  pay: () => '/payments/pay',
  partialPay: () => '/payments/partial/pay',
  /** Where the card provider sends the customer back (`?code=CODE&attempt=REFERENCE`). */
  cardReturn: () => '/payments/card/return',
  remindersOff: () => '/reminders/off',
  /** What the service worker shows for a page never read before the network dropped. */
  offline: () => '/offline',
  rss: () => '/rss.xml',
} as const;

export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Strips a locale prefix: `/fr/packages` -> { locale: 'fr', path: '/packages' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/fr(\/.*)?$/.exec(pathname);
  if (match) return { locale: 'fr', path: match[1] ?? '/' };
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in the other language. */
export function alternatePath(pathname: string, target: Locale): string {
  return localizedPath(target, splitLocale(pathname).path);
}
