import { ONLINE_CAP_XAF } from '../../../src/domain/pricing.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, islandRunning, PACKAGE, text } from './booking-helpers.ts';

// The sample's Kribi escape is 145,000 XAF a person: 7 people make 1,015,000 XAF, above the cap.
const ABOVE_CAP = { spots: '7', total: 1_015_000 };

for (const locale of LOCALES) {
  test(`above the online cap, step 1 says why only the down payment is paid online (${locale}) ${ONE_VIEWPORT}`, async ({
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
  });
}
