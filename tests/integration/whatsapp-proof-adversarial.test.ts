/**
 * A stranger with a script against the WhatsApp channel (docs/whatsapp.md#proof): a number typed
 * at checkout may be anyone's, so nothing goes to it until the customer proves it theirs (they
 * write to the agency from it with the booking code, or a payment succeeds from it); forged
 * notifications prove nothing; and however many bookings name one number, from however many
 * addresses, it gets at most the day's limit of messages.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingView } from '../../src/server/admin/booking-views.ts';
import { DEFAULT_WHATSAPP_DAILY_LIMIT } from '../../src/server/services/deps.ts';
import { sandboxNumbers } from '../../src/simulator/sandbox-numbers.ts';
import type { RunningWhatsAppTwin } from '../../src/simulator/whatsapp-twin.ts';
import { hubSignature, inboundNotification } from '../../src/simulator/whatsapp-twin.ts';
import {
  api,
  bookingBody,
  fromAddress,
  ORIGIN,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  CUSTOMER,
  callWhatsAppWebhook,
  customerWrites,
  postNotification,
  proveNumber,
  WHATSAPP_APP_SECRET,
  WHATSAPP_PHONE_ID,
  WHATSAPP_VERIFY_TOKEN,
  withWhatsApp,
} from './helpers/whatsapp.ts';

/** Someone who never booked anything: the attacker types their number at checkout. */
const STRANGER = '+237677554433';
const ATTACKER = '+237655112233';

