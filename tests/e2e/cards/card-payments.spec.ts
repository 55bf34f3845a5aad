import type { BookingDetails } from '../../../src/api/contract.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { staffSignedIn } from '../admin/admin-helpers.ts';
import { at, fillCheckout, text } from '../booking/booking-helpers.ts';
import { bookOverHttp, payOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { expectReturn, onHostedPage, payByCard } from './card-helpers.ts';

const details = async (page: import('@playwright/test').Page, code: string): Promise<BookingDetails> =>
  (await (await page.request.get(`/api/bookings/${code}`)).json()).data;

// The journey, once per language at the width that differs: English on the phone, French on the
// desktop. Card is chosen at checkout, so no phone number is asked, and the payment page has it.
test('book by card, pay on the provider’s page and come back to the booking paid', async ({ page }, info) => {
  const locale: Locale = info.project.name === 'phone' ? 'en' : 'fr';
  test.setTimeout(120_000);
  await fillCheckout(page, locale, {
    number: '670000000',
    paymentType: 'single',
    atStep: async (step) => {
      if (step !== 'payment') return;
      await page.getByRole('radio', { name: text(locale, 'islands.card.method.card') }).check();
      await expect(page.getByLabel(text(locale, 'islands.checkout.paymentNumber'))).toHaveCount(0);
      await expect(page.getByText(text(locale, 'islands.card.checkoutNote'))).toBeVisible();
      await expectNoA11yViolations(page);
    },
  });
  await expect(page.getByRole('rowheader', { name: text(locale, 'islands.card.fee') })).toBeVisible();
  await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
  await page.waitForURL(new RegExp(`${at(locale, '/payments/pay')}\\?code=`));
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  // The payment page has card chosen, its fee in the invoice.
  await expect(page.getByRole('radio', { name: text(locale, 'islands.card.method.card') })).toBeChecked();
  await expectNoA11yViolations(page);
  await payByCard(page, locale);
  await onHostedPage(page, 'success');
  await expectReturn(page, locale, 'paid');
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text(locale, 'islands.pay.viewBooking') }).click();
  await expect(page.getByText(text(locale, 'booking.status.payment_completed'))).toBeVisible();
  // The payment is named as a card, with the digits the provider gave.
  const card = (await details(page, code)).payments.find((payment) => payment.method === 'card');
  expect(card?.number).toMatch(/^····\d{4}$/);
  await expect(
    page.getByRole('cell', { name: `${text(locale, 'payment.method.card')} ${card?.number}` }),
  ).toBeVisible();
  expect((await details(page, code)).leftToPay).toBe(0);
});

test.describe('card payments that do not go through, and the balance by card', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`Back from the card's page resumes it; a declined card and an abandoned payment each end clearly, with a retry ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const locale: Locale = 'en';
    const code = await bookOverHttp(page.request, locale);
    await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
    await payByCard(page, locale);
    // Back from the provider's page before paying (the browser may show the page as it was left,
    // "Starting the payment…"): it follows the card payment still open, with the way back to it.
    await page.waitForURL((url) => url.pathname.startsWith('/payment/'), { timeout: 20_000 });
    await page.goBack();
    await expect(page.getByText(text(locale, 'islands.card.open'))).toBeVisible();
    await expect(page.getByText(text(locale, 'islands.pay.status.starting'))).toHaveCount(0);
    await expect(page.getByText(text(locale, 'islands.pay.doNotClose'))).toHaveCount(0);
    await page.getByRole('link', { name: text(locale, 'islands.card.continue') }).click();
    await onHostedPage(page, 'declined');
    await expectReturn(page, locale, 'declined');
    await expect(page.getByRole('alert')).toHaveText(text(locale, 'islands.card.return.declined'));
    await expectNoA11yViolations(page);
    // A reload reads the same answer: the page follows the server, not the return.
    await page.reload();
    await expectReturn(page, locale, 'declined');

    await page.getByRole('link', { name: text(locale, 'islands.card.return.retry') }).click();
    await expect(page.getByRole('radio', { name: text(locale, 'islands.card.method.card') })).toBeChecked();
    await payByCard(page, locale);
    await onHostedPage(page, 'abandon');
    await expectReturn(page, locale, 'abandoned');
    await expect(page.getByRole('link', { name: text(locale, 'islands.card.return.retry') })).toBeVisible();
    const booking = await details(page, code);
    expect(booking.paid).toBe(0);
    expect(booking.payments.filter((payment) => payment.method === 'card')).toHaveLength(2);
  });

  test(`the balance of a mobile-money deposit is paid by card; staff see the card named ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const locale: Locale = 'fr';
    const code = await bookOverHttp(page.request, locale, { paymentType: 'multiple' });
    await payOverHttp(page.request, locale, code);
    await page.goto(`${at(locale, '/payments/partial/pay')}?code=${code}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'islands.pay.title.balance'),
    );
    await payByCard(page, locale);
    await onHostedPage(page, 'success');
    await expectReturn(page, locale, 'paid');
    const booking = await details(page, code);
    expect(booking.leftToPay).toBe(0);
    const card = booking.payments.find((payment) => payment.method === 'card');
    expect(card?.number).toMatch(/^····\d{4}$/);

    await staffSignedIn(page, locale, 'owner.cards@example.com', 'owner');
    await page.goto(`${at(locale, '/admin')}#booking=${encodeURIComponent(code)}`);
    await expect(
      page.getByText(`${text(locale, 'payment.method.card')} ${card?.number ?? ''}`).first(),
    ).toBeVisible();
  });
});
