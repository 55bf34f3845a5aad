import { expect, test } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { contentPages, expectAccessible, LOCALES_UNDER_TEST, watchConsole } from './site-helpers.ts';

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`content pages in ${locale}`, () => {
    for (const page of contentPages(locale)) {
      test(`${page.url} is served, localised${page.full ? ', framework-free and accessible' : ''}`, async ({
        page: tab,
      }) => {
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
        if (page.full) await expectAccessible(tab);
        expect(errors).toEqual([]);
      });
    }
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
