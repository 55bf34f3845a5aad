import { expect, test } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { expectNoA11yViolations } from '../fixtures/test.ts';
import { contentPages, LOCALES_UNDER_TEST, ONE_VIEWPORT, watchConsole } from './site-helpers.ts';

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`content pages in ${locale}`, () => {
    for (const page of contentPages(locale)) {
      // Markup checks read the same HTML at any width; pages checked in full run at both widths.
      const tag = page.full ? [] : [ONE_VIEWPORT];
      test(`${page.url} is served, localised${page.full ? ', framework-free and accessible' : ''}`, {
        tag,
      }, async ({ page: tab }) => {
        const errors = watchConsole(tab);
        // ?lang= keeps the English home page from following the browser's language.
        const response = await tab.goto(page.url === '/' ? '/?lang=en' : page.url);
        expect(response?.status()).toBe(200);
        await expect(tab.locator('html')).toHaveAttribute('lang', locale);
        for (const part of page.titleParts) await expect(tab).toHaveTitle(new RegExp(escapeRegExp(part)));
        await expect(tab.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(tab.getByRole('link', { name: t(locale, 'site.skipLink') })).toHaveAttribute(
          'href',
          '#main',
        );
        // Content pages ship no framework: no island and no external script.
        await expect(tab.locator('astro-island')).toHaveCount(0);
        await expect(tab.locator('script[src]')).toHaveCount(0);
        if (page.full) await expectNoA11yViolations(tab);
        expect(errors).toEqual([]);
      });
    }
  });
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
