/**
 * WhatsApp messages to customers who opted in (docs/whatsapp.md), attacked and unlucky: a forged
 * opt-in, duplicate webhooks, overlapping sweeps, an API that fails and then never recovers. Each
 * message goes once; a failure never fails a booking or a payment; after the last try staff see it.
 * Each booking's number is proven first, as its customer does by writing to the agency
 * (`whatsapp-proof-adversarial.test.ts` attacks the proof and the daily limit).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attentionItems, bookingView } from '../../src/server/admin/booking-views.ts';
import { findAttemptByReference } from '../../src/server/repositories/payment-attempts.ts';
import {
  NOT_PROVEN,
  sendWhatsAppReceipt,
  WHATSAPP_MAX_TRIES,
} from '../../src/server/services/whatsapp-messages.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import type { RunningWhatsAppTwin } from '../../src/simulator/whatsapp-twin.ts';
import {
  api,
  bookingBody,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import { CUSTOMER, proveNumber, WHATSAPP_TOKEN, withWhatsApp } from './helpers/whatsapp.ts';

const TOKEN = WHATSAPP_TOKEN;

describe.each(databaseKinds())('WhatsApp messages under attack (%s)', (kind) => {
  let app: TestApp;
  let twin: RunningWhatsAppTwin;

  const book = async (overrides: Record<string, unknown> = {}) => {
    const created = await api.createBooking(
      bookingBody({
        whatsappOptIn: true,
        payment: { method: 'mtn', number: sandboxNumbers.pendingForever },
        ...overrides,
      }),
    );
    expect(created.status).toBe(201);
    const code = created.body.data.code as string;
    if ({ whatsappOptIn: true, ...overrides }.whatsappOptIn === true) await proveNumber(code);
    return code;
  };
  const rows = async (code: string) =>
    (
      await app.db.pool.query<{ template: string; tries: number; sent: boolean; last_error: string | null }>(
        `SELECT m.template, m.tries, m.sent_at IS NOT NULL AS sent, m.last_error
         FROM whatsapp_messages m JOIN bookings b ON b.id = m.booking_id WHERE b.code = $1 ORDER BY m.id`,
        [code],
      )
    ).rows;
  const sweep = async () => {
    const swept = await api.sweep(SWEEP_SECRET);
    expect(swept.status).toBe(200);
    return swept.body.data as { whatsapp: number };
  };
  const waitForMessages = async (count: number, template: string) => {
    for (let waited = 0; waited < 5_000; waited += 25) {
      if (twin.control.messages().filter((m) => m.template === template).length >= count) return;
      await sleep(25);
    }
  };

  beforeAll(async () => {
    app = await startTestApp(kind);
    twin = await withWhatsApp(app);
    // Many messages to one number here: the daily limit is another file's subject.
    app.deps.whatsappDailyLimit = 1_000;
  }, 180_000);
  beforeEach(() => twin.control.reset());
  afterAll(async () => {
    await twin?.stop();
    await app?.stop();
  });

  it('sends the confirmation in the booking language to a customer who opted in, once', async () => {
    const code = await book({ locale: 'fr' });
    const [message, ...more] = twin.control.messages(CUSTOMER);
    expect(more).toHaveLength(0);
    expect(message).toMatchObject({ template: 'booking_confirmation', language: 'fr' });
    expect(message?.text).toContain(`Votre code de réservation est ${code}`);
    expect(message?.text).toContain(`https://tours.example/fr/`);
    expect((await api.getBooking(code)).body.data.whatsappOptIn).toBe(true);
    expect((await bookingView(app.db.pool, code))?.whatsappOptIn).toBe(true);
    await sweep();
    expect(twin.control.messages(CUSTOMER)).toHaveLength(1);
  });

  it('sends nothing to a customer who did not opt in, and stores the choice as off', async () => {
    const code = await book({ whatsappOptIn: undefined });
    expect(twin.control.messages()).toHaveLength(0);
    expect(await rows(code)).toHaveLength(0);
    expect((await api.getBooking(code)).body.data.whatsappOptIn).toBe(false);
    expect((await bookingView(app.db.pool, code))?.whatsappOptIn).toBe(false);
  });

  it.each([['yes'], [1], ['true'], [null], [{}]])(
    'refuses an opt-in of %j and writes nothing',
    async (value) => {
      const before = await app.db.pool.query('SELECT count(*)::int AS n FROM bookings');
      const refused = await api.createBooking(bookingBody({ whatsappOptIn: value }));
      expect(refused.status).toBe(400);
      expect(refused.body.data.issues).toContainEqual(
        expect.objectContaining({ path: 'whatsappOptIn', key: 'validation.whatsappOptIn.invalid' }),
      );
      const after = await app.db.pool.query('SELECT count(*)::int AS n FROM bookings');
      expect(after.rows[0].n).toBe(before.rows[0].n);
      expect(twin.control.messages()).toHaveLength(0);
    },
  );

  it('sends one receipt when the provider notifies twice, and none more on a replay or a sweep', async () => {
    const code = await book({
      payment: { method: 'mtn', number: sandboxNumbers.successWithDuplicateWebhook },
    });
    const started = await api.startPayment(code, { kind: 'full' });
    const reference: string = started.body.data.reference;
    expect((await waitForStatus(reference)).body.data.status).toBe('successful');
    await waitForMessages(1, 'payment_receipt');
    await sleep(300);
    const attempt = await findAttemptByReference(app.db.pool, reference);
    if (!attempt) throw new Error('attempt not found');
    // Two more at once, as two instances handling a replayed webhook would.
    await Promise.all([sendWhatsAppReceipt(app.deps, attempt), sendWhatsAppReceipt(app.deps, attempt)]);
    await sweep();
    const receipts = twin.control.messages().filter((m) => m.template === 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.params).toEqual(
      expect.arrayContaining([code, reference, expect.stringMatching(/300,000/)]),
    );
    expect(await rows(code)).toEqual([
      expect.objectContaining({ template: 'booking_confirmation', sent: true, tries: 1 }),
      expect.objectContaining({ template: 'payment_receipt', sent: true, tries: 1 }),
    ]);
  });

  it('books even when the API fails, retries on each sweep, and shows staff why after the last try', async () => {
    twin.control.failNext({ count: null, status: 500, code: 131000 });
    const code = await book();
    expect(await rows(code)).toEqual([
      expect.objectContaining({ template: 'booking_confirmation', sent: false, tries: 1 }),
    ]);
    for (let run = 2; run <= WHATSAPP_MAX_TRIES + 1; run += 1) await sweep();
    const [row] = await rows(code);
    expect(row).toMatchObject({ sent: false, tries: WHATSAPP_MAX_TRIES });
    expect(row?.last_error).toMatch(/500|131000/);
    expect(row?.last_error).not.toContain(TOKEN);
    const items = (await attentionItems(app.db.pool, new Date())).filter(
      (item) => item.kind === 'whatsappFailed' && item.code === code,
    );
    expect(items).toEqual([
      expect.objectContaining({ reference: 'booking_confirmation', reason: expect.stringMatching(/131000/) }),
    ]);
    // Left to staff from then on: the API recovering sends nothing by itself.
    twin.control.reset();
    await sweep();
    expect(twin.control.messages()).toHaveLength(0);
  });

  it('sends a message the API failed once on the next sweep, once, even with two sweeps at once', async () => {
    twin.control.failNext({ count: 1, status: 503, code: 2 });
    const code = await book();
    expect(twin.control.messages()).toHaveLength(0);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect((first?.whatsapp ?? 0) + (second?.whatsapp ?? 0)).toBe(1);
    expect(twin.control.messages(CUSTOMER)).toHaveLength(1);
    expect(await rows(code)).toEqual([expect.objectContaining({ sent: true, tries: 2, last_error: null })]);
  });

  it('drops a message whose number was changed after it was proven, without a call', async () => {
    // A number changed by a staff import after the customer proved theirs: unproven again, so
    // the queued confirmation is dropped with the reason rather than sent to the new number.
    twin.control.failNext({ count: 1 });
    const code = await book();
    await app.db.pool.query(`UPDATE bookings SET whatsapp = '+237699000111' WHERE code = $1`, [code]);
    for (let run = 2; run <= WHATSAPP_MAX_TRIES; run += 1) await sweep();
    expect(twin.control.messages()).toHaveLength(0);
    const [row] = await rows(code);
    expect(row).toMatchObject({ sent: false, tries: 2, last_error: NOT_PROVEN });
  });

  it('sends nothing with the channel off, and the booking is made as usual', async () => {
    const sender = app.deps.whatsapp;
    delete app.deps.whatsapp;
    try {
      const code = await book();
      expect(await rows(code)).toHaveLength(0);
      await sweep();
      expect(twin.control.messages()).toHaveLength(0);
    } finally {
      if (sender) app.deps.whatsapp = sender;
    }
  });
});
