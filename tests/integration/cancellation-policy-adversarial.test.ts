/**
 * The owner's cancel decides the refund: the cancellation policy (the fixture catalogue: 30+ days
 * 90 %, 14-29 days 50 %, under 14 days nothing) proposes it, the owner may set another amount from
 * 0 to what was paid with a reason, audited; what is owed back is what was decided. Hostile
 * decisions (an agent, negative, fractional, too large, above what was paid, a different amount
 * with no reason, a cancelled booking, a forged code) write nothing.
 */
import { describe, expect, it } from 'vitest';
import bookingFn from '../../functions/admin-booking.ts';
import { formatXaf } from '../../src/i18n/format.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** The agency's date (UTC+1) `days` from today. */
const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('the refund decided at a cancel (%s)', (kind) => {
  const admin = adminSuite(kind);

  const view = async (code: string) =>
    (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner })).body.data;

  /** A booking for a trip `days` from today with an offline deposit of `paid` XAF. */
  const partPaid = async (days: number, paid = 100_001) => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(days) }),
    );
    const code: string = created.body.data.code;
    const paidOff = await admin.act(code, {
      action: 'offlinePayment',
      amount: paid,
      channel: 'cash',
      receivedOn: dateIn(0),
      reason: 'Deposit at the office',
    });
    expect(paidOff.status).toBe(200);
    return code;
  };
  const money = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT amount_paid::int AS paid, cancel_kept::int AS kept, owed_back::int AS owed, status,
           cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE code = $1`,
        [code],
      )
    ).rows[0];

  it('the owner sees the proposal and its rule before cancelling; the proposal is what is owed', async () => {
    const code = await partPaid(20);
    expect((await view(code)).refundProposal).toEqual({
      amount: 50_000,
      excess: 0,
      share: 50_000,
      rule: { kind: 'band', minDays: 14, percent: 50, daysBefore: 20 },
    });
    const cancel = await admin.act(code, { action: 'cancel', reason: 'Customer asked by phone' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ amount: 50_000, status: 'cancelled_refund_owed' });
    expect(await money(code)).toMatchObject({ paid: 100_001, kept: 50_001, owed: 50_000 });
    const after = await view(code);
    expect(after.refund).toMatchObject({ paid: 100_001, decided: 50_000, refunded: 0, owed: 50_000 });
    expect(after.refundProposal).toBeNull();
    expect(after.audit.find((a: { action: string }) => a.action === 'cancel')?.detail).toMatchObject({
      proposed: 50_000,
      decided: 50_000,
      rule: { kind: 'band', percent: 50 },
    });
  });

  it('the owner may decide another amount with a reason: audited, and it is what is owed', async () => {
    const code = await partPaid(40);
    const cancel = await admin.act(code, {
      action: 'cancel',
      reason: 'Park closed the trek',
      refundAmount: 100_001,
      refundReason: 'Our side cancelled: everything back',
    });
    expect(cancel.status).toBe(200);
    expect(await money(code)).toMatchObject({ kept: 0, owed: 100_001, status: 'cancelled_refund_owed' });
    const audit = (await view(code)).audit.find((a: { action: string }) => a.action === 'cancel');
    expect(audit?.detail).toMatchObject({
      proposed: 90_000,
      decided: 100_001,
      refundReason: 'Our side cancelled: everything back',
    });
  });

  it('a refund decided at 0 leaves nothing owed: cancelled, not a refund to send', async () => {
    const code = await partPaid(3);
    expect((await view(code)).refundProposal.amount).toBe(0);
    expect((await admin.act(code, { action: 'cancel', reason: 'Late cancel' })).status).toBe(200);
    expect(await money(code)).toMatchObject({ kept: 100_001, owed: 0, status: 'cancelled' });
  });

  it('the refund decided, partly sent, leaves the rest owed; sent in full it reads refunded', async () => {
    const code = await partPaid(20);
    await admin.act(code, { action: 'cancel', reason: 'Customer asked' });
    const refund = (amount: number) =>
      admin.act(code, { action: 'refundSent', amount, method: 'cash', reason: 'At the office' });
    const above = await refund(50_001);
    expect(above.status).toBe(422);
    expect(above.body.message).toContain(formatXaf(50_000, 'en'));
    expect((await refund(20_000)).status).toBe(200);
    expect(await money(code)).toMatchObject({ owed: 30_000, status: 'cancelled_refund_owed' });
    expect((await refund(30_000)).status).toBe(200);
    expect(await money(code)).toMatchObject({ owed: 0, status: 'cancelled_refunded' });
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['negative', { refundAmount: -1, refundReason: 'x' }, 400],
    ['fractional', { refundAmount: 10.5, refundReason: 'x' }, 400],
    ['too large', { refundAmount: 1e12, refundReason: 'x' }, 400],
    ['a string', { refundAmount: '5000', refundReason: 'x' }, 400],
    ['above what was paid', { refundAmount: 100_002, refundReason: 'Generous' }, 422],
    ['different with no reason', { refundAmount: 10_000 }, 422],
    ['different with an empty reason', { refundAmount: 10_000, refundReason: '   ' }, 400],
    ['an over-long reason', { refundAmount: 10_000, refundReason: 'x'.repeat(501) }, 400],
  ])('refuses a refund decided %s, writing nothing', async (_, extra, status) => {
    const code = await partPaid(20);
    const answer = await admin.act(code, { action: 'cancel', reason: 'Customer asked', ...extra });
    expect(answer.status).toBe(status);
    expect(await money(code)).toMatchObject({ cancelled: false, kept: 0 });
  });

  it('an agent cannot cancel nor decide a refund; a cancelled booking or forged code is refused', async () => {
    const code = await partPaid(20);
    const byAgent = await admin.act(
      code,
      { action: 'cancel', reason: 'x', refundAmount: 0, refundReason: 'y' },
      { cookie: admin.agent },
    );
    expect(byAgent.status).toBe(403);
    expect(await money(code)).toMatchObject({ cancelled: false });
    expect((await admin.act(code, { action: 'cancel', reason: 'First' })).status).toBe(200);
    const again = await admin.act(code, {
      action: 'cancel',
      reason: 'Again',
      refundAmount: 0,
      refundReason: 'y',
    });
    expect(again.status).toBe(409);
    expect(await money(code)).toMatchObject({ kept: 50_001 });
    expect((await admin.act('ZZZZ-ZZZZ-ZZ', { action: 'cancel', reason: 'x' })).status).toBe(404);
  });

  it('a payment landing after the cancel is owed back in full, on top of the refund decided', async () => {
    const code = await partPaid(3);
    await admin.act(code, { action: 'cancel', reason: 'Late cancel' });
    const booking = (await admin.app.db.pool.query('SELECT id FROM bookings WHERE code = $1', [code]))
      .rows[0];
    await admin.app.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
       VALUES ($1, $2, 'balance', 7000, 0, 'mtn', '670000000', 'fapshi', 'successful')`,
      [booking.id, `late_${code}`],
    );
    expect(await money(code)).toMatchObject({ paid: 107_001, kept: 100_001, owed: 7000 });
  });
});
