/**
 * The reminders' job on WhatsApp (docs/whatsapp.md): a customer who opted in gets each reminder
 * there as well as by e-mail, once per channel under duplicate and overlapping runs; one who did
 * not gets none there; a failing WhatsApp API never stops the e-mail and is tried again later.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { addDays } from '../../src/domain/balance-due.ts';
import { sendReminders } from '../../src/server/services/reminders-service.ts';
import { cloudApiSender } from '../../src/server/whatsapp/cloud-api-sender.ts';
import { type RunningWhatsAppTwin, startWhatsAppTwin } from '../../src/simulator/whatsapp-twin.ts';
import {
  api,
  bookingBody,
  REMINDER_LINK_SECRET,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const TODAY = agencyToday(new Date());
const morning = (days: number) => new Date(`${addDays(TODAY, days)}T08:00:00+01:00`);
const TOKEN = 'EAAG-reminders-token';
const PHONE_ID = '106540352242922';

describe.each(databaseKinds())('reminders on WhatsApp (%s)', (kind) => {
  let app: TestApp;
  let twin: RunningWhatsAppTwin;

  beforeAll(async () => {
    app = await startTestApp(kind);
    twin = await startWhatsAppTwin({ port: 0, accessToken: TOKEN, phoneNumberId: PHONE_ID });
    app.deps.whatsapp = cloudApiSender({
      baseUrl: twin.url,
      version: 'v23.0',
      phoneNumberId: PHONE_ID,
      accessToken: TOKEN,
      timeoutMs: 500,
    });
  }, 180_000);
  beforeEach(() => twin.control.reset());
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

  async function booking(tripInDays: number, optIn: boolean, locale = 'en') {
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
