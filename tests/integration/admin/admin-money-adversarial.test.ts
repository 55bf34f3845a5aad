/**
 * Staff actions that move money hold against mistakes and replays: an idempotency key replays only
 * the same request on the same booking (422 otherwise, nothing written); an offline payment above the
 * booking's total is refused, one above what is left to pay needs an explicit confirmation, and sums
 * of large payments never overflow.
 */
import { describe, expect, it } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import { adminSuite, callAdmin, newKey } from '../helpers/admin.ts';
import { api, bookingBody } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

describe.each(databaseKinds())('staff money actions under attack (%s)', (kind) => {
  const admin = adminSuite(kind);

  const newBooking = async () => (await api.createBooking(bookingBody())).body.data.code as string;
  const written = async () =>
    JSON.stringify(
      (
        await admin.app.db.pool.query(
          `SELECT (SELECT json_agg(json_build_object('c', code, 'p', amount_paid, 'x', cancelled_at) ORDER BY id)
             FROM bookings) AS bookings,
           (SELECT count(*) FROM payment_attempts) AS attempts, (SELECT count(*) FROM staff_audit) AS audit`,
        )
      ).rows[0],
    );
  const offline = (amount: number, extra: Record<string, unknown> = {}) => ({
    action: 'offlinePayment',
    amount,
    channel: 'cash',
    receivedOn: '2026-11-20',
    reason: 'Paid at the office',
    ...extra,
  });

  it("a key used on one booking never replays that booking's answer on another (422, nothing written)", async () => {
    const first = await newBooking();
    const second = await newBooking();
    const key = newKey();
    const paid = await admin.act(first, offline(100_000), { key });
    expect(paid.status).toBe(200);
    const before = await written();

    const elsewhere = await admin.act(second, offline(100_000), { key });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body).toMatchObject({
      ok: false,
      message: 'This request key was already used for another request. Start the action again.',
    });
    // Another body under the same key, on the same booking: refused too, in the staff's language.
    const changed = await admin.act(first, offline(200_000, { locale: 'fr' }), { key });
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(
      'Cette clé de requête a déjà servi pour une autre requête. Recommencez l’action.',
    );
    const cancelled = await admin.act(second, { action: 'cancel', reason: 'Paid at the office' }, { key });
    expect(cancelled.status).toBe(422);
    expect(await written()).toBe(before);

    // The same request again is a replay of the first answer.
    const again = await admin.act(first, offline(100_000), { key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(paid.body.data);
    expect(await written()).toBe(before);
  });

  it('a key of a provider re-check or a resend is bound to its booking too', async () => {
    const first = await newBooking();
    const second = await newBooking();
    const key = newKey();
    const note = { action: 'resend', what: 'confirmation', reason: 'Customer lost it' };
    expect((await admin.act(first, note, { key })).status).toBe(200);
    const before = await written();
    const outbox = (await admin.app.outbox()).length;
    expect((await admin.act(second, note, { key })).status).toBe(422);
    expect(await written()).toBe(before);
    expect((await admin.app.outbox()).length).toBe(outbox);
  });

  it('an offline payment above the booking total is refused in words; nothing is written', async () => {
    const code = await newBooking();
    const before = await written();
    const absurd = await admin.act(code, offline(100_000_000, { confirmOverpayment: true }));
    expect(absurd.status).toBe(422);
    expect(absurd.body.message).toBe(
      `An offline payment cannot be more than the booking’s total (${formatXaf(300_000, 'en')}). Check the amount.`,
    );
    expect(await written()).toBe(before);
  });

  it('an offline payment above what is left to pay needs confirmOverpayment', async () => {
    const code = await newBooking();
    expect((await admin.act(code, offline(250_000))).status).toBe(200);
    const before = await written();
    const over = await admin.act(code, offline(100_000));
    expect(over.status).toBe(422);
    expect(over.body.message).toBe(
      `Only ${formatXaf(50_000, 'en')} is left to pay. To record ${formatXaf(100_000, 'en')}, confirm that the customer paid more.`,
    );
    const overFr = await admin.act(code, offline(100_000, { locale: 'fr' }));
    expect(overFr.body.message).toBe(
      `Il ne reste que ${formatXaf(50_000, 'fr')} à payer. Pour enregistrer ${formatXaf(100_000, 'fr')}, ` +
        'confirmez que le client a payé davantage.',
    );
    expect(await written()).toBe(before);
    const confirmed = await admin.act(code, offline(100_000, { confirmOverpayment: true }));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ paid: 350_000, status: 'payment_completed' });
  });

  it('22 large confirmed payments add up without an overflow (no 500)', async () => {
    const code = await newBooking();
    // A booking of 100,000,000 XAF (a large group, priced by the agency).
    // Its total written as the agency changes one (migration 018: never directly).
    await admin.app.db.pool.query(
      `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, total, down_payment, previous)
       SELECT b.id, s.id, 'price', 'Large group', b.spots, 100000000, 30000000, '{}'
       FROM bookings b, staff s WHERE b.code = $1 AND s.role = 'owner' LIMIT 1`,
      [code],
    );
    for (let i = 0; i < 22; i += 1) {
      const answer = await admin.act(code, offline(100_000_000, i === 0 ? {} : { confirmOverpayment: true }));
      expect(answer.status).toBe(200);
    }
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner });
    expect(view.body.data.paid).toBe(2_200_000_000);
    expect(view.body.data.excess).toEqual({ owed: 2_100_000_000, returned: 0 });
  }, 60_000);
});
