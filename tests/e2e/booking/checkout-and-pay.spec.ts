import { execFileSync } from 'node:child_process';
import type { BookingDetails } from '../../../src/api/contract.ts';
import { getSiteContent } from '../../../src/content/site-content.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { bookedOnPaymentPage } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import {
  at,
  book,
  expectFinal,
  PACKAGE,
  pattern,
  payAndWait,
  text,
  transactionRows,
} from './booking-helpers.ts';

const GOOD = sandboxNumbers.success.mtn[0];
const FAILING = sandboxNumbers.failure.mtn[0];
const NEVER = sandboxNumbers.pendingForever;

// Paying in full is the journey, clicked through once per language at the width that differs:
// English on the phone, French on the desktop.
test('book and pay in full', async ({ page }, info) => {
  const locale: Locale = info.project.name === 'phone' ? 'en' : 'fr';
  // Four checkout steps and a payment the simulator settles: allow for a slow shared machine.
  test.setTimeout(90_000);
  // The agency's cancellation policy (the sample's settings), read at step 4 before paying.
  const policy = getSiteContent(locale).settings.cancellationPolicyText;
  expect(policy).toMatch(/30/);
  const atStep = async (step: string) => {
    if (step !== 'confirm') return;
    const section = page.getByRole('region', {
      name: text(locale, 'islands.checkout.cancellationPolicy'),
    });
    await expect(section).toContainText(policy);
    // What is due now in euros and dollars too, as an indication (the rate the page was built with).
    await expect(
      page.getByRole('row', { name: text(locale, 'islands.invoice.dueNow') }).locator('.indicative'),
    ).toHaveText(/^≈\s/);
  };
  await book(page, locale, { number: GOOD, paymentType: 'single', a11y: true, atStep });
  await expect(page.getByRole('table', { name: text(locale, 'islands.checkout.invoice') })).toContainText(
    text(locale, 'islands.invoice.fullPayment'),
  );
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
  await expect(page.getByText(text(locale, 'islands.pay.doNotClose'))).toBeVisible();
  await expectFinal(page, locale, 'success');
  await expect(page.getByText(text(locale, 'islands.pay.status.updating'))).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text(locale, 'islands.pay.viewBooking') }).click();
  await expect(page.getByText(text(locale, 'booking.status.payment_completed'))).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('value', '100');
});

