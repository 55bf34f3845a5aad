/**
 * What the service worker may keep for reading offline: the public pages every visitor sees alike,
 * and nothing else. Never a function's answer, a booking's page, the checkout, a payment, the back
 * office, a reminders link or any address with a query string (a code or a token may ride in it).
 * Pure, so the rule is tested here and the worker is built from it.
 */
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizedPath, routes } from '../i18n/routes.ts';

/** The page shown, in the visitor's language, for a page never read before the network dropped. */
export const offlinePath = (locale: Locale) => localizedPath(locale, routes.offline());

/** The locale of a path, from its prefix (`/fr/...`); English otherwise. */
export function localeOfPath(pathname: string): Locale {
  return (
    LOCALES.find(
      (locale) => locale !== 'en' && (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)),
    ) ?? 'en'
  );
}

/** Sections whose pages (the list and one page per item) are public content. */
const CONTENT_SECTIONS = [routes.packages(), routes.activities(), routes.blog()];
/** Single public pages. */
const CONTENT_PAGES = [routes.home(), routes.about(), routes.terms(), routes.privacy()];
/** Under a content section but personal: the tracking page and every booking's page. */
const PERSONAL_PREFIX = routes.trackBooking();

/** Whether a same-origin page may be kept for offline reading. */
export function isOfflineReadable(url: { pathname: string; search: string }): boolean {
  if (url.search !== '') return false;
  const locale = localeOfPath(url.pathname);
  const prefix = localizedPath(locale, '/');
  const path =
    locale === 'en' ? url.pathname : url.pathname === prefix ? '/' : url.pathname.slice(prefix.length);
  if (path === PERSONAL_PREFIX || path.startsWith(`${PERSONAL_PREFIX}/`)) return false;
  if (CONTENT_PAGES.includes(path)) return true;
  return CONTENT_SECTIONS.some((section) => {
    if (path === section) return true;
    const rest = path.startsWith(`${section}/`) ? path.slice(section.length + 1) : '';
    // One item of the section: a slug, no deeper path.
    return /^[a-z0-9][a-z0-9-]*$/.test(rest);
  });
}

/** The folder of the build's scripts and styles, named by their content. */
export const BUILT_ASSETS_FOLDER = '/_astro/';

/** Whether a same-origin request is for a built asset whose name changes with its content. */
export function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith(BUILT_ASSETS_FOLDER) || pathname.startsWith('/images/');
}

/**
 * Whether a kept asset belongs to a deploy before the current one: a script or style the current
 * build no longer ships. Pictures are named by their source's hash and never change meaning: they
 * only age out.
 */
export function isOutdatedAsset(pathname: string, currentAssets: ReadonlySet<string>): boolean {
  return pathname.startsWith(BUILT_ASSETS_FOLDER) && !currentAssets.has(pathname);
}
