/**
 * The balance reminders with the clock moved: a booking whose balance falls due 14 days after the
 * test's "now", its down payment paid over HTTP; the reminders' job run in-process against the
 * test server's database with its clock at "now" (never a header a deployed function would
 * honour) writes the 14-day reminder to the outbox; its link opens the balance's payment, which
 * the customer pays with the simulator; the job run again at the 7- and 2-day points sends nothing.
 * The customer asked for WhatsApp too and wrote to the agency from their number with the code,
 * which proves it theirs: the local twin holds the reminder beside the e-mail, once.
 * Each test takes its own "now", 16 days apart and never today, so one test's runs never reach
 * another's booking, nor the site's own job on the real clock.
 */
import { LOCAL_CINETPAY } from '../../../scripts/lib/local-cinetpay-twin.ts';
import { LOCAL_FAPSHI_KEY, LOCAL_FAPSHI_USER } from '../../../scripts/lib/local-platform.ts';
import {
  LOCAL_WHATSAPP_PHONE_NUMBER_ID,
  LOCAL_WHATSAPP_TOKEN,
} from '../../../scripts/lib/local-whatsapp-twin.ts';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { addDays } from '../../../src/domain/balance-due.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { catalogueLoader, DEFAULT_CATALOGUE_PATH } from '../../../src/server/catalogue-file.ts';
import { createPool } from '../../../src/server/db/pool.ts';
import { outboxMailer } from '../../../src/server/mail/outbox-mailer.ts';
import { createOtherProviders, createPaymentProvider } from '../../../src/server/payments/create-provider.ts';
import type { ServiceDeps } from '../../../src/server/services/deps.ts';
import { sendReminders } from '../../../src/server/services/reminders-service.ts';
import { cloudApiSender } from '../../../src/server/whatsapp/cloud-api-sender.ts';
import { bookOverHttp, payOverHttp } from '../fixtures/bookings-over-http.ts';
import { findMails, type OutboxMail } from '../fixtures/outbox.ts';
import { expect, test } from '../fixtures/test.ts';
import { bookingMessages, customerWrites } from '../fixtures/whatsapp-twin.ts';
import { at, payAndWait, text } from './booking-helpers.ts';

/** Days the e2e catalogue's balance is due before the trip (the sample's setting). */
const DUE_DAYS = 30;
/** The stop links' key: the test server's own, so a stop link this job writes works on the site. */
const LINK_SECRET = process.env['SWEEP_SECRET'] ?? '';

/** Runs the reminders' job once with its clock at 08:00 in Douala on `day`. */
async function runJobOn(day: string, siteUrl: string) {
  const db = createPool(process.env['E2E_DATABASE_URL'] ?? '', 2);
  try {
    const deps = {
      db,
      catalogue: catalogueLoader(process.env['CATALOGUE_PATH'] ?? DEFAULT_CATALOGUE_PATH),
      clock: () => new Date(`${day}T08:00:00+01:00`),
      mailer: outboxMailer({
        dir: process.env['E2E_OUTBOX_DIR'] ?? '',
        from: 'Bookings <bookings@localhost>',
      }),
      siteUrl,
      // The test server's payment providers, as `npm start` points the functions at them (the
      // balance reminder names the card when a card provider is configured).
      provider: createPaymentProvider({
        FAPSHI_BASE_URL: process.env['SIMULATOR_URL'] ?? '',
        FAPSHI_API_USER: LOCAL_FAPSHI_USER,
        FAPSHI_API_KEY: LOCAL_FAPSHI_KEY,
      }),
      providers: createOtherProviders({
        CINETPAY_BASE_URL: process.env['CINETPAY_TWIN_URL'] ?? '',
        CINETPAY_API_KEY: LOCAL_CINETPAY.apiKey,
        CINETPAY_SITE_ID: LOCAL_CINETPAY.siteId,
        CINETPAY_SECRET_KEY: LOCAL_CINETPAY.secretKey,
      }),
      // The test server's WhatsApp twin, as `npm start` points the functions at it.
      whatsapp: cloudApiSender({
        baseUrl: process.env['WHATSAPP_TWIN_URL'] ?? '',
        version: 'v23.0',
        phoneNumberId: LOCAL_WHATSAPP_PHONE_NUMBER_ID,
        accessToken: LOCAL_WHATSAPP_TOKEN,
      }),
    } as unknown as ServiceDeps;
    return await sendReminders(deps, LINK_SECRET);
  } finally {
    await db.end();
  }
}

