import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { createPool } from '../../src/server/db/pool.ts';
import { staffSignedIn } from '../e2e/admin/admin-helpers.ts';
import { at, text } from '../e2e/booking/booking-helpers.ts';
import { bookOverHttp, paidBookingOverHttp } from '../e2e/fixtures/bookings-over-http.ts';
import { waitForMail } from '../e2e/fixtures/outbox.ts';
import { expect, test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;

async function sql(query: string, params: unknown[]): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await pool.query(query, params);
  } finally {
    await pool.end();
  }
}

/** A staff action over HTTP, as the back office's forms send it. */
async function act(page: Page, code: string, body: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(`/api/admin/bookings/${code}/actions`, {
    data: body,
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The HTML of the newest outbox e-mail of booking `code` whose key starts with `key`, waiting for it. */
async function mailHtml(key: string, code: string): Promise<string> {
  const mail = await waitForMail(
    (candidate) => candidate.idempotencyKey?.startsWith(key) === true && candidate.html.includes(code),
    `e-mail ${key}`,
  );
  return mail.html;
}

async function openAdminBooking(page: Page, locale: Locale, code: string): Promise<void> {
  await page.goto(`${at(locale, '/admin')}#booking=${encodeURIComponent(code)}`);
  await page
    .getByRole('heading', { level: 1, name: text(locale, 'admin.ui.booking.heading', { code }) })
    .waitFor({ state: 'visible' });
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`money ${locale} ${width}px`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-money`);
      // E-mails open in a page of their own, so the site's page stays where it is.
      const email = async (key: string, code: string, what: string) => {
        const mail = await page.context().newPage();
        await mail.setViewportSize({ width, height: 800 });
        await mail.setContent(await mailHtml(key, code));
        await shot(what, true, mail);
        await mail.close();
      };
      await staffSignedIn(page, locale, `walker-${locale}-${width}@tours.example`, 'owner');

      // A cash payment recorded by staff, and its receipt.
      const cash = await bookOverHttp(page.request, locale);
      await act(page, cash, {
        action: 'offlinePayment',
        amount: 100_000,
        channel: 'cash',
        receivedOn: new Date().toISOString().slice(0, 10),
        reason: 'Paid at the office',
      });
      await email('payment-receipt/off_', cash, 'email-cash-receipt');

      // "Mark as travelled" on a paid booking.
      const paid = await paidBookingOverHttp(page.request, locale);
      await openAdminBooking(page, locale, paid);
      await page.getByText(text(locale, 'admin.ui.action.travelled'), { exact: true }).click();
      await shot('travelled-form');

      // Cancelled with money paid: the customer's page, the refund form, the two e-mails.
      await act(page, paid, { action: 'cancel', reason: 'The lodge closed for works' });
      await page.goto(at(locale, `/packages/search/${paid}`));
      await page.getByText(text(locale, 'islands.track.statusCancelled')).first().waitFor();
      await shot('cancelled-booking');
      await email(`booking-cancelled/${paid}`, paid, 'email-cancelled');
      await openAdminBooking(page, locale, paid);
      await page.getByText(text(locale, 'admin.ui.action.refundSent'), { exact: true }).click();
      await shot('refund-form');
      await act(page, paid, {
        action: 'refundSent',
        amount: 50_000,
        method: 'mobile_money',
        reference: 'MP240101.1234.A56789',
        reason: 'Sent back by MTN MoMo',
      });
      await email('booking-refund/', paid, 'email-refund');

      // Left unpaid for 30 hours: listed with contact links, counted on Today, then closed.
      const unpaid = await bookOverHttp(page.request, locale);
      await sql(`UPDATE bookings SET created_at = now() - interval '30 hours' WHERE code = $1`, [unpaid]);
      await page.goto(`${at(locale, '/admin')}#today`);
      await page.getByText(text(locale, 'admin.ui.today.unpaid')).waitFor();
      await shot('unpaid-today');
      await page.goto(`${at(locale, '/admin')}#attention`);
      await page.getByRole('listitem').filter({ hasText: unpaid }).waitFor();
      await shot('unpaid-attention');
      await openAdminBooking(page, locale, unpaid);
      await page.getByText(text(locale, 'admin.ui.action.abandon'), { exact: true }).click();
      await shot('abandon-form');
      await act(page, unpaid, { action: 'abandon' });
      await page.goto(at(locale, `/packages/search/${unpaid}`));
      await page.getByText(text(locale, 'islands.track.statusAbandoned')).first().waitFor();
      await shot('abandoned-booking');
      await page.goto(`${at(locale, '/payments/pay')}?code=${unpaid}`);
      await page.locator('.payment .note').first().waitFor();
      await shot('abandoned-pay');
      // The back office reads it as the customer does, not as "Cancelled".
      await page.goto(`${at(locale, '/admin')}#bookings?status=abandoned&q=${unpaid}`);
      await page.locator('.admin-badge--abandoned').first().waitFor();
      await shot('abandoned-list');

      // The list as it opens (filters folded on a phone, the trip filter a list), a booking's
      // tap-to-contact details and folded provider answers, and the sessions with their browsers.
      await page.goto(`${at(locale, '/admin')}#bookings`);
      await page.locator('.admin-table').first().waitFor();
      await shot('bookings-list');
      await openAdminBooking(page, locale, paid);
      await page.locator('.admin-cards').waitFor();
      await shot('booking-contact');
      await page.goto(`${at(locale, '/admin')}#sessions`);
      await page.locator('.admin-card').first().waitFor();
      await shot('sessions');
    });
  }
}