for (const locale of LOCALES) {
  test.describe(`booking and paying (${locale})`, () => {
    // These start on the payment page of a booking made over HTTP and check the server's answers
    // and the wording, the same at any width (ONE_VIEWPORT). Allow for a slow shared machine.
    test.describe.configure({ timeout: 90_000 });

    // One behaviour, one language: the languages take turns, so each one's wording is read, and
    // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
    if (locale === 'fr')
      test(`book with a down payment, then pay the balance ${ONE_VIEWPORT}`, async ({ page }) => {
        const code = await bookedOnPaymentPage(page, locale, { number: GOOD, paymentType: 'multiple' });
        await expect(
          page.getByRole('table', { name: text(locale, 'islands.checkout.invoice') }),
        ).toContainText(text(locale, 'islands.invoice.downPayment'));
        await payAndWait(page, locale, 'success');
        await page.goto(at(locale, `/packages/search/${code}`));
        await expect(page.getByText(text(locale, 'booking.status.partial_payment'))).toBeVisible();
        await expectNoA11yViolations(page);
        // A deposit is not the whole price: no review yet, and the page says when one is possible.
        await expect(page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') })).toHaveCount(
          0,
        );
        await expect(page.getByText(text(locale, 'islands.review.notPaid'))).toBeVisible();
        await page.getByRole('link', { name: text(locale, 'islands.pay.title.balance') }).click();
        await expect(page).toHaveURL(new RegExp(`${at(locale, '/payments/partial/pay')}\\?code=`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, 'islands.pay.title.balance'),
        );
        await expect(page).toHaveTitle(new RegExp(`^${text(locale, 'islands.pay.title.balance')}`, 'u'));
        await expect(
          page.getByRole('table', { name: text(locale, 'islands.checkout.invoice') }),
        ).toContainText(text(locale, 'islands.invoice.balance'));
        await expectNoA11yViolations(page);
        await payAndWait(page, locale, 'success');
        const rows = await transactionRows(page, locale, code);
        await expect(rows).toHaveCount(2);
        await expect(page.getByText(text(locale, 'booking.status.payment_completed'))).toBeVisible();
      });

    if (locale === 'en')
      test(`a failing number, then a retry with a good one; if the first goes through after all, the excess is owed until sent back ${ONE_VIEWPORT}`, async ({
        page,
        request,
        simulator,
      }) => {
        const code = await bookedOnPaymentPage(page, locale, { number: FAILING });
        await payAndWait(page, locale, 'failed');
        await expectNoA11yViolations(page);
        await page.getByLabel(text(locale, 'islands.pay.retryNumber')).fill(GOOD);
        await page.getByRole('button', { name: text(locale, 'islands.pay.retry') }).click();
        await expectFinal(page, locale, 'success');
        const rows = await transactionRows(page, locale, code);
        await expect(rows).toHaveCount(2);
        await expect(rows.filter({ hasText: text(locale, 'payment.status.failed') })).toHaveCount(1);
        await expect(rows.filter({ hasText: text(locale, 'payment.status.successful') })).toHaveCount(1);
        const overpaid = page.getByText(pattern(locale, 'islands.track.overpaid'));
        await expect(overpaid).toHaveCount(0);

        // The operator confirms the failed attempt after all; its notification makes us record it.
        const details = async (): Promise<BookingDetails> =>
          (await (await request.get(`/api/bookings/${code}`)).json()).data;
        const { amounts, payments } = await details();
        const failed = payments.find((payment) => payment.status === 'failed');
        const first = (await simulator.payments()).find(
          (payment) => payment.externalId === failed?.reference,
        );
        if (!first) throw new Error('the failed attempt is not at the provider');
        await simulator.settle(first.transId, 'SUCCESSFUL');
        await expect.poll(async () => (await details()).paid, { timeout: 15_000 }).toBe(2 * amounts.total);
        await page.reload();
        const excess = formatXaf(amounts.total, locale);
        await expect(page.getByText(text(locale, 'islands.track.overpaid', { excess }))).toBeVisible();
        await expect(rows.filter({ hasText: text(locale, 'payment.status.successful') })).toHaveCount(2);
        await expectNoA11yViolations(page);

        // The agency sends the excess back and records it with its command: the page says it is done.
        const recorded = execFileSync(
          process.execPath,
          ['scripts/payments-attention.ts', '--returned', code, '--note', 'payout test'],
          { env: { ...process.env, DATABASE_URL: process.env['E2E_DATABASE_URL'] }, encoding: 'utf8' },
        );
        expect(recorded).toContain(`sent back for ${code}`);
        await page.reload();
        await expect(
          page.getByText(text(locale, 'islands.track.excessReturned', { amount: excess })),
        ).toBeVisible();
        await expect(page.getByText(pattern(locale, 'islands.track.overpaid'))).toHaveCount(0);
      });

    if (locale === 'fr')
      test(`a number that never confirms keeps waiting and offers the booking details ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        await page.clock.install();
        const code = await bookedOnPaymentPage(page, locale, { number: NEVER });
        await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
        await expect(page.getByText(text(locale, 'islands.pay.status.initiated'))).toBeVisible();
        await expect(page.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
        // "Stuck here?" only once the customer has had time to approve on the phone.
        await expect(page.getByText(text(locale, 'islands.pay.stuck'))).toHaveCount(0);
        await page.clock.fastForward(46_000);
        await expect(page.getByText(text(locale, 'islands.pay.stuck'))).toBeVisible();
        const details = page.getByRole('link', { name: text(locale, 'islands.pay.viewBooking') });
        await expect(details).toHaveAttribute('href', at(locale, `/packages/search/${code}`));
        await expectNoA11yViolations(page);
        await details.click();
        await expect(page.getByText(text(locale, 'payment.status.pending'), { exact: true })).toBeVisible();
      });

    if (locale === 'fr')
      test(`a payment that does not go through says why, in the customer’s language ${ONE_VIEWPORT}`, async ({
        page,
        simulator,
      }) => {
        // The operator refused it: the provider gives no reason, so the page says who refused.
        await bookedOnPaymentPage(page, locale, { number: FAILING });
        await payAndWait(page, locale, 'failed');
        const alert = page.getByRole('alert');
        await expect(alert).toHaveText(
          `${text(locale, 'islands.pay.status.failed')} ${text(locale, 'payment.failure.other')}`,
        );

        // The provider let it expire: the page says it was not confirmed in time.
        const code = await bookedOnPaymentPage(page, locale, { number: NEVER });
        await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
        await expect(page.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
        // Other tests pay from the same number: this booking's attempt is found by its reference.
        const booking: BookingDetails = (await (await page.request.get(`/api/bookings/${code}`)).json()).data;
        const reference = booking.payments.find((payment) => payment.status === 'pending')?.reference;
        const pending = (await simulator.payments()).find((payment) => payment.externalId === reference);
        if (!pending) throw new Error(`no payment of ${code} at the provider`);
        await simulator.settle(pending.transId, 'EXPIRED');
        await expect(alert).toHaveText(
          `${text(locale, 'islands.pay.status.failed')} ${text(locale, 'payment.failure.timedOut')}`,
          { timeout: 20_000 },
        );
        await expectNoA11yViolations(page);
      });

    if (locale === 'en')
      test(`a payment left pending says it is still waiting after 45 s, stops after 15 min and can check again ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        // The page's clock runs normally until the test jumps it forward.
        await page.clock.install();
        await bookedOnPaymentPage(page, locale, { number: NEVER });
        await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
        await expect(page.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
        const stillWaiting = page.getByText(text(locale, 'islands.pay.status.stillWaiting'));
        const checkAgain = page.getByRole('button', { name: text(locale, 'islands.pay.checkAgain') });
        await expect(stillWaiting).toHaveCount(0);

        await page.clock.fastForward(46_000);
        await expect(stillWaiting).toBeVisible();
        await expect(checkAgain).toHaveCount(0);

        await page.clock.fastForward(15 * 60_000);
        await expect(checkAgain).toBeVisible();
        const polls: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/payments/')) polls.push(request.url());
        });
        await checkAgain.click();
        await expect(checkAgain).toHaveCount(0);
        await expect.poll(() => polls.length).toBeGreaterThan(0);
        await expect(page.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
      });

    if (locale === 'fr')
      test(`a reload in the middle of a payment resumes it without a second attempt ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        const code = await bookedOnPaymentPage(page, locale, { number: NEVER });
        const starts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST' && request.url().includes('/payments')) starts.push(request.url());
        });
        await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
        await expect(page.getByText(text(locale, 'islands.pay.status.initiated'))).toBeVisible();
        await page.reload();
        await expect(page.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
        await expect(page.getByRole('button', { name: pattern(locale, 'islands.pay.start') })).toHaveCount(0);
        // A second tab (its own session storage) follows the same attempt too.
        const second = await page.context().newPage();
        await second.goto(`${at(locale, '/payments/pay')}?code=${code}`);
        await expect(second.getByText(text(locale, 'islands.pay.status.inProgress'))).toBeVisible();
        await second.close();
        expect(starts).toHaveLength(1);
        const rows = await transactionRows(page, locale, code);
        await expect(rows).toHaveCount(1);
      });

    if (locale === 'en')
      test(`cancel goes to the booking details; restart goes back to the checkout ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        const code = await bookedOnPaymentPage(page, locale, { number: GOOD });
        await page.getByRole('button', { name: text(locale, 'islands.pay.restart') }).click();
        await expect(page).toHaveURL(`${at(locale, '/checkout')}?package=${PACKAGE}`);
        await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
        await page.getByRole('button', { name: text(locale, 'islands.pay.cancel') }).click();
        await expect(page).toHaveURL(at(locale, `/packages/search/${code}`));
      });
  });
}
