/**
 * The reminders' job on WhatsApp (docs/whatsapp.md): a customer who opted in at a number proven
 * theirs gets each reminder there as well as by e-mail, once per channel under duplicate and
 * overlapping runs; one who did not, or whose number is not proven, gets none there; a failing
 * WhatsApp API never stops the e-mail and is tried again later; a number at its daily limit waits.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays } from '../../src/domain/balance-due.ts';
import { sendReminders } from '../../src/server/services/reminders-service.ts';
import type { RunningWhatsAppTwin } from '../../src/simulator/whatsapp-twin.ts';
import {
  api,
  bookingBody,
  REMINDER_LINK_SECRET,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { proveNumber, withWhatsApp } from './helpers/whatsapp.ts';

const TODAY = agencyToday(new Date());
const morning = (days: number) => new Date(`${addDays(TODAY, days)}T08:00:00+01:00`);

describe.each(databaseKinds())('reminders on WhatsApp (%s)', (kind) => {
  let app: TestApp;
  let twin: RunningWhatsAppTwin;

  beforeAll(async () => {
    app = await startTestApp(kind);
    twin = await withWhatsApp(app);
  }, 180_000);
  beforeEach(async () => {
    twin.control.reset();
    await app.db.pool.query('DELETE FROM whatsapp_recipient_days');
  });
  afterAll(async () => {
    await twin?.stop();
    await app?.stop();
  });

  const run = (days: number) =>
    sendReminders({ ...app.deps, clock: () => morning(days) }, REMINDER_LINK_SECRET, {
      budgetMs: 20_000,
      concurrency: 4,
      batch: 3,
    });
  const remindersOf = (code: string) =>
    twin.control.messages().filter((m) => m.template === 'balance_reminder' && m.params.includes(code));
  const mailsOf = async (code: string) =>
    (await app.outbox()).filter((m) => m.idempotencyKey === `reminder/balance_14/${code}`);

  async function booking(tripInDays: number, optIn: boolean, locale = 'en', prove = optIn) {
    const created = await api.createBooking(
      bookingBody({
        paymentType: 'multiple',
        preferredDate: addDays(TODAY, tripInDays),
        locale,
        whatsappOptIn: optIn,
      }),
    );
    expect(created.status).toBe(201);
    const code: string = created.body.data.code;
    if (prove) expect(await proveNumber(code)).toBe(1);
    const started = await api.startPayment(code, { kind: 'deposit' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    return code;
  }

  it('sends the 14-day reminder on WhatsApp once, beside its e-mail, in the booking language', async () => {
    const code = await booking(60, true, 'fr');
    await Promise.all([run(16), run(16)]);
    await run(16);
    const [message, ...more] = remindersOf(code);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({ language: 'fr', to: '+237699123456' });
    expect(message?.text).toContain(`/fr/payments/partial/pay?code=${code}`);
    expect(await mailsOf(code)).toHaveLength(1);
  });

  it('sends none on WhatsApp to a customer who did not opt in', async () => {
    const code = await booking(61, false);
    await run(17);
    expect(await mailsOf(code)).toHaveLength(1);
    expect(remindersOf(code)).toHaveLength(0);
  });

  it('sends none on WhatsApp to a number typed at checkout and never proven', async () => {
    const code = await booking(63, true, 'en', false);
    await run(19);
    expect(await mailsOf(code)).toHaveLength(1);
    expect(remindersOf(code)).toHaveLength(0);
  });

  it('keeps a reminder for a later run while its number had its day’s messages', async () => {
    const code = await booking(64, true);
    // The confirmation went at the proof; the rest of the day's messages went to other bookings.
    await app.db.pool.query(`UPDATE whatsapp_recipient_days SET sent = 1000`);
    await run(20);
    expect(await mailsOf(code)).toHaveLength(1);
    expect(remindersOf(code)).toHaveLength(0);
    await app.db.pool.query('DELETE FROM whatsapp_recipient_days');
    await run(20);
    expect(remindersOf(code)).toHaveLength(1);
  });

  it('sends the e-mail while WhatsApp fails, and the WhatsApp message on a later run', async () => {
    const code = await booking(62, true);
    twin.control.failNext({ count: null, status: 500 });
    const failing = await run(18);
    expect(failing.failed).toBeGreaterThanOrEqual(1);
    expect(await mailsOf(code)).toHaveLength(1);
    expect(remindersOf(code)).toHaveLength(0);
    twin.control.reset();
    await run(18);
    expect(remindersOf(code)).toHaveLength(1);
    expect(await mailsOf(code)).toHaveLength(1);
  });
});
