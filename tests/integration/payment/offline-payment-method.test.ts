/**
 * A payment staff record names how it came in (cash at the agency, a bank transfer, mobile money
 * sent directly) on the customer's booking page, in the back office, in the receipt the customer
 * gets at once (one per payment, in the booking's language) and in the CSV export; never as the
 * operator the customer picked online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import actionFn from '../../../functions/admin-booking-action.ts';
import exportFn from '../../../functions/admin-bookings-export.ts';
import { labelled } from '../../../src/i18n/format.ts';
import { callAdmin, signedIn } from '../helpers/admin.ts';
import { api, bookingBody, SWEEP_SECRET, startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const newKey = () => `test-key-${crypto.randomUUID()}`;

describe.each(databaseKinds())('the method of an offline payment (%s)', (kind) => {
  let app: TestApp;
  let owner: string;
  beforeAll(async () => {
    app = await startTestApp(kind);
    owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const act = (code: string, body: Record<string, unknown>, key = newKey()) =>
    callAdmin(actionFn, {
      path: `/api/admin/bookings/${code}/actions`,
      body,
      cookie: owner,
      headers: { 'idempotency-key': key },
    });
  const offline = (amount: number, extra: Record<string, unknown> = {}) => ({
    action: 'offlinePayment',
    amount,
    channel: 'cash',
    receivedOn: '2026-11-20',
    reason: 'Paid at the office',
    ...extra,
  });
  const receiptsOf = async (code: string) =>
    (await app.outbox()).filter(
      (m) => m.subject.includes(code) && m.idempotencyKey?.startsWith('payment-receipt/'),
    );
  const newBooking = async (overrides: Record<string, unknown> = {}) =>
    (await api.createBooking(bookingBody(overrides))).body.data.code as string;

  it('a cash payment reads as cash on the booking page, in the back office and in one receipt', async () => {
    const code = await newBooking({ payment: { method: 'mtn', number: '670000000' } });
    const key = newKey();
    const recorded = await act(code, offline(100_000), key);
    expect(recorded.status).toBe(200);
    // A replay, then the sweep: still one receipt.
    expect((await act(code, offline(100_000), key)).headers.get('idempotent-replayed')).toBe('true');
    app.advanceClock(2_000);
    await api.sweep(SWEEP_SECRET);

    const { rows } = await app.db.pool.query(
      `SELECT a.method, a.number, o.channel FROM payment_attempts a
       JOIN bookings b ON b.id = a.booking_id JOIN offline_payments o ON o.attempt_id = a.id WHERE b.code = $1`,
      [code],
    );
    expect(rows).toEqual([{ method: 'cash', number: '', channel: 'cash' }]);

    const customer = (await api.getBooking(code)).body.data;
    expect(customer.payments).toEqual([
      expect.objectContaining({ method: 'cash', number: '', amount: 100_000, status: 'successful' }),
    ]);
    const staff = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: owner })).body
      .data;
    expect(staff.attempts[0]).toMatchObject({
      method: 'cash',
      provider: 'offline',
      offline: { channel: 'cash', operator: null, payerReference: null },
    });
    expect(staff.attempts[0].receiptSentAt).not.toBeNull();

    const receipts = await receiptsOf(code);
    expect(receipts).toHaveLength(1);
    const text = receipts[0]?.text ?? '';
    expect(text).toContain('Our agency has recorded your payment. Thank you!');
    expect(text).toContain(labelled('Paid with', 'Cash at the agency', 'en'));
    expect(text).not.toMatch(/MTN|MobileMoney|Total charged|Fee/);
    expect(receipts[0]?.html).toContain('Cash at the agency');
  });

  it('a bank transfer on a French booking: a receipt in French naming the transfer', async () => {
    const code = await newBooking({ locale: 'fr', payment: { method: 'orange', number: '690000000' } });
    expect((await act(code, offline(50_000, { channel: 'bank_transfer' }))).status).toBe(200);
    const receipts = await receiptsOf(code);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe(`Paiement reçu pour la réservation ${code}`);
    expect(receipts[0]?.text).toContain(labelled('Payé avec', 'Virement bancaire', 'fr'));
    expect(receipts[0]?.text).toContain('Notre agence a enregistré votre paiement. Merci\u202f!');
    expect(receipts[0]?.text).not.toMatch(/Orange/);
    expect((await api.getBooking(code)).body.data.payments[0]).toMatchObject({ method: 'bank_transfer' });
  });

  it('mobile money sent directly: operator and reference for staff, never the reference for the customer', async () => {
    const code = await newBooking();
    const body = offline(80_000, {
      channel: 'mobile_money',
      operator: 'orange',
      payerReference: ' MP2611.20.4471 ',
    });
    expect((await act(code, body)).status).toBe(200);
    const staff = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: owner })).body
      .data;
    expect(staff.attempts[0]).toMatchObject({
      method: 'mobile_money',
      offline: { channel: 'mobile_money', operator: 'orange', payerReference: 'MP2611.20.4471' },
    });
    const customer = await api.getBooking(code);
    expect(customer.body.data.payments[0]).toMatchObject({ method: 'mobile_money', number: '' });
    expect(JSON.stringify(customer.body)).not.toContain('4471');
    const [receipt] = await receiptsOf(code);
    expect(receipt?.text).toContain(labelled('Paid with', 'Mobile money sent directly to the agency', 'en'));
    expect(`${receipt?.text}${receipt?.html}`).not.toContain('4471');
  });

  it('the CSV export names how each booking was paid, in the staff language', async () => {
    const code = await newBooking({
      contact: { fullName: 'Yaya Bello', email: 'yaya@example.cm', whatsapp: '+237 6 77 00 44 55' },
    });
    expect((await act(code, offline(40_000))).status).toBe(200);
    expect((await act(code, offline(40_000, { channel: 'bank_transfer' }))).status).toBe(200);
    const en = await callAdmin(exportFn, { path: '/api/admin/bookings-export?q=Yaya', cookie: owner });
    const [header, line] = en.text.slice(1).split('\r\n');
    expect(header).toMatch(/,"Paid with","Owed back \(XAF\)","Refunded \(XAF\)","Taken by"$/);
    expect(line).toMatch(/,"Bank transfer \+ Cash at the agency","0","0",""$/);
    const fr = await callAdmin(exportFn, {
      path: '/api/admin/bookings-export?q=Yaya',
      cookie: owner,
      headers: { 'accept-language': 'fr' },
    });
    // French cells split on ";", as a French spreadsheet expects.
    expect(fr.text.split('\r\n')[1]).toMatch(/;"Virement bancaire \+ Espèces à l’agence";"0";"0";""$/);
  });
});
