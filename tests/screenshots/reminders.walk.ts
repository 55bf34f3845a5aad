/**
 * Reminders and invitations, photographed in English and French at 320 and 390 px and on a
 * desktop: the three messages (balance reminder, pre-trip, review invitation) as the job writes
 * them, the page a message's stop link opens (before and after its button), the booking page once
 * reminders are off, and the attention page's new rows (a balance overdue, a reminder given up
 * on). The job runs in-process with its clock moved; set-up goes over HTTP.
 * Pictures are named `<language>-<width>-reminders-<nn>-<what>.png`.
 */

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays } from '../../src/domain/balance-due.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { catalogueLoader, DEFAULT_CATALOGUE_PATH } from '../../src/server/catalogue-file.ts';
import { createPool } from '../../src/server/db/pool.ts';
import { outboxMailer } from '../../src/server/mail/outbox-mailer.ts';
import type { ServiceDeps } from '../../src/server/services/deps.ts';
import { sendReminders } from '../../src/server/services/reminders-service.ts';
import { staffSignedIn } from '../e2e/admin/admin-helpers.ts';
import { at, text } from '../e2e/booking/booking-helpers.ts';
import { bookOverHttp, payOverHttp } from '../e2e/fixtures/bookings-over-http.ts';
import { findMail } from '../e2e/fixtures/outbox.ts';
import { test } from '../e2e/fixtures/test.ts';
import { SCREENSHOTS_DIR } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;
const DUE_DAYS = 30;

async function sql(query: string, params: unknown[]): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await pool.query(query, params);
  } finally {
    await pool.end();
  }
}

async function runJobOn(day: string, siteUrl: string): Promise<void> {
  const db = createPool(process.env['E2E_DATABASE_URL'] ?? '', 2);
  try {
    const deps = {
      db,
      catalogue: catalogueLoader(DEFAULT_CATALOGUE_PATH),
      clock: () => new Date(`${day}T08:00:00+01:00`),
      mailer: outboxMailer({
        dir: process.env['E2E_OUTBOX_DIR'] ?? '',
        from: 'Bookings <bookings@localhost>',
      }),
      siteUrl,
    } as unknown as ServiceDeps;
    await sendReminders(deps, 'screenshots');
  } finally {
    await db.end();
  }
}

async function mailHtml(key: string): Promise<string> {
  const mail = await findMail((candidate) => candidate.idempotencyKey === key);
  if (!mail) throw new Error(`no e-mail ${key}`);
  return mail.html;
}

async function shoot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: true });
}

for (const [l, locale] of LOCALES.entries()) {
  for (const [w, width] of WIDTHS.entries()) {
    test(`reminders ${locale} ${width}px`, async ({ page, baseURL }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await mkdir(SCREENSHOTS_DIR, { recursive: true });
      const name = (n: number, what: string) =>
        join(SCREENSHOTS_DIR, `${locale}-${width}-reminders-${n}-${what}.png`);
      // Each walk its own days, 20 apart, so one walk's runs never reach another's bookings.
      const now = addDays(agencyToday(new Date()), 30 + (l * WIDTHS.length + w) * 20);
      const site = baseURL ?? '';

      // The three messages, each on its day.
      const owing = await bookOverHttp(page.request, locale, {
        paymentType: 'multiple',
        preferredDate: addDays(now, 14 + DUE_DAYS),
      });
      await payOverHttp(page.request, locale, owing);
      const paid = await bookOverHttp(page.request, locale, { preferredDate: addDays(now, 3) });
      await payOverHttp(page.request, locale, paid);
      await runJobOn(now, site);
      await runJobOn(addDays(now, 3 + 4), site);
      const mail = await page.context().newPage();
      await mail.setViewportSize({ width, height: 800 });
      for (const [n, key, what] of [
        [1, `reminder/balance_14/${owing}`, 'email-balance-reminder'],
        [2, `reminder/pre_trip/${paid}`, 'email-pre-trip'],
        [3, `reminder/review_invitation/${paid}`, 'email-review-invitation'],
      ] as const) {
        await mail.setContent(await mailHtml(key));
        await mail.screenshot({ path: name(n, what), fullPage: true });
      }
      await mail.close();

      // The stop link's page, then after its button (the answer stands in for the server's, whose
      // key this walk does not hold).
      await page.goto(`${at(locale, '/reminders/off')}?code=${owing}&token=walk`);
      await page.getByRole('button', { name: text(locale, 'remindersOff.confirm') }).waitFor();
      await shoot(page, name(4, 'stop-page'));
      await page.route('**/reminders-off', (route) =>
        route.fulfill({ json: { ok: true, message: '', data: { remindersOff: true } } }),
      );
      await page.getByRole('button', { name: text(locale, 'remindersOff.confirm') }).click();
      await page.getByText(text(locale, 'remindersOff.done')).waitFor();
      await shoot(page, name(5, 'stop-done'));
      await page.unroute('**/reminders-off');
      await page.goto(`${at(locale, '/reminders/off')}?code=${owing}`);
      await page.getByText(text(locale, 'remindersOff.invalid')).waitFor();
      await shoot(page, name(6, 'stop-invalid'));

      // The booking page of a booking whose reminders are off.
      await sql('UPDATE bookings SET reminders_off_at = now() WHERE code = $1', [owing]);
      await page.goto(at(locale, `/packages/search/${owing}`));
      await page.getByText(text(locale, 'islands.track.remindersOff')).waitFor();
      await shoot(page, name(7, 'booking-reminders-off'));

      // The attention page: a balance overdue, and a reminder given up on after its last try.
      const overdue = await bookOverHttp(page.request, locale, {
        paymentType: 'multiple',
        preferredDate: addDays(agencyToday(new Date()), 20),
      });
      await payOverHttp(page.request, locale, overdue);
      await sql(
        `INSERT INTO booking_reminders (booking_id, kind, tries, failed_at, last_error)
         SELECT id, 'balance_7', 5, now(), 'mail API down' FROM bookings WHERE code = $1`,
        [paid],
      );
      await staffSignedIn(page, locale, `reminders-${locale}-${width}@tours.example`, 'owner');
      await page.goto(`${at(locale, '/admin')}#attention`);
      await page.getByRole('listitem').filter({ hasText: overdue }).waitFor();
      await page.getByRole('listitem').filter({ hasText: paid }).first().waitFor();
      await shoot(page, name(8, 'attention'));
    });
  }
}
