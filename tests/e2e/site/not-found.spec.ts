import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from '../fixtures/test.ts';
import { ONE_VIEWPORT, watchConsole } from './site-helpers.ts';

// The document itself answers 404, which Chromium reports on the console; nothing else may.
const documentStatus = [/Failed to load resource: the server responded with a status of 404/];

test.describe('404 pages', { tag: ONE_VIEWPORT }, () => {
  for (const { url, lang, heading, message } of [
    { url: '/no-such-page', lang: 'en', heading: 'Page not found', message: 'Page not found: /no-such-page' },
    {
      url: '/fr/pas-de-page',
      lang: 'fr',
      heading: 'Page introuvable',
      message: 'Page introuvable : /fr/pas-de-page',
    },
    {
      url: '/packages/not-a-trip',
      lang: 'en',
      heading: 'Page not found',
      message: 'Page not found: /packages/not-a-trip',
    },
  ]) {
    test(`${url} answers 404 in ${lang} with the path`, async ({ page }) => {
      const errors = watchConsole(page, documentStatus);
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectNoA11yViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
