/**
 * Shared pieces of the site's browser tests: the pages to visit (from the same generated content the
 * site was built from), expected titles and console-error capture. The axe check is the fixtures'
 * `expectNoA11yViolations`.
 */
import type { Page } from '@playwright/test';
import { getSiteContent } from '../../../src/content/site-content.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { type MessageKey, t } from '../../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';

/**
 * Tag of the tests that read markup only (HTML, head metadata, redirects): the same at any width, so
 * the desktop project leaves them to the phone one (see playwright.config.ts).
 */
export const ONE_VIEWPORT = '@one-viewport';

/**
 * Tag of the tests that check at desktop width what the phone-width tests cannot (axe of what only
 * a wide layout shows): the phone project leaves them to the desktop one.
 */
export const DESKTOP_ONLY = '@desktop-only';

export interface SitePage {
  locale: Locale;
  /** Localised URL path. */
  url: string;
  /** Text the document title must contain. */
  titleParts: string[];
  /** Run the slow checks (axe) too: every list page and the first entry of each detail kind. */
  full: boolean;
}

export const LOCALES_UNDER_TEST: Locale[] = ['en', 'fr'];

export function contentPages(locale: Locale): SitePage[] {
  const content = getSiteContent(locale);
  const page = (path: string, ...titleParts: string[]): SitePage => ({
    locale,
    url: localizedPath(locale, path),
    titleParts,
    full: true,
  });
  const entry = (path: string, index: number, ...titleParts: string[]): SitePage => ({
    ...page(path, ...titleParts),
    full: index === 0,
  });
  const key = (name: MessageKey) => t(locale, name);
  return [
    page(routes.home(), key('title.home')),
    page(routes.about(), key('title.about')),
    page(routes.terms(), key('title.terms')),
    page(routes.privacy(), key('title.privacy')),
    // The service worker's page for a page not read before the network dropped (served online too).
    { ...page(routes.offline(), key('title.offline')), full: false },
    page(routes.blog(), key('title.blog')),
    ...content.posts.map((post, i) => entry(routes.post(post.slug), i, post.title, key('title.blog'))),
    page(routes.packages(), key('title.packages')),
    ...content.packages.map((pkg, i) => entry(routes.package(pkg.slug), i, pkg.title, key('title.packages'))),
    page(routes.activities(), key('title.activities')),
    ...content.activities.map((activity, i) =>
      entry(routes.activity(activity.slug), i, activity.title, key('title.activities')),
    ),
  ];
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchConsole(page: Page, ignore: RegExp[] = []): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore.some((pattern) => pattern.test(message.text()))) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
