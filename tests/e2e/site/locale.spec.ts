import { expect, test } from '@playwright/test';
import { getSiteContent } from '../../../src/content/site-content.ts';
import { ONE_VIEWPORT } from './site-helpers.ts';

const slug = getSiteContent('en').packages[0]?.slug ?? '';

async function localeCookie(context: import('@playwright/test').BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'locale');
}

// Redirects and cookies, in browsers opened with their own language (no project viewport): the
// phone alone runs them.
test.describe('first visit to / picks the language', { tag: ONE_VIEWPORT }, () => {
  for (const { name, browser, cookie, expected } of [
    { name: 'French browser goes to /fr', browser: 'fr-FR', cookie: undefined, expected: /\/fr$/ },
    { name: 'English browser stays on /', browser: 'en-US', cookie: undefined, expected: /:\d+\/$/ },
    {
      name: 'other language falls back to English',
      browser: 'de-DE',
      cookie: undefined,
      expected: /:\d+\/$/,
    },
    { name: 'French cookie beats an English browser', browser: 'en-US', cookie: 'fr', expected: /\/fr$/ },
    { name: 'English cookie beats a French browser', browser: 'fr-FR', cookie: 'en', expected: /:\d+\/$/ },
  ]) {
    test(name, async ({ browser: chromium, baseURL }) => {
      const context = await chromium.newContext({ locale: browser });
      if (cookie) await context.addCookies([{ name: 'locale', value: cookie, url: baseURL ?? '' }]);
      const page = await context.newPage();
      await page.goto('/');
      await expect(page).toHaveURL(expected);
      const stored = await localeCookie(context);
      expect(stored?.value).toBe(expected.source.includes('fr') ? 'fr' : 'en');
      expect(stored?.path).toBe('/');
      if (!cookie) {
        // Written by the page: Lax, about 365 days.
        expect(stored?.sameSite).toBe('Lax');
        expect((stored?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
      }
      await context.close();
    });
  }

  for (const url of ['/about', `/packages/${slug}`, '/?lang=en']) {
    test(`a French browser is never moved away from ${url}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForLoadState('load');
      expect(new URL(page.url()).pathname).toBe(url.split('?')[0]);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await context.close();
    });
  }

  test('an English cookie never moves a visitor away from /fr', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
    const page = await context.newPage();
    await page.goto('/fr');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/fr');
    await context.close();
  });
});

test.describe('language switch', () => {
  test('goes to the same page in the other language and remembers the choice', async ({ page, context }) => {
    await page.goto(`/packages/${slug}`);
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/packages/${slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect((await localeCookie(context))?.value).toBe('fr');

    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`/packages/${slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await localeCookie(context))?.value).toBe('en');
  });

  test('English chosen on /fr is not undone by the home page redirect', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/fr');
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The cookie now says English, so a later plain visit to / stays in English too.
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

test(`the switch keeps the query string of pages that need it ${ONE_VIEWPORT}`, async ({ page }) => {
  await page.goto(`/fr/checkout?package=${slug}`);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?package=${slug}$`));
});
