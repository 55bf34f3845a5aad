/** Steps shared by the card browser tests: choosing card, paying on the twin's hosted page, the return. */
import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, pattern, text } from '../booking/booking-helpers.ts';
import { expect } from '../fixtures/test.ts';

/** The twin's test cards, by what their bank answers (the CinetPay twin's hosted page). */
export type TestCard = 'success' | 'declined' | 'abandon';

/** On a payment page: chooses card (when not chosen already) and starts the payment. */
export async function payByCard(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('radio', { name: text(locale, 'islands.card.method.card') }).check();
  await expect(page.getByRole('cell', { name: text(locale, 'islands.card.fee') })).toBeVisible();
  await page.getByRole('button', { name: pattern(locale, 'islands.card.pay') }).click();
}

/** On the twin's hosted page: pays with the test card, or leaves the page without paying. */
export async function onHostedPage(page: Page, card: TestCard): Promise<void> {
  await page.waitForURL((url) => !url.pathname.startsWith('/payments/'), { timeout: 20_000 });
  await page.locator(`[data-test-card="${card}"]`).click();
}

/** Back on the return page: waits for the final answer the server gives. */
export async function expectReturn(
  page: Page,
  locale: Locale,
  outcome: 'paid' | 'depositPaid' | 'declined' | 'abandoned',
): Promise<void> {
  await page.waitForURL(new RegExp(`${at(locale, '/payments/card/return')}\\?`), { timeout: 20_000 });
  await expect(page.getByText(pattern(locale, `islands.card.return.${outcome}`))).toBeVisible({
    timeout: 20_000,
  });
}
