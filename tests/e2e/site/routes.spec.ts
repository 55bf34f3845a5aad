import { expect, type Page, test } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { routes } from '../../../src/i18n/routes.ts';
import { expectNoA11yViolations } from '../fixtures/test.ts';
import {
  contentPages,
  DESKTOP_ONLY,
  LOCALES_UNDER_TEST,
  ONE_VIEWPORT,
  type SitePage,
  watchConsole,
} from './site-helpers.ts';

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`content pages in ${locale}`, () => {
    // Every list page and the first entry of each kind in full (axe), one test each, on the phone
    // in English: markup, title and scripts read the same at any width, and French pages share
    // their templates, which axe reads in French at desktop width below.
    const axeOnPhone = locale === 'en';
    for (const page of contentPages(locale).filter((entry) => entry.full && axeOnPhone)) {
      test(`${page.url} is served, localised, framework-free and accessible ${ONE_VIEWPORT}`, async ({
        page: tab,
      }) => {
        await expectServed(tab, page);
        await expectNoA11yViolations(tab);
      });
    }
    // The other entries' markup reads the same at any width: one tab visits them all, a step each,
    // rather than a browser context per page.
    test(`every other entry is served, localised and framework-free ${ONE_VIEWPORT}`, async ({
      page: tab,
    }) => {
      // About twenty pages (thirty in French), each a page's time on a loaded machine.
      test.setTimeout(180_000);
      for (const page of contentPages(locale).filter((entry) => !entry.full || !axeOnPhone)) {
        await test.step(page.url, () => expectServed(tab, page));
      }
    });
    // What shows, its contrast and the images loaded change with the width: at desktop width, one
    // page of each template, in one tab.
    test(`one page of each template is accessible at desktop width ${DESKTOP_ONLY}`, async ({
      page: tab,
    }) => {
      test.setTimeout(120_000);
      for (const page of onePerTemplate(contentPages(locale))) {
        await test.step(page.url, async () => {
          const errors = watchConsole(tab);
          const response = await tab.goto(page.url === '/' ? '/?lang=en' : page.url);
          expect(response?.status(), page.url).toBe(200);
          await expectNoA11yViolations(tab);
          expect(errors, page.url).toEqual([]);
        });
      }
    });
  });
}

/**
 * The full pages less the second legal page: the terms and the privacy policy share one template.
 */
function onePerTemplate(pages: SitePage[]): SitePage[] {
  return pages.filter((entry) => entry.full && !entry.url.endsWith(routes.privacy()));
}

async function expectServed(tab: Page, page: SitePage): Promise<void> {
  const errors = watchConsole(tab);
  // ?lang= keeps the English home page from following the browser's language.
  const response = await tab.goto(page.url === '/' ? '/?lang=en' : page.url);
  expect(response?.status(), page.url).toBe(200);
  await expect(tab.locator('html')).toHaveAttribute('lang', page.locale);
  for (const part of page.titleParts) await expect(tab).toHaveTitle(new RegExp(escapeRegExp(part)));
  await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(tab.getByRole('link', { name: t(page.locale, 'site.skipLink') })).toHaveAttribute(
    'href',
    '#main',
  );
  // Content pages ship no framework: no island and no external script.
  await expect(tab.locator('astro-island')).toHaveCount(0);
  await expect(tab.locator('script[src]')).toHaveCount(0);
  expect(errors, page.url).toEqual([]);
}

test.describe('route rules from the CMS', { tag: ONE_VIEWPORT }, () => {
  for (const [from, to, status] of [
    ['/offers', '/packages', 301],
    ['/fr/offers', '/fr/packages', 301],
    ['/fr/offres', '/fr/packages', 301],
    ['/fr/whatsapp', 'https://wa.me/237677123456', 302],
  ] as const) {
    test(`${from} redirects to ${to} (${status})`, async ({ request }) => {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status()).toBe(status);
      const location = new URL(answer.headers()['location'] ?? '', 'http://site.test');
      expect(to.startsWith('https:') ? location.href : location.pathname).toBe(to);
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
