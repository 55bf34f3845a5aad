import type { BookingDetails } from '../../../src/api/contract.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { paidBookingOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, pattern, text } from './booking-helpers.ts';

const GOOD = sandboxNumbers.success.mtn[0];
const NEVER = sandboxNumbers.pendingForever;

for (const locale of LOCALES) {
  // The phone is where the status must stay in view and the connection drops.
  test(`the balance is paid from another number, through a lost connection ${ONE_VIEWPORT} (${locale})`, async ({
    page,
    context,
    simulator,
  }) => {
    const code = await paidBookingOverHttp(page.request, locale, { number: GOOD, paymentType: 'multiple' });
    await page.goto(`${at(locale, '/payments/partial/pay')}?code=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'islands.pay.title.balance'),
    );
    // Money is paid: no new reservation is offered from here.
    await expect(page.getByRole('button', { name: text(locale, 'islands.pay.restart') })).toHaveCount(0);

    // Another operator and number, chosen before paying.
    await page.getByRole('button', { name: text(locale, 'islands.pay.changeNumber') }).click();
    const number = page.getByLabel(text(locale, 'islands.checkout.paymentNumber'));
    await expect(number).toBeFocused();
    await expect(page.getByRole('radio', { name: text(locale, 'payment.method.mtn') })).toBeVisible();
    await expect(page.getByRole('radio', { name: text(locale, 'payment.method.orange') })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('radio', { name: text(locale, 'payment.method.mtn') }).check();
    await number.fill(NEVER);
    await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
    // "Starting the payment…" is said once, in the status.
    await expect(page.getByText(text(locale, 'islands.pay.status.initiated'))).toBeVisible();
    await expect(page.getByText(text(locale, 'islands.pay.status.starting'))).toHaveCount(0);
    // The attempt this booking opened (another test may be paying from the same number).
    const details = await page.request.get(`/api/bookings/${code}`);
    const reference = ((await details.json()) as { data: BookingDetails }).data.openPayment;
    const charged = (await simulator.payments()).find((payment) => payment.externalId === reference);
    if (!charged) throw new Error(`no simulated payment for ${reference}`);

    // A reload on the phone: the live status is in view, above the invoice.
    await page.reload();
    await expect(page.locator('.pay-status')).toContainText(text(locale, 'islands.pay.status.inProgress'));
    await expect(page.locator('.pay-status')).toBeInViewport();

    // The customer is at the buttons and below, the status off the screen, when the connection
    // drops: said where they look; the payment completes meanwhile; back online, it shows at once,
    // brought into view with the keyboard on it.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(page.locator('.pay-status')).not.toBeInViewport();
    await context.setOffline(true);
    const offline = page.getByText(text(locale, 'islands.pay.offline'));
    await expect(offline).toBeVisible({ timeout: 15_000 });
    await expect(offline).toBeInViewport();
    await simulator.settle(charged.transId, 'SUCCESSFUL');
    await context.setOffline(false);
    const success = page.locator('.pay-success-panel');
    await expect(success).toContainText(text(locale, 'islands.pay.status.success'));
    await expect(success).toBeFocused();
    await expect(success).toBeInViewport();
    await expect(page.getByText(text(locale, 'islands.pay.offline'))).toHaveCount(0);
    await expectNoA11yViolations(page);
  });
}
