import { expect, test } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { ONE_VIEWPORT } from './site-helpers.ts';

for (const { locale, home, search } of [
  { locale: 'en', home: '/?lang=en', search: '/packages/search/' },
  { locale: 'fr', home: '/fr', search: '/fr/packages/search/' },
] as const) {
  // Messages and a link: the same at any width, so the phone alone runs them.
  test.describe(`track-booking box (${locale})`, { tag: ONE_VIEWPORT }, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(home);
    });

    // One behaviour, one language: the languages take turns, so each one's wording is read, and
    // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
    if (locale === 'en')
      test('an empty code is refused with a message', async ({ page }) => {
        const code = page.getByRole('textbox', { name: t(locale, 'track.label') });
        await page.getByRole('button', { name: t(locale, 'track.submit') }).click();
        await expect(page.getByText(t(locale, 'track.required'))).toBeVisible();
        await expect(code).toHaveAttribute('aria-invalid', 'true');
        await expect(code).toBeFocused();
        expect(new URL(page.url()).pathname).toBe(new URL(home, 'http://x').pathname);
      });

    if (locale === 'fr')
      test('a short code says it is too short, and the message clears once fixed', async ({ page }) => {
        const code = page.getByRole('textbox', { name: t(locale, 'track.label') });
        await code.fill('K7MX-3Q');
        await code.press('Enter');
        await expect(page.getByText(t(locale, 'track.tooShort'))).toBeVisible();
        await code.fill('K7MX-3QPD-2W');
        await expect(page.getByText(t(locale, 'track.tooShort'))).toHaveCount(0);
        await expect(code).not.toHaveAttribute('aria-invalid', 'true');
      });

    if (locale === 'en')
      test('a full code opens its booking details page', async ({ page }) => {
        await page.getByRole('textbox', { name: t(locale, 'track.label') }).fill(' k7mx-3qpd-2w ');
        await page.getByRole('button', { name: t(locale, 'track.submit') }).click();
        await expect(page).toHaveURL(new RegExp(`${search}K7MX3QPD2W$`));
      });
  });
}