describe.each(databaseKinds())('WhatsApp only to a number proven the booker’s (%s)', (kind) => {
  let app: TestApp;
  let twin: RunningWhatsAppTwin;

  const book = async (whatsapp: string, overrides: Record<string, unknown> = {}, ip = '198.51.100.7') => {
    const created = await api.createBooking(
      bookingBody({
        contact: { fullName: 'Visit evil-site now', email: `${crypto.randomUUID()}@example.cm`, whatsapp },
        whatsappOptIn: true,
        payment: { method: 'mtn', number: sandboxNumbers.pendingForever },
        ...overrides,
      }),
      {},
      fromAddress(ip),
    );
    expect(created.status).toBe(201);
    return created.body.data.code as string;
  };
  const proven = async (code: string) =>
    (
      await app.db.pool.query<{ whatsapp_proven: string | null }>(
        'SELECT whatsapp_proven FROM bookings WHERE code = $1',
        [code],
      )
    ).rows[0]?.whatsapp_proven;
  const queued = async () =>
    (await app.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM whatsapp_messages')).rows[0]?.n;
  const sweep = async () => expect((await api.sweep(SWEEP_SECRET)).status).toBe(200);
  const waitForMessages = async (to: string, count: number) => {
    for (let waited = 0; waited < 5_000 && twin.control.messages(to).length < count; waited += 25) {
      await sleep(25);
    }
  };

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

  it('sends nothing to a stranger’s number typed at checkout, whatever the bookings, payments and sweeps', async () => {
    const codes = [await book(STRANGER), await book(STRANGER), await book(STRANGER)];
    // Paid from the attacker's own mobile-money number: money proves the payer's number only.
    const paid = await book(STRANGER, { payment: { method: 'mtn', number: '670000000' } });
    const started = await api.startPayment(paid, { kind: 'full' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    await sweep();
    await sleep(200);
    expect(twin.control.messages(STRANGER)).toEqual([]);
    expect(twin.control.messages()).toEqual([]);
    expect(await queued()).toBe(0);
    for (const code of [...codes, paid]) expect(await proven(code)).toBeNull();
    // The booking page and staff say messages wait for the customer.
    expect((await api.getBooking(paid)).body.data).toMatchObject({
      whatsappOptIn: true,
      whatsappProven: false,
    });
    expect(await bookingView(app.db.pool, paid)).toMatchObject({
      whatsappOptIn: true,
      whatsappProven: false,
    });
  });

  it('proves nothing when the attacker writes the booking code from their own number', async () => {
    const code = await book(STRANGER);
    expect(await proveNumber(code, ATTACKER)).toBe(0);
    await sweep();
    expect(twin.control.messages()).toEqual([]);
    expect(await proven(code)).toBeNull();
  });

  it('sends the confirmation once the customer writes the code from the booking’s number, once', async () => {
    const code = await book('+237 6 99 12 34 56', { locale: 'fr' });
    expect(twin.control.messages()).toEqual([]);
    expect(await proveNumber(code)).toBe(1);
    await waitForMessages(CUSTOMER, 1);
    // A replayed notification and a sweep send nothing more.
    expect(await proveNumber(code)).toBe(0);
    await sweep();
    const [message, ...more] = twin.control.messages(CUSTOMER);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ template: 'booking_confirmation', language: 'fr' });
    expect(message?.text).toContain(code);
    expect(await proven(code)).toBe(CUSTOMER);
    expect((await api.getBooking(code)).body.data.whatsappProven).toBe(true);
    expect((await bookingView(app.db.pool, code))?.whatsappProven).toBe(true);
  });

  it('proves the number a payment of the booking succeeded from: confirmation, then receipt', async () => {
    const payer = '+237670000000';
    const code = await book('670000000', { payment: { method: 'mtn', number: '670000000' } });
    expect(twin.control.messages()).toEqual([]);
    const started = await api.startPayment(code, { kind: 'full' });
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    await waitForMessages(payer, 2);
    expect(twin.control.messages(payer).map((m) => m.template)).toEqual([
      'booking_confirmation',
      'payment_receipt',
    ]);
  });

  it('stops sending once the number is changed after it was proven', async () => {
    const code = await book('+237 6 99 12 34 56');
    twin.control.failNext({ count: 1 });
    expect(await proveNumber(code)).toBe(1);
    await sleep(100);
    await app.db.pool.query(`UPDATE bookings SET whatsapp = $2 WHERE code = $1`, [code, STRANGER]);
    await sweep();
    expect(twin.control.messages()).toEqual([]);
  });

  it('changes nothing on a forged, unsigned, re-signed or tampered notification', async () => {
    const code = await book(STRANGER);
    const body = inboundNotification(WHATSAPP_PHONE_ID, STRANGER, `booking ${code}`);
    const good = hubSignature(body, WHATSAPP_APP_SECRET);
    const tampered = body.replace(STRANGER.slice(1), '237699000000');
    const refusals = [
      await postNotification(body),
      await postNotification(body, { 'x-hub-signature-256': hubSignature(body, 'guessed-secret') }),
      await postNotification(body, { 'x-hub-signature-256': good.slice(0, -2) }),
      await postNotification(body, { 'x-hub-signature-256': good.replace('sha256=', 'sha1=') }),
      await postNotification(body, { 'x-hub-signature-256': 'sha256=' }),
      await postNotification(tampered, { 'x-hub-signature-256': good }),
      await customerWrites(STRANGER, `booking ${code}`, ''),
    ];
    expect(refusals.map((r) => r.status)).toEqual(refusals.map(() => 401));
    const huge = `${body.slice(0, -1)}, "pad": "${'x'.repeat(70_000)}"}`;
    expect(
      (await postNotification(huge, { 'x-hub-signature-256': hubSignature(huge, WHATSAPP_APP_SECRET) }))
        .status,
    ).toBe(413);
    // Signed, but a message to another business number proves nothing of ours.
    expect((await customerWrites(STRANGER, `booking ${code}`, WHATSAPP_APP_SECRET, '999')).status).toBe(200);
    await sweep();
    expect(await proven(code)).toBeNull();
    expect(twin.control.messages()).toEqual([]);
  });

  it('answers Meta’s subscription check only with the verify token', async () => {
    const check = (query: string) =>
      callWhatsAppWebhook(new Request(`${ORIGIN}/api/whatsapp/webhook?${query}`));
    const good = await check(
      `hub.mode=subscribe&hub.verify_token=${WHATSAPP_VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(good).toEqual({ status: 200, text: '1158201444' });
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=wrong&hub.challenge=1158201444',
      'hub.mode=subscribe&hub.challenge=1158201444',
      `hub.mode=unsubscribe&hub.verify_token=${WHATSAPP_VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${WHATSAPP_VERIFY_TOKEN}&hub.challenge=%3Cscript%3E`,
    ]) {
      const refused = await check(query);
      expect(refused.status).toBe(403);
      expect(refused.text).not.toContain('1158201444');
    }
  });

  it('sends one number at most the day’s limit, across bookings and client addresses', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(await book('+237 6 99 12 34 56', {}, `203.0.113.${i + 1}`));
    // The customer proves every booking at once, as a script would.
    const provedEach = await Promise.all(codes.map((code) => proveNumber(code)));
    expect(provedEach).toEqual([1, 1, 1, 1, 1]);
    await sleep(300);
    await Promise.all([sweep(), sweep()]);
    expect(twin.control.messages(CUSTOMER)).toHaveLength(DEFAULT_WHATSAPP_DAILY_LIMIT);
    // The others wait, their tries untouched, and go the next day.
    const { rows } = await app.db.pool.query<{ tries: number; last_error: string }>(
      `SELECT m.tries, m.last_error FROM whatsapp_messages m JOIN bookings b ON b.id = m.booking_id
       WHERE b.code = ANY($1::text[]) AND m.sent_at IS NULL`,
      [codes],
    );
    expect(rows).toEqual([
      { tries: 0, last_error: expect.stringMatching(/daily limit/) },
      { tries: 0, last_error: expect.stringMatching(/daily limit/) },
    ]);
    await app.db.pool.query(`UPDATE whatsapp_recipient_days SET day = day - 1`);
    await sweep();
    expect(twin.control.messages(CUSTOMER)).toHaveLength(5);
  });
});
