/**
 * Reviews come after the trip (docs/business-rules.md#reviews): a booking that only paid its deposit,
 * a cancelled one, a trip still to come or an undated trip not yet marked travelled is refused (403,
 * saying why, nothing written); a booking paid in full (the cap's case through the rest recorded
 * offline) whose trip is over is taken. Marking a trip travelled is a staff action, audited, once.
 */
import { describe, expect, it } from 'vitest';
import bookingFn from '../../../functions/admin-booking.ts';
import actionFn from '../../../functions/admin-booking-action.ts';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { formatDate } from '../../../src/i18n/format.ts';
import { translator } from '../../../src/i18n/messages.ts';
import { adminSuite, callAdmin, newKey } from '../helpers/admin.ts';
import { api, bookingBody, waitForStatus } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';

const en = translator('en');
const fr = translator('fr');

/** `YYYY-MM-DD` moved by whole days. */
function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('reviews only after the trip (%s)', (kind) => {
  const admin = adminSuite(kind);

  const travelled = (code: string, cookie: string | null = admin.agent) =>
    admin.act(code, { action: 'travelled', reason: 'Back from Kribi, all well' }, { cookie });
  const review = (code: string, headers: Record<string, string> = {}) =>
    api.review({ code, displayName: 'Marie N.', rating: 5, text: 'A wonderful trip to Kribi.' }, headers);
  const reviews = async (code: string) =>
    (
      await admin.app.db.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE b.code = $1',
        [code],
      )
    ).rows[0]?.n;
  const setDate = (code: string, date: string) =>
    admin.app.db.pool.query('UPDATE bookings SET preferred_date = $2 WHERE code = $1', [code, date]);

  async function paidBooking(overrides: Record<string, unknown> = {}, kindOfPayment = 'full') {
    const created = await api.createBooking(bookingBody(overrides));
    const code: string = created.body.data.code;
    const started = await api.startPayment(code, { kind: kindOfPayment });
    // A generous wait: the simulator settles in seconds, longer on a busy machine.
    expect((await waitForStatus(started.body.data.reference, 30_000)).body.data.status).toBe('successful');
    return code;
  }

  it('refuses a booking that only paid its deposit, even once travelled', async () => {
    const code = await paidBooking({ paymentType: 'multiple' }, 'deposit');
    expect((await travelled(code)).status).toBe(200);
    const refused = await review(code);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(en('api.review.notPaid'));
    expect(await reviews(code)).toBe(0);
    expect((await api.getBooking(code)).body.data).toMatchObject({
      canReview: false,
      reviewRefusal: 'notPaid',
    });
  });

  it('refuses a cancelled booking, paid and travelled', async () => {
    const code = await paidBooking();
    expect((await travelled(code)).status).toBe(200);
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    const refused = await review(code, { 'accept-language': 'fr' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(fr('api.review.cancelled'));
    expect(await reviews(code)).toBe(0);
    expect((await api.getBooking(code)).body.data.reviewRefusal).toBe('cancelled');
  });

  it('refuses a trip still to come, saying from which day; takes it the day after its last day', async () => {
    const code = await paidBooking();
    const today = agencyToday(admin.app.deps.clock());
    // Kribi lasts 4 days: starting 3 days ago, its last day is today.
    await setDate(code, shift(today, -3));
    const refused = await review(code, { 'accept-language': 'fr' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      fr('api.review.afterTrip', { date: formatDate(shift(today, 1), 'fr') }),
    );
    expect(await reviews(code)).toBe(0);
    expect((await api.getBooking(code)).body.data).toMatchObject({
      canReview: false,
      reviewRefusal: 'afterTrip',
      reviewFrom: shift(today, 1),
    });

    await setDate(code, shift(today, -4));
    expect((await api.getBooking(code)).body.data).toMatchObject({ canReview: true, reviewRefusal: null });
    expect((await review(code)).status).toBe(201);
    expect(await reviews(code)).toBe(1);
  });

  it('refuses an undated trip until staff mark it travelled, then takes the review', async () => {
    const code = await paidBooking();
    const refused = await review(code);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(en('api.review.afterTravelled'));
    expect((await api.getBooking(code)).body.data).toMatchObject({
      reviewRefusal: 'afterTrip',
      reviewFrom: null,
    });

    const marked = await travelled(code, admin.agent);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(en('admin.action.travelled'));
    const view = await callAdmin(bookingFn, { path: `/api/admin/bookings/${code}`, cookie: admin.owner });
    expect(view.body.data.travelledAt).toEqual(expect.any(String));
    expect(view.body.data.audit).toEqual([
      expect.objectContaining({
        action: 'travelled',
        staffName: 'Paul Agent',
        reason: 'Back from Kribi, all well',
      }),
    ]);
    expect((await review(code)).status).toBe(201);
  });

  it('takes a booking above the cap once the agency recorded the rest it received offline', async () => {
    const code = await paidBooking(
      { packageSlug: 'mount-cameroon-trek', spots: 4, paymentType: 'multiple' },
      'deposit',
    );
    expect((await travelled(code)).status).toBe(200);
    expect((await review(code)).status).toBe(403);
    const offline = await admin.act(code, {
      action: 'offlinePayment',
      amount: 1_400_000,
      channel: 'bank_transfer',
      receivedOn: '2026-11-20',
      reason: 'Transfer ref 8841',
    });
    expect(offline.body.data).toMatchObject({ status: 'payment_completed' });
    expect((await review(code)).status).toBe(201);
  });

  it('lets no one without a session mark a trip travelled, and marks it once only', async () => {
    const code = await paidBooking();
    const anonymous = await travelled(code, null);
    expect(anonymous.status).toBe(401);
    const foreign = await callAdmin(actionFn, {
      path: `/api/admin/bookings/${code}/actions`,
      body: { action: 'travelled', reason: 'Trust me' },
      cookie: admin.agent,
      origin: 'https://evil.example',
      headers: { 'idempotency-key': newKey() },
    });
    expect(foreign.status).toBe(403);
    const { rows } = await admin.app.db.pool.query('SELECT travelled_at FROM bookings WHERE code = $1', [
      code,
    ]);
    expect(rows[0]).toEqual({ travelled_at: null });
    expect((await review(code)).status).toBe(403);

    expect((await travelled(code, admin.owner)).status).toBe(200);
    const twice = await travelled(code, admin.agent);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(en('admin.error.alreadyTravelled'));
  });

  it('marks no cancelled booking travelled', async () => {
    const code = await paidBooking();
    expect((await admin.act(code, { action: 'cancel', reason: 'Customer asked' })).status).toBe(200);
    const refused = await travelled(code);
    expect(refused.status).toBe(409);
    const { rows } = await admin.app.db.pool.query('SELECT travelled_at FROM bookings WHERE code = $1', [
      code,
    ]);
    expect(rows[0]).toEqual({ travelled_at: null });
  });

  it('marks no booking travelled while nothing is paid (409, nothing written, nothing audited)', async () => {
    const code: string = (await api.createBooking(bookingBody())).body.data.code;
    for (const cookie of [admin.agent, admin.owner]) {
      const refused = await travelled(code, cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(en('admin.error.nothingPaid'));
    }
    const { rows } = await admin.app.db.pool.query(
      `SELECT b.travelled_at, (SELECT count(*)::int FROM staff_audit a WHERE a.booking_id = b.id) AS audits
       FROM bookings b WHERE b.code = $1`,
      [code],
    );
    expect(rows[0]).toEqual({ travelled_at: null, audits: 0 });
  });
});
