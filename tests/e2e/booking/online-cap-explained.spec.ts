import { addDays, DEFAULT_BALANCE_DUE_DAYS } from '../../../src/domain/balance-due.ts';
import { ONLINE_CAP_XAF } from '../../../src/domain/pricing.ts';
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, islandRunning, PACKAGE, text } from './booking-helpers.ts';

// The sample's Kribi escape is 145,000 XAF a person: 7 people make 1,015,000 XAF, above the cap.
const ABOVE_CAP = { spots: '7', total: 1_015_000 };

for (const locale of LOCALES) {
  test(`step 1 says why only the down payment is paid online above the cap, the minimum group, and when a near trip’s balance is due (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const radio = (type: 'single' | 'multiple') =>
      page.getByRole('radio', { name: text(locale, `islands.checkout.paymentType.${type}`) });
    const reason = text(locale, 'islands.checkout.fullUnavailable', {
      total: formatXaf(ABOVE_CAP.total, locale),
      limit: formatXaf(ONLINE_CAP_XAF, locale),
    });
    await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
    await islandRunning(page);
    await radio('single').check();
    await page.getByLabel(text(locale, 'islands.checkout.spots')).fill(ABOVE_CAP.spots);

    await expect(page.getByText(reason)).toBeVisible();
    await expect(radio('single')).toBeDisabled();
    await expect(radio('single')).toHaveAccessibleDescription(reason);
    await expect(radio('multiple')).toBeChecked();
    await expect(
      page.getByRole('rowheader', { name: text(locale, 'islands.invoice.downPayment') }),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // Back under the cap, the full payment the visitor chose returns.
    await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('6');
    await expect(page.getByText(reason)).toBeHidden();
    await expect(radio('single')).toBeEnabled();
    await expect(radio('single')).toBeChecked();

    // Fewer people than the trip takes: the price box says the minimum, not "enter a number".
    await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('2');
    await expect(page.getByText(text(locale, 'islands.checkout.priceHintMinimum', { min: 3 }))).toBeVisible();
    await expect(page.getByText(text(locale, 'islands.checkout.priceHint'))).toBeHidden();

    // A trip in three days, closer than the balance period: when the rest is due is said before
    // the choice, the day before departure (never a month before the booking).
    await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('3');
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    await page.getByLabel(text(locale, 'islands.checkout.date')).fill(addDays(today, 3));
    const late = text(locale, 'islands.checkout.lateBalance', {
      days: DEFAULT_BALANCE_DUE_DAYS,
      date: formatDate(addDays(today, 2), locale),
    });
    await expect(page.getByText(late)).toBeVisible();
    await expect(
      page.getByRole('group', { name: text(locale, 'islands.checkout.paymentType') }),
    ).toHaveAccessibleDescription(late);
    await expectNoA11yViolations(page);
  });
}