/** The receipts of booking `code` queued for WhatsApp and not sent, by why they wait. */
async function receiptsWaiting(code: string): Promise<string[]> {
  const db = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    const { rows } = await db.query<{ why: string }>(
      `SELECT CASE WHEN m.last_error LIKE 'daily limit%' THEN 'daily limit' ELSE coalesce(m.last_error, '') END
         AS why
       FROM whatsapp_messages m JOIN bookings b ON b.id = m.booking_id
       WHERE b.code = $1 AND m.template = 'payment_receipt' AND m.sent_at IS NULL`,
      [code],
    );
    return rows.map((r) => r.why);
  } finally {
    await db.end();
  }
}

/** The reminders the outbox holds for booking `code`. */
function remindersOf(code: string): Promise<OutboxMail[]> {
  return findMails(
    (mail) => mail.idempotencyKey?.startsWith('reminder/') === true && mail.text.includes(code),
  );
}

for (const [index, locale] of LOCALES.entries()) {
  test(`the 14-day balance reminder opens the balance payment, and no reminder follows once paid (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // Never today: the site's own job (its timer, message-links.spec.ts) runs on the real clock,
    // and must not send this test's reminder before the test does.
    const slot = 1 + index + (test.info().project.name === 'desktop' ? LOCALES.length : 0);
    const now = addDays(agencyToday(new Date()), slot * 16);
    const dueDate = addDays(now, 14);
    const code = await bookOverHttp(request, locale, {
      paymentType: 'multiple',
      preferredDate: addDays(dueDate, DUE_DAYS),
      whatsappOptIn: true,
      // A number of its own: each number gets at most three messages a day.
      whatsapp: `+23767710000${slot}`,
    });
    await customerWrites(`+23767710000${slot}`, `Hello, my booking ${code}`);
    await payOverHttp(request, locale, code);

    // The day before the 14-day point: nothing yet. On it: the reminder, once, in the booking's language.
    await runJobOn(addDays(now, -1), baseURL ?? '');
    expect(await remindersOf(code)).toEqual([]);
    await Promise.all([runJobOn(now, baseURL ?? ''), runJobOn(now, baseURL ?? '')]);
    const reminders = await remindersOf(code);
    expect(reminders.map((mail) => mail.idempotencyKey)).toEqual([`reminder/balance_14/${code}`]);
    const [reminder] = reminders as [OutboxMail];
    expect(reminder.subject).toContain(code);
    expect(reminder.html).toContain(text(locale, 'email.balanceReminder.pay'));
    // The page the link opens takes cards too (the local CinetPay twin), and the reminder says so.
    expect(reminder.text).toContain(
      text(locale, 'email.balanceReminder.introWithCard', { date: '' }).slice(-40),
    );
    const link = new URL(
      /https?:\/\/\S+\/payments\/partial\/pay\?code=\S+/.exec(reminder.text)?.[0] ?? 'http://missing/',
    );
    expect(link.pathname).toBe(at(locale, '/payments/partial/pay'));
    expect(link.searchParams.get('code')).toBe(code);
    const whatsapp = await bookingMessages(code, [
      'booking_confirmation',
      'payment_receipt',
      'balance_reminder',
    ]);
    const onWhatsApp = whatsapp.find((message) => message.template === 'balance_reminder');
    expect(onWhatsApp).toMatchObject({ language: locale });
    expect(onWhatsApp?.text).toContain(`${link.pathname}${link.search}`);

    // The customer follows the link and pays the balance.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'islands.pay.title.balance'),
    );
    await payAndWait(page, locale, 'success');

    // Paid: the 7- and 2-day points send nothing more.
    await runJobOn(addDays(now, 7), baseURL ?? '');
    await runJobOn(addDays(now, 12), baseURL ?? '');
    expect((await remindersOf(code)).map((mail) => mail.idempotencyKey)).toEqual([
      `reminder/balance_14/${code}`,
    ]);
    // On WhatsApp: no second reminder, and the balance's receipt, the number's fourth message of
    // the day, waits for the next day (three a day per number, docs/whatsapp.md#proof).
    await expect.poll(() => receiptsWaiting(code), { timeout: 20_000 }).toEqual(['daily limit']);
    await bookingMessages(code, ['booking_confirmation', 'payment_receipt', 'balance_reminder']);
  });
}
