/**
 * The method of an offline payment under attack: an unknown method, an operator or reference on cash,
 * a reference carrying markup or a formula, a payment on a cancelled booking and an agent trying it
 * are refused with nothing written and no receipt sent; the database itself refuses an offline
 * payment named after an operator, or an online one named cash.
 */
import { describe, expect, it } from 'vitest';
import { adminSuite } from '../helpers/admin.ts';
import { api, bookingBody } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('offline payment methods under attack (%s)', (kind) => {
  const admin = adminSuite(kind);

  const offline = (extra: Record<string, unknown> = {}) => ({
    action: 'offlinePayment',
    amount: 50_000,
    channel: 'cash',
    receivedOn: '2026-11-20',
    reason: 'Paid at the office',
    ...extra,
  });
  const newBooking = async () => (await api.createBooking(bookingBody())).body.data.code as string;
  /** Everything an offline payment writes or sends. */
  const written = async () => ({
    db: (
      await admin.app.db.pool.query(
        `SELECT (SELECT json_agg(json_build_object('c', code, 'p', amount_paid, 's', status) ORDER BY id)
           FROM bookings) AS bookings, (SELECT count(*)::int FROM payment_attempts) AS attempts,
           (SELECT count(*)::int FROM offline_payments) AS offline, (SELECT count(*)::int FROM staff_audit) AS audit`,
      )
    ).rows[0],
    receipts: (await admin.app.outbox()).filter((m) => m.idempotencyKey?.startsWith('payment-receipt/'))
      .length,
  });

  it.each([
    ['an unknown method', { channel: 'cheque' }],
    ['an operator as the method', { channel: 'mtn' }],
    ['the unknown method, which only old records carry', { channel: 'unknown' }],
    ['an operator on cash', { operator: 'mtn' }],
    ['a reference on a bank transfer', { channel: 'bank_transfer', payerReference: 'TR-1234' }],
    ['an unknown operator', { channel: 'mobile_money', operator: 'moov' }],
    ['markup in the reference', { channel: 'mobile_money', payerReference: '<img src=x onerror=alert(1)>' }],
    [
      'a spreadsheet formula as the reference',
      { channel: 'mobile_money', payerReference: '=HYPERLINK("x")' },
    ],
    ['a reference too long', { channel: 'mobile_money', payerReference: 'A'.repeat(41) }],
    ['a reference that is not text', { channel: 'mobile_money', payerReference: 4471 }],
  ])('refuses %s (400, nothing written, no receipt)', async (_what, extra) => {
    const code = await newBooking();
    const before = await written();
    const refused = await admin.act(code, offline(extra));
    expect(refused.status).toBe(400);
    expect(refused.body.ok).toBe(false);
    expect(await written()).toEqual(before);
  });

  it('refuses a payment on a cancelled booking (409, nothing written, no receipt)', async () => {
    const code = await newBooking();
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    const before = await written();
    const refused = await admin.act(code, offline({ channel: 'mobile_money', operator: 'mtn' }));
    expect(refused.status).toBe(409);
    expect(await written()).toEqual(before);
  });

  it('refuses an agent (403, nothing written, no receipt)', async () => {
    const code = await newBooking();
    const before = await written();
    const refused = await admin.act(code, offline({ channel: 'bank_transfer' }), { cookie: admin.agent });
    expect(refused.status).toBe(403);
    expect(await written()).toEqual(before);
  });

  it('the database refuses an offline payment named after an operator, or an online one named cash', async () => {
    const code = await newBooking();
    const { rows } = await admin.app.db.pool.query<{ id: string }>(
      'SELECT id::text AS id FROM bookings WHERE code = $1',
      [code],
    );
    const insert = (method: string, provider: string) =>
      admin.app.db.pool.query(
        `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
         VALUES ($1, $2, 'full', 1000, 0, $3, '', $4, 'successful')`,
        [rows[0]?.id, `off_${crypto.randomUUID()}`, method, provider],
      );
    await expect(insert('mtn', 'offline')).rejects.toThrow(/payment_attempts_method_check/);
    await expect(insert('cash', 'fapshi')).rejects.toThrow(/payment_attempts_method_check/);
  });
});
