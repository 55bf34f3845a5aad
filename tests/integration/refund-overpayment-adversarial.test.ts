/**
 * The cancellation policy's share applies to the part of the trip's price that was paid, never to
 * money paid over the price: that excess comes back in full. A booking paid 255,000, repriced to
 * 100,000 and cancelled in the 90 % band proposes 155,000 + 90,000 = 245,000 (the agency keeps
 * 10,000), not 90 % of 255,000. An excess already returned is not given back twice, and no refund
 * decided may exceed what is left to give back. Staff, the booking page and the cancel e-mail show
 * both parts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import bookingFn from '../../functions/admin-booking.ts';
import { formatXaf } from '../../src/i18n/format.ts';
import { adminSuite, callAdmin } from './helpers/admin.ts';
import { api, bookingBody, sleep } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

/** The agency's date (UTC+1) `days` from today. */
const dateIn = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds())('a cancel after an overpayment (%s)', (kind) => {
  const admin = adminSuite(kind);

  const view = async (code: string) =>
    (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner })).body.data;
  const money = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT amount_paid::int AS paid, excess_returned::int AS returned, cancel_kept::int AS kept,
           owed_back::int AS owed, cancelled_at IS NOT NULL AS cancelled FROM bookings WHERE code = $1`,
        [code],
      )
    ).rows[0];

  /** A trip 40 days away (the 90 % band) paid 255,000 at the office, then repriced to 100,000. */
  const overpaid = async () => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(40) }),
    );
    const code: string = created.body.data.code;
    const paid = await admin.act(code, {
      action: 'offlinePayment',
      amount: 255_000,
      channel: 'cash',
      receivedOn: dateIn(0),
      confirmOverpayment: true,
      reason: 'Paid at the office',
    });
    expect(paid.status).toBe(200);
    const repriced = await admin.act(code, { action: 'changePrice', total: 100_000, reason: 'Discount' });
    expect(repriced.status).toBe(200);
    return code;
  };

  it('proposes the excess in full plus 90 % of the price paid: 245,000, keeping 10,000', async () => {
    const code = await overpaid();
    expect((await view(code)).refundProposal).toEqual({
      amount: 245_000,
      excess: 155_000,
      share: 90_000,
      rule: { kind: 'band', minDays: 30, percent: 90, daysBefore: 40 },
    });
    const cancel = await admin.act(code, { action: 'cancel', reason: 'Customer asked by phone' });
    expect(cancel.status).toBe(200);
    expect(await money(code)).toMatchObject({ paid: 255_000, kept: 10_000, owed: 245_000 });
    const after = await view(code);
    expect(after.refund).toMatchObject({ decided: 245_000, owed: 245_000, excess: 155_000, share: 90_000 });
  });

  it('an excess already returned is not given back twice: 90 % of the price, keeping 10,000', async () => {
    const code = await overpaid();
    expect((await admin.act(code, { action: 'excessReturned', reason: 'Sent back' })).status).toBe(200);
    expect(await money(code)).toMatchObject({ returned: 155_000, owed: 0 });
    expect((await view(code)).refundProposal).toMatchObject({ amount: 90_000, excess: 0, share: 90_000 });
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    expect(await money(code)).toMatchObject({ kept: 10_000, owed: 90_000 });
  });

  it('refuses a refund above what is left to give back, writing nothing', async () => {
    const code = await overpaid();
    await admin.act(code, { action: 'excessReturned', reason: 'Sent back' });
    const above = await admin.act(code, {
      action: 'cancel',
      reason: 'Customer asked',
      refundAmount: 100_001,
      refundReason: 'Generous',
    });
    expect(above.status).toBe(422);
    expect(above.body.message).toContain(formatXaf(100_000, 'en'));
    expect(await money(code)).toMatchObject({ cancelled: false, kept: 0 });
    const all = await admin.act(code, {
      action: 'cancel',
      reason: 'Customer asked',
      refundAmount: 100_000,
      refundReason: 'Everything left',
    });
    expect(all.status).toBe(200);
    expect(await money(code)).toMatchObject({ kept: 0, owed: 100_000 });
  });

  it('the booking page and the cancel e-mail name both parts, in the customer’s language', async () => {
    const code = await overpaid();
    await admin.act(code, { action: 'cancel', reason: 'Customer asked' });
    const page = await api.getBooking(code);
    expect(page.body.data.refund).toMatchObject({ decided: 245_000, excess: 155_000, share: 90_000 });
    let mails = await admin.app.outbox();
    for (let i = 0; i < 50 && !mails.some((m) => m.text.includes(code)); i += 1) {
      await sleep(50);
      mails = await admin.app.outbox();
    }
    const mail = mails.find((m) => m.text.includes(code) && /cancel/i.test(m.subject));
    expect(mail?.text).toContain('Paid over the price, returned in full');
    expect(mail?.text).toContain(formatXaf(155_000, 'en'));
    expect(mail?.text).toContain('Share of the price paid (cancellation policy)');
    expect(mail?.text).toContain(formatXaf(90_000, 'en'));
  });

  it('after random payments, price changes and excess returns, the cancel owes excess + 90 % of the price paid', async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 1, max: 300_000 }) }),
      fc.record({ kind: fc.constant('reprice' as const), total: fc.integer({ min: 1, max: 300_000 }) }),
      fc.record({ kind: fc.constant('returnExcess' as const) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 5 }), async (steps) => {
        const created = await api.createBooking(
          bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, preferredDate: dateIn(40) }),
        );
        const code: string = created.body.data.code;
        for (const s of steps) {
          if (s.kind === 'pay') {
            await admin.act(code, {
              action: 'offlinePayment',
              amount: s.amount,
              channel: 'cash',
              receivedOn: dateIn(0),
              confirmOverpayment: true,
              reason: 'At the office',
            });
          } else if (s.kind === 'reprice') {
            await admin.act(code, { action: 'changePrice', total: s.total, reason: 'New price' });
          } else {
            await admin.act(code, { action: 'excessReturned', reason: 'Sent back' });
          }
        }
        const before = (
          await admin.app.db.pool.query(
            'SELECT amount_paid::int AS paid, excess_returned::int AS returned, total::int AS total FROM bookings WHERE code = $1',
            [code],
          )
        ).rows[0];
        expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
        const left = before.paid - before.returned;
        const excess = Math.max(0, left - before.total);
        const share = Math.floor((Math.min(left, before.total) * 90) / 100);
        expect(await money(code)).toMatchObject({ owed: excess + share, kept: left - excess - share });
        expect((await view(code)).refund).toMatchObject({ excess, share });
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
