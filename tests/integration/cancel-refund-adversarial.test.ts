/**
 * Cancellations and refunds: a cancelled part-paid booking says cancelled, what was paid and what
 * comes back (never a balance, a payment or a review), the customer is told once in the booking's
 * language; staff see the refund owed until an owner records it sent (audited, told to the customer).
 * Hostile refunds (above what is owed, negative, fractional, on a live booking, by an agent, replayed)
 * write nothing.
 */
import { describe, expect, it } from 'vitest';
import attentionFn from '../../functions/admin-attention.ts';
import bookingFn from '../../functions/admin-booking.ts';
import exportFn from '../../functions/admin-bookings-export.ts';
import todayFn from '../../functions/admin-today.ts';
import { formatXaf } from '../../src/i18n/format.ts';
import { adminSuite, callAdmin, newKey } from './helpers/admin.ts';
import { api, bookingBody, sleep } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

describe.each(databaseKinds())('cancellations and refunds (%s)', (kind) => {
  const admin = adminSuite(kind);

  /** A booking above the online cap with an offline down payment of `paid` XAF, in `locale`. */
  const partPaid = async (paid: number, locale: 'en' | 'fr' = 'en') => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: 'mount-cameroon-trek', spots: 4, locale }),
    );
    const code: string = created.body.data.code;
    const total: number = created.body.data.amounts.total;
    const paidOff = await admin.act(code, {
      action: 'offlinePayment',
      amount: paid,
      channel: 'cash',
      receivedOn: '2026-11-20',
      reason: 'Deposit at the office',
    });
    expect(paidOff.status).toBe(200);
    return { code, total };
  };

  const mailsWith = async (key: string, count = 1) => {
    let mails = (await admin.app.outbox()).filter((m) => m.idempotencyKey === key);
    for (let i = 0; i < 50 && mails.length < count; i += 1) {
      await sleep(40);
      mails = (await admin.app.outbox()).filter((m) => m.idempotencyKey === key);
    }
    return mails;
  };

  const refundRows = async (code: string) =>
    (
      await admin.app.db.pool.query(
        `SELECT r.amount::int AS amount, r.method, r.reference FROM booking_refunds r
         JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1 ORDER BY r.id`,
        [code],
      )
    ).rows;

  it('a cancelled part-paid booking shows what was paid and comes back; no balance, payment or review', async () => {
    const { code, total } = await partPaid(351_000, 'fr');
    const key = newKey();
    const cancel = { action: 'cancel', reason: 'Trek closed by the park' };
    expect((await admin.act(code, cancel, { key })).status).toBe(200);
    // A replayed cancel sends no second e-mail.
    expect((await admin.act(code, cancel, { key })).headers.get('idempotent-replayed')).toBe('true');

    const page = (await api.getBooking(code)).body.data;
    expect(page.cancelledOn).not.toBeNull();
    expect(page).toMatchObject({
      paid: 351_000,
      leftToPay: 0,
      nextPayment: null,
      openPayment: null,
      canReview: false,
      excess: null,
      refund: { paid: 351_000, refunded: 0, owed: 351_000, sent: [] },
    });
    const review = await api.review({
      code,
      displayName: 'Marie',
      rating: 5,
      text: 'Great trip, lovely guides.',
    });
    expect(review.status).toBe(403);

    // Told once, in French: cancelled on which date, paid, to be refunded and how.
    const mails = await mailsWith(`booking-cancelled/${code}`);
    await sleep(100);
    expect(await mailsWith(`booking-cancelled/${code}`)).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('marie@example.cm');
    expect(mail?.subject).toBe(`Réservation ${code} annulée`);
    expect(mail?.text).toContain('Annulée le');
    expect(mail?.text).toContain(formatXaf(351_000, 'fr'));
    expect(mail?.text).toContain('mobile money');
    // A cancelled booking takes no payment: its link does not offer one.
    expect(mail?.text).toContain('Voir ma réservation et son remboursement');
    expect(mail?.text).not.toContain('payer en ligne');
    expect(mail?.text).not.toContain('Reste à payer');

    // Staff: a refund owed, never a balance to collect; the money card says "owed back".
    const items = (await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.owner })).body
      .data.items as { kind: string; code: string; amount: number }[];
    expect(items.filter((i) => i.code === code)).toEqual([
      expect.objectContaining({ kind: 'refund', amount: 351_000 }),
    ]);
    const today = (await callAdmin(todayFn, { path: '/api/admin/today', cookie: admin.owner })).body.data;
    expect(today.refundsOwed.amount).toBeGreaterThanOrEqual(351_000);
    expect(today.outstanding.amount).toBe(0);
    const view = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.agent }))
      .body.data;
    expect(view).toMatchObject({
      leftToPay: 0,
      excess: null,
      refund: { paid: 351_000, refunded: 0, owed: 351_000, sent: [] },
    });
    expect(total - 351_000).toBeGreaterThan(0);
  });

  it('the bookings export reads a refund owed, then refunded, in English and French', async () => {
    const { code } = await partPaid(200_000);
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer ill' })).status).toBe(200);
    const exported = async (language: 'en' | 'fr') => {
      const csv = await callAdmin(exportFn, {
        path: `/api/admin/bookings-export?q=${code}`,
        cookie: admin.agent,
        headers: { 'accept-language': language },
      });
      expect(csv.status).toBe(200);
      return csv.text.slice(1).split('\r\n')[1] ?? '';
    };
    // Then nothing left to pay (cancelled), what is owed back, what was refunded and who took it
    // (none: booked online); French cells split on ";", its dates read day first.
    expect(await exported('en')).toMatch(
      /"200000","0","[^"]+","Cancelled, refund owed","Cash at the agency","\d+","0",""$/,
    );
    expect(await exported('fr')).toMatch(
      /"200000";"0";"[^"]+";"Annulée, remboursement dû";"Espèces à l’agence";"\d+";"0";""$/,
    );
    expect(await exported('fr')).toMatch(/^"[^"]+";"\d\d\/\d\d\/\d{4} \d\d:\d\d";/);

    const refund = { action: 'refundSent', amount: 200_000, method: 'cash', reason: 'At the office' };
    expect((await admin.act(code, refund)).status).toBe(200);
    expect(await exported('en')).toContain('"Cancelled, refunded"');
    expect(await exported('fr')).toContain('"Annulée, remboursée"');
  });

  it('an owner records refunds sent, audited; the customer sees "refunded" and is told each time', async () => {
    const { code } = await partPaid(300_000);
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer ill' })).status).toBe(200);

    const key = newKey();
    const first = {
      action: 'refundSent',
      amount: 200_000,
      method: 'mobile_money',
      reference: 'MP261120.1234.A5',
      reason: 'First part by MoMo',
    };
    const sent = await admin.act(code, first, { key });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(`Recorded: ${formatXaf(200_000, 'en')} refunded.`);
    expect(sent.body.data).toMatchObject({ status: 'cancelled', amount: 200_000 });
    // A replayed key: the same answer, nothing written twice, no second e-mail.
    const replay = await admin.act(code, first, { key });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await refundRows(code)).toEqual([
      { amount: 200_000, method: 'mobile_money', reference: 'MP261120.1234.A5' },
    ]);
    const refundMails = await admin.app.outbox();
    const toldFirst = refundMails.filter(
      (m) => m.idempotencyKey?.startsWith('booking-refund/') && m.text.includes(code),
    );
    expect(toldFirst).toHaveLength(1);
    expect(toldFirst[0]?.subject).toBe(`Refund of ${formatXaf(200_000, 'en')} sent for reservation ${code}`);
    expect(toldFirst[0]?.text).toContain('MP261120.1234.A5');
    expect(toldFirst[0]?.text).toContain('See your booking and its refund');
    expect(toldFirst[0]?.text).toContain(formatXaf(100_000, 'en'));

    let page = (await api.getBooking(code)).body.data;
    expect(page.refund).toMatchObject({ paid: 300_000, refunded: 200_000, owed: 100_000 });
    expect(page.refund.sent).toEqual([expect.objectContaining({ amount: 200_000, method: 'mobile_money' })]);
    // The payout's reference is for the customer's inbox, not the public page.
    expect(JSON.stringify(page)).not.toContain('MP261120');

    const rest = await admin.act(code, {
      action: 'refundSent',
      amount: 100_000,
      method: 'cash',
      reason: 'Rest in cash',
    });
    expect(rest.status).toBe(200);
    page = (await api.getBooking(code)).body.data;
    expect(page.refund).toMatchObject({ refunded: 300_000, owed: 0 });
    const items = (await callAdmin(attentionFn, { path: '/api/admin/attention', cookie: admin.owner })).body
      .data.items as { code: string }[];
    expect(items.some((i) => i.code === code)).toBe(false);

    const view = (await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner }))
      .body.data;
    expect(view.refund.sent).toEqual([
      expect.objectContaining({
        amount: 200_000,
        method: 'mobile_money',
        reference: 'MP261120.1234.A5',
        staffName: 'Awa Owner',
      }),
      expect.objectContaining({ amount: 100_000, method: 'cash', reference: null, staffName: 'Awa Owner' }),
    ]);
    expect(view.audit.filter((a: { action: string }) => a.action === 'refundSent')).toEqual([
      expect.objectContaining({ staffName: 'Awa Owner', reason: 'First part by MoMo' }),
      expect.objectContaining({ staffName: 'Awa Owner', reason: 'Rest in cash' }),
    ]);
    // Nothing more is owed: a further refund is refused.
    const more = await admin.act(code, { action: 'refundSent', amount: 1, method: 'cash', reason: 'x' });
    expect(more.status).toBe(409);
  });

  it('refuses hostile refunds and writes nothing', async () => {
    const { code } = await partPaid(150_000);
    const live = await partPaid(150_000);
    expect((await admin.act(code, { action: 'cancel', reason: 'Closed' })).status).toBe(200);
    const base = { action: 'refundSent', method: 'cash', reason: 'Refund' };
    const auditBefore = (await admin.app.db.pool.query(`SELECT count(*)::int AS n FROM staff_audit`)).rows[0]
      .n;
    const cases: [string, Record<string, unknown>, string, number][] = [
      ['above what was paid', { ...base, amount: 150_001 }, code, 422],
      ['negative', { ...base, amount: -5_000 }, code, 400],
      ['zero', { ...base, amount: 0 }, code, 400],
      ['fractional', { ...base, amount: 1_000.5 }, code, 400],
      ['a string amount', { ...base, amount: '1000' }, code, 400],
      ['an unknown method', { ...base, amount: 1_000, method: 'crypto' }, code, 400],
      ['mobile money without reference', { ...base, amount: 1_000, method: 'mobile_money' }, code, 422],
      ['an unknown field', { ...base, amount: 1_000, staffId: '1' }, code, 400],
      ['a booking not cancelled', { ...base, amount: 1_000 }, live.code, 409],
    ];
    for (const [name, body, target, status] of cases) {
      const answer = await admin.act(target, body);
      expect({ name, status: answer.status }).toEqual({ name, status });
    }
    const byAgent = await admin.act(code, { ...base, amount: 1_000 }, { cookie: admin.agent });
    expect(byAgent.status).toBe(403);
    expect(await refundRows(code)).toEqual([]);
    expect(await refundRows(live.code)).toEqual([]);
    const auditAfter = (await admin.app.db.pool.query(`SELECT count(*)::int AS n FROM staff_audit`)).rows[0]
      .n;
    expect(auditAfter).toBe(auditBefore);
    expect((await api.getBooking(code)).body.data.refund).toMatchObject({ refunded: 0, owed: 150_000 });

    // A key used for one booking's refund does not replay onto another's.
    const key = newKey();
    expect((await admin.act(code, { ...base, amount: 1_000 }, { key })).status).toBe(200);
    const other = await partPaid(50_000);
    await admin.act(other.code, { action: 'cancel', reason: 'Closed' });
    expect((await admin.act(other.code, { ...base, amount: 1_000 }, { key })).status).toBe(422);
    expect(await refundRows(other.code)).toEqual([]);
  });
});
