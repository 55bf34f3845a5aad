/**
 * A customer asks to cancel a part-paid booking from its page; the owner cancels it with the refund
 * the cancellation policy proposes (20 days before the trip: 50 %); the customer's page shows the
 * refund decided and owed; the owner records the refund sent and the page says "refunded". English
 * on the phone, French on the desktop (the booking page's width matters).
 */
import type { Page } from '@playwright/test';
import type { CreatedBooking } from '../../../src/api/contract.ts';
import { formatPercent } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, pattern, text } from '../booking/booking-helpers.ts';
import { payOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { runBookingAction, staffSignedIn } from './admin-helpers.ts';

const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function openBooking(page: Page, locale: Locale, code: string): Promise<void> {
  await page.goto(at(locale, '/admin'));
  await page.getByRole('link', { name: text(locale, 'admin.ui.nav.bookings') }).click();
  await page.getByLabel(text(locale, 'admin.ui.bookings.search')).fill(code);
  await page.getByRole('button', { name: text(locale, 'admin.ui.bookings.apply') }).click();
  await page.getByRole('link', { name: code }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.booking.heading', { code }) }),
  ).toBeVisible();
}

const amountAfter = async (page: Page, label: string) =>
  (await page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]').textContent()) ??
  '';

test('a customer asks to cancel, the owner cancels with the policy’s refund, then records it sent', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const locale: Locale = info.project.name === 'phone' ? 'en' : 'fr';
  const created = await page.request.post('/api/bookings', {
    data: {
      packageSlug: 'kribi-beach-escape',
      spots: 3,
      tripType: 'group',
      preferredDate: dateIn(20),
      contact: { fullName: 'Jane Doe', email: 'jane@example.com', whatsapp: '677123456' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'multiple',
      termsAccepted: true,
      locale,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const code = ((await created.json()) as { data: CreatedBooking }).data.code;
  await payOverHttp(page.request, locale, code);

  // The customer reads the policy and asks to cancel with the booking's e-mail.
  await page.goto(at(locale, `/packages/search/${code}`));
  // The travellers' form asks for the booking's e-mail too: fill the one of the cancellation.
  const cancellation = page.getByRole('region', { name: text(locale, 'islands.track.cancellation') });
  await expect(cancellation).toBeVisible();
  await cancellation.getByLabel(text(locale, 'islands.track.cancelEmail')).fill('jane@example.com');
  await cancellation.getByLabel(text(locale, 'islands.track.cancelReason')).fill('Family matter');
  await cancellation.getByRole('button', { name: text(locale, 'islands.track.cancelSubmit') }).click();
  // The page reloads the booking: the request now reads as asked, with its date.
  await expect(page.getByText(pattern(locale, 'islands.track.cancelAsked'))).toBeVisible();
  await expectNoA11yViolations(page);

  // The owner sees the request and cancels with the proposed refund.
  await staffSignedIn(page, locale, `policy-${locale}@tours.example`, 'owner');
  await openBooking(page, locale, code);
  await expect(page.getByText(pattern(locale, 'admin.ui.cancel.requested'))).toBeVisible();
  await runBookingAction(page, locale, 'cancel', {
    reason: 'Asked by the customer',
    fill: async () => {
      await expect(page.getByText(pattern(locale, 'admin.ui.cancel.proposal'))).toBeVisible();
    },
  });
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.action.cancel') }),
  ).toBeVisible();

  // The customer's page: cancelled, the refund decided (half of what was paid) still owed.
  await page.goto(at(locale, `/packages/search/${code}`));
  await expect(page.getByText(text(locale, 'islands.track.statusCancelled'), { exact: true })).toBeVisible();
  const decided = await amountAfter(page, text(locale, 'islands.track.refundDecided'));
  expect(await amountAfter(page, text(locale, 'islands.track.refundOwed'))).toBe(decided);
  // One account of the refund: paid, what the policy keeps and why, what is still to come.
  const account = page.locator('p.note', {
    hasText: text(locale, 'refund.account.paid', { paid: '' }).trim(),
  });
  await expect(account).toContainText(
    text(locale, 'refund.account.keptPolicy', {
      kept: decided,
      days: 20,
      percent: formatPercent(50, locale),
    }),
  );
  await expect(account).toContainText(text(locale, 'refund.account.toCome', { amount: decided }));
  // The refund lines are lines of the payment list, aligned with what was paid.
  const paid = page.getByText(text(locale, 'islands.track.alreadyPaid'), { exact: true });
  await expect(
    page.locator('dl', { has: paid }).getByText(text(locale, 'islands.track.refundOwed'), { exact: true }),
  ).toBeVisible();
  // Cancelled: no policy to read, no request to send.
  await expect(
    page.getByRole('heading', { name: text(locale, 'islands.track.cancellation'), exact: true }),
  ).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The owner records the refund sent; the customer's page says refunded.
  await openBooking(page, locale, code);
  await runBookingAction(page, locale, 'refundSent', {
    reason: 'Sent by MoMo',
    fill: async () => {
      await page.getByLabel(text(locale, 'admin.ui.action.refundReference')).fill('MP2611.9876.B2');
    },
  });
  await expect(
    page.getByRole('status').filter({ hasText: pattern(locale, 'admin.action.refundSent') }),
  ).toBeVisible();
  await page.goto(at(locale, `/packages/search/${code}`));
  await expect(page.getByText(text(locale, 'islands.track.statusRefunded'), { exact: true })).toBeVisible();
  expect(await amountAfter(page, text(locale, 'islands.track.refunded'))).toBe(decided);
  // Never "everything you paid" after a partial refund: half was kept, and the page says why.
  await expect(account).toContainText(text(locale, 'refund.account.sentBack', { amount: decided }));
  await expect(account).toContainText(text(locale, 'refund.account.nothingToCome'));
  await expect(account).toContainText(
    text(locale, 'refund.account.keptPolicy', {
      kept: decided,
      days: 20,
      percent: formatPercent(50, locale),
    }),
  );
  // The back office tells it in the same words.
  await openBooking(page, locale, code);
  await expect(page.locator('[data-refund-account]')).toContainText(
    text(locale, 'refund.account.sentBack', { amount: decided }),
  );
});
