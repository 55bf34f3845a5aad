/**
 * A booking left unpaid, in a browser: made over HTTP and aged in the test database past the
 * follow-up setting (24 hours), it shows on "Needs attention" with its WhatsApp, call and e-mail
 * links (the customer's E.164 number, a message in their language), as the booking page's details
 * are; the list's filters fold away on the phone. An owner closes it as
 * abandoned without a reason, and the customer's booking and payment pages then say it was closed
 * because it was not paid. English and French, with axe on every view; the same at any width.
 */
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import { createPool } from '../../../src/server/db/pool.ts';
import { at, pattern, text } from '../booking/booking-helpers.ts';
import { bookOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { runBookingAction, staffSignedIn } from './admin-helpers.ts';

/** Makes the booking 30 hours old, as if the customer had left it a day and more ago. */
async function age(code: string): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await pool.query(`UPDATE bookings SET created_at = now() - interval '30 hours' WHERE code = $1`, [code]);
  } finally {
    await pool.end();
  }
}

for (const locale of ['en', 'fr'] as const) {
  test.describe(`unpaid bookings (${locale})`, () => {
    // Each function's first call starts it: a cold run of this file alone pays for all of them.
    test.describe.configure({ timeout: 150_000 });

    test(`an old unpaid booking is listed with one-tap contact and closed as abandoned; the customer reads it so ${ONE_VIEWPORT}`, async ({
      page,
    }, info) => {
      const code = await bookOverHttp(page.request, locale);
      await age(code);
      await staffSignedIn(page, locale, `chaser-${locale}-${info.project.name}@tours.example`, 'owner');

      // On a phone the list's filters fold away under one summary, and open on a tap.
      await page
        .getByRole('link', { name: text(locale, 'admin.ui.nav.bookings') })
        .first()
        .click();
      const status = page.getByLabel(text(locale, 'admin.ui.bookings.status'));
      await expect(status).toBeHidden();
      await page.getByText(text(locale, 'admin.ui.bookings.filters'), { exact: true }).click();
      await expect(status).toBeVisible();

      await page
        .getByRole('link', { name: text(locale, 'admin.ui.nav.attention') })
        .first()
        .click();
      const item = page.getByRole('listitem').filter({ hasText: code });
      // Three people at the package's price: the whole total is due.
      await expect(item).toContainText(
        text(locale, 'admin.ui.attention.unpaid', { amount: formatXaf(435_000, locale) }),
      );
      const contact = item.getByRole('navigation', {
        name: text(locale, 'admin.ui.attention.contact', { name: 'Jane Doe' }),
      });
      const whatsapp = await contact
        .getByRole('link', { name: text(locale, 'admin.ui.attention.whatsapp') })
        .getAttribute('href');
      expect(whatsapp).toMatch(/^https:\/\/wa\.me\/237677123456\?text=/);
      const message = new URL(whatsapp ?? '').searchParams.get('text') ?? '';
      expect(message).toContain(code);
      expect(message).toMatch(locale === 'fr' ? /^Bonjour Jane Doe/ : /^Hello Jane Doe/);
      await expect(
        contact.getByRole('link', { name: text(locale, 'admin.ui.attention.call') }),
      ).toHaveAttribute('href', 'tel:+237677123456');
      await expect(
        contact.getByRole('link', { name: text(locale, 'admin.ui.attention.email') }),
      ).toHaveAttribute('href', /^mailto:jane@example\.com\?subject=/);
      await expectNoA11yViolations(page);

      await item.getByRole('link', { name: code }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.booking.heading', { code }) }),
      ).toBeVisible();
      // The customer's details are tap-to-contact links.
      await expect(page.locator('a[href="tel:+237677123456"]')).toBeVisible();
      await expect(
        page.getByRole('link', { name: text(locale, 'admin.ui.contact.whatsapp', { name: 'Jane Doe' }) }),
      ).toHaveAttribute('href', 'https://wa.me/237677123456');
      await expect(page.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
        'href',
        'mailto:jane@example.com',
      );
      // Nothing paid: no trip to mark as travelled (the server refuses it too).
      await expect(page.getByText(text(locale, 'admin.ui.action.travelled'), { exact: true })).toHaveCount(0);
      // No reason: it is optional for a booking nobody paid.
      await runBookingAction(page, locale, 'abandon');
      await expect(
        page.getByRole('status').filter({ hasText: text(locale, 'admin.action.abandon') }),
      ).toBeVisible();
      await expectNoA11yViolations(page);

      const today = formatDate(new Date().toISOString(), locale);
      await page.goto(at(locale, `/packages/search/${code}`));
      await expect(page.getByText(text(locale, 'islands.track.abandoned', { date: today }))).toBeVisible();
      await expect(
        page.getByText(text(locale, 'islands.track.statusAbandoned'), { exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: pattern(locale, 'islands.pay.title.full') })).toHaveCount(
        0,
      );
      // Nothing paid, nothing to refund, nothing left to ask for: no "0" refund lines, no policy.
      await expect(page.getByText(text(locale, 'refund.account.nothingPaid'))).toBeVisible();
      await expect(page.getByText(text(locale, 'islands.track.refunded'), { exact: true })).toHaveCount(0);
      await expect(
        page.getByRole('heading', { name: text(locale, 'islands.track.cancellation'), exact: true }),
      ).toHaveCount(0);
      await expectNoA11yViolations(page);
      await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
      await expect(page.getByText(text(locale, 'islands.pay.abandoned', { date: today }))).toBeVisible();
      await expect(page.getByRole('button', { name: pattern(locale, 'islands.pay.start') })).toHaveCount(0);
      await expectNoA11yViolations(page);
    });
  });
}
