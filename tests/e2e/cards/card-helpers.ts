/** Steps shared by the card browser tests: choosing card, paying on the twin's hosted page, the return. */
import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, pattern, text } from '../booking/booking-helpers.ts';
import { expect } from '../fixtures/test.ts';

/** The twin's test cards (`src/simulator/cinetpay-page.ts`), by what their bank answers. */
const TEST_CARD_NUMBERS = { success: '4000 0000 0000 0002', declined: '4000 0000 0000 0069' } as const;
export type TestCard = keyof typeof TEST_CARD_NUMBERS | 'abandon';

/** On a payment page: chooses card (when not chosen already) and starts the payment. */
export async function payByCard(page: Page, locale: Locale): Promise<void> {
  await page.getByRole('radio', { name: text(locale, 'islands.card.method.card') }).check();
  await expect(page.getByRole('rowheader', { name: text(locale, 'islands.card.fee') })).toBeVisible();
  await page.getByRole('button', { name: pattern(locale, 'islands.card.pay') }).click();
}

/**
 * On the twin's hosted page (its own words, in the customer's language): pays with the test card,
 * or cancels, then takes the way back to the site, as CinetPay's page does.
 */
export async function onHostedPage(page: Page, card: TestCard): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith('/payment/'), { timeout: 20_000 });
  if (card === 'abandon') {
    await page.locator('form[action$="/cancel"] button').click();
  } else {
    await page.locator('#card').fill(TEST_CARD_NUMBERS[card]);
    await page.locator('#expiry').fill('12/30');
    await page.locator('#cvc').fill('123');
    await page.locator('form[action$="/card"] button').click();
  }
  await page.locator('form:has(input[name="transaction_id"]) button').click();
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
