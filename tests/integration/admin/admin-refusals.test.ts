/**
 * Every back-office endpoint refuses a caller without a session (401), a foreign Origin (403), an
 * agent where an owner is needed (403), a form post (415) and a missing Idempotency-Key on actions;
 * nothing is written on any refusal. The endpoints are every `functions/admin-*.ts` (sign-in's own
 * two answer a caller without a session, see admin-sign-in.test.ts): a new one without a call
 * here fails the first test.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import attentionFn from '../../../functions/admin-attention.ts';
import bookingFn from '../../../functions/admin-booking.ts';
import actionFn from '../../../functions/admin-booking-action.ts';
import bookingsFn from '../../../functions/admin-bookings.ts';
import exportFn from '../../../functions/admin-bookings-export.ts';
import departureFn from '../../../functions/admin-departure.ts';
import manifestExportFn from '../../../functions/admin-departure-export.ts';
import releaseHoldsFn from '../../../functions/admin-departure-holds.ts';
import salesFn from '../../../functions/admin-departure-sales.ts';
import departuresFn from '../../../functions/admin-departures.ts';
import meFn from '../../../functions/admin-me.ts';
import decisionFn from '../../../functions/admin-review-decision.ts';
import reviewsFn from '../../../functions/admin-reviews.ts';
import sessionsFn from '../../../functions/admin-sessions.ts';
import endSessionFn from '../../../functions/admin-sessions-end.ts';
import signOutFn from '../../../functions/admin-sign-out.ts';
import staffBookingFn from '../../../functions/admin-staff-booking.ts';
import todayFn from '../../../functions/admin-today.ts';
import { type Call, callAdmin, signedIn } from '../helpers/admin.ts';
import { api, bookingBody, startTestApp, type TestApp } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';
import { departureCatalogue } from '../helpers/departures.ts';

type Fn = Parameters<typeof callAdmin>[0];

/** The functions that serve a caller without a session by design. */
const SIGN_IN = ['admin-sign-in.ts', 'admin-sign-in-confirm.ts'];
const backOfficeFunctions = readdirSync(new URL('../../../functions/', import.meta.url))
  .filter((name) => /^admin-.*\.ts$/.test(name) && !SIGN_IN.includes(name))
  .sort();

/** Everything staff actions can change, as one comparable value. */
async function snapshot(app: TestApp): Promise<string> {
  const { rows } = await app.db.pool.query(
    `SELECT
       (SELECT json_agg(json_build_object('c', code, 'p', amount_paid, 's', status, 'x', cancelled_at,
          'r', excess_returned) ORDER BY id) FROM bookings) AS bookings,
       (SELECT count(*) FROM payment_attempts) AS attempts,
       (SELECT count(*) FROM offline_payments) AS offline,
       (SELECT count(*) FROM staff_audit) AS audit,
       (SELECT json_agg(status ORDER BY id) FROM reviews) AS reviews,
       (SELECT count(*) FROM staff_sessions WHERE ended_at IS NOT NULL) AS ended,
       (SELECT json_agg(json_build_object('d', departure_id, 's', sales_stopped_at) ORDER BY departure_id)
          FROM departure_states) AS departures,
       (SELECT json_agg(json_build_object('d', departure_id, 't', traveller_names) ORDER BY id)
          FROM bookings) AS travellers,
       (SELECT count(*) FROM booking_changes) AS changes`,
  );
  return JSON.stringify(rows[0]);
}

describe.each(databaseKinds())('back-office refusals (%s)', (kind) => {
  let app: TestApp;
  let owner: string;
  let agent: string;
  let code: string;
  let endpoints: Array<{ name: string; fn: Fn; call: Call; ownerOnly: boolean }>;
  const fnByFile: Record<string, Fn | undefined> = {};

  beforeAll(async () => {
    for (const name of backOfficeFunctions)
      fnByFile[name] = (await import(`../../../functions/${name}`)).default as Fn;
    // A departure to look at, stop and move to (the fixture's trip is sold by departure here).
    const departures = await departureCatalogue();
    departures.add({ id: 'refusals-other', seats: 20 });
    app = await startTestApp(kind, { catalogue: departures.catalogue });
    owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
    agent = await signedIn(app, 'agent@tours.example', 'agent', 'Ben Agent');
    const created = await api.createBooking(bookingBody({ departureId: 'kribi-base' }));
    code = created.body.data.code;
    const { rows } = await app.db.pool.query<{ id: string }>(
      'SELECT id::text AS id FROM bookings WHERE code = $1',
      [code],
    );
    await app.db.pool.query(
      `INSERT INTO reviews (booking_id, display_name, rating, text) VALUES ($1, 'Marie', 5, 'A wonderful trip to Kribi.')`,
      [rows[0]?.id],
    );
    const review = await app.db.pool.query<{ id: string }>('SELECT id::text AS id FROM reviews');
    const reviewId = review.rows[0]?.id;
    const sessions = await app.db.pool.query<{ id: string }>(
      'SELECT id::text AS id FROM staff_sessions LIMIT 1',
    );
    const action = (body: Record<string, unknown>) => ({
      path: `/api/admin/bookings/${code}/actions`,
      body: { reason: 'test', ...body },
      headers: { 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` },
    });
    endpoints = [
      { name: 'me', fn: meFn, call: { path: '/api/admin/me' }, ownerOnly: false },
      { name: 'today', fn: todayFn, call: { path: '/api/admin/today' }, ownerOnly: false },
      { name: 'bookings', fn: bookingsFn, call: { path: '/api/admin/bookings?q=Ngono' }, ownerOnly: false },
      { name: 'export', fn: exportFn, call: { path: '/api/admin/bookings-export' }, ownerOnly: false },
      { name: 'booking', fn: bookingFn, call: { path: `/api/admin/bookings/${code}` }, ownerOnly: false },
      { name: 'attention', fn: attentionFn, call: { path: '/api/admin/attention' }, ownerOnly: false },
      { name: 'reviews', fn: reviewsFn, call: { path: '/api/admin/reviews' }, ownerOnly: false },
      { name: 'sessions', fn: sessionsFn, call: { path: '/api/admin/sessions' }, ownerOnly: true },
      {
        name: 'end session',
        fn: endSessionFn,
        call: { path: '/api/admin/sessions/end', body: { sessionId: sessions.rows[0]?.id, reason: 'test' } },
        ownerOnly: true,
      },
      {
        name: 'offline payment',
        fn: actionFn,
        call: action({
          action: 'offlinePayment',
          amount: 100_000,
          channel: 'cash',
          receivedOn: '2026-11-20',
        }),
        ownerOnly: true,
      },
      { name: 'excess returned', fn: actionFn, call: action({ action: 'excessReturned' }), ownerOnly: true },
      { name: 'cancel', fn: actionFn, call: action({ action: 'cancel' }), ownerOnly: true },
      { name: 'note', fn: actionFn, call: action({ action: 'note' }), ownerOnly: false },
      {
        name: 'resend',
        fn: actionFn,
        call: action({ action: 'resend', what: 'confirmation' }),
        ownerOnly: false,
      },
      {
        name: 'review decision',
        fn: decisionFn,
        call: {
          path: `/api/admin/reviews/${reviewId}/decision`,
          body: { decision: 'reject', reason: 'test' },
        },
        ownerOnly: true,
      },
      {
        name: 'staff booking',
        fn: staffBookingFn,
        call: {
          path: '/api/admin/staff-bookings',
          body: (({ termsAccepted: _terms, ...body }) => ({ ...body, customerLocale: 'fr' }))(
            bookingBody({ departureId: 'kribi-base' }),
          ),
          headers: { 'idempotency-key': 'refusals-staff-booking' },
        },
        ownerOnly: false,
      },
      { name: 'departures', fn: departuresFn, call: { path: '/api/admin/departures' }, ownerOnly: false },
      {
        name: 'manifest',
        fn: departureFn,
        call: { path: '/api/admin/departures/kribi-base' },
        ownerOnly: false,
      },
      {
        name: 'manifest export',
        fn: manifestExportFn,
        call: { path: '/api/admin/departures/kribi-base/export' },
        ownerOnly: false,
      },
      {
        name: 'stop sales',
        fn: salesFn,
        call: { path: '/api/admin/departures/kribi-base/sales', body: { stopped: true, reason: 'test' } },
        ownerOnly: true,
      },
      {
        name: 'release held seats',
        fn: releaseHoldsFn,
        call: {
          path: '/api/admin/departures/kribi-base/holds',
          body: { reason: 'test' },
          headers: { 'idempotency-key': 'refusals-release-holds' },
        },
        ownerOnly: true,
      },
      {
        name: 'move',
        fn: actionFn,
        call: action({ action: 'moveDeparture', departureId: 'refusals-other' }),
        ownerOnly: false,
      },
      {
        name: 'travellers',
        fn: actionFn,
        call: action({ action: 'travellers', names: ['Ngono Marie'] }),
        ownerOnly: false,
      },
      { name: 'sign out', fn: signOutFn, call: { path: '/api/admin/sign-out', body: {} }, ownerOnly: false },
    ];
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('covers every back-office function', () => {
    const covered = new Set(endpoints.map((e) => e.fn));
    const missing = backOfficeFunctions.filter((name) => !covered.has(fnByFile[name] as Fn));
    expect(backOfficeFunctions.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('refuses every endpoint without a session, or with an unknown or malformed cookie (401)', async () => {
    const before = await snapshot(app);
    for (const { name, fn, call } of endpoints) {
      for (const cookie of [
        null,
        'admin_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        'admin_session=<x>',
      ]) {
        const answer = await callAdmin(fn, { ...call, cookie });
        expect(answer.status, `${name} ${cookie}`).toBe(401);
        expect(answer.body.ok).toBe(false);
      }
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses every endpoint called from a foreign Origin, even with a valid session (403)', async () => {
    const before = await snapshot(app);
    for (const { name, fn, call } of endpoints) {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:8889']) {
        const answer = await callAdmin(fn, { ...call, cookie: owner, origin });
        expect(answer.status, `${name} from ${origin}`).toBe(403);
      }
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses state-changing calls without an Origin or with a non-JSON body', async () => {
    const before = await snapshot(app);
    for (const { name, fn, call } of endpoints.filter((e) => e.call.body !== undefined)) {
      expect((await callAdmin(fn, { ...call, cookie: owner, origin: null })).status, name).toBe(403);
      const form = await callAdmin(fn, {
        ...call,
        cookie: owner,
        headers: { ...call.headers, 'content-type': 'text/plain' },
      });
      expect(form.status, name).toBe(415);
      const formEncoded = await callAdmin(fn, {
        ...call,
        cookie: owner,
        headers: { ...call.headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(formEncoded.status, name).toBe(415);
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses an agent what is for owners (403)', async () => {
    const before = await snapshot(app);
    for (const { name, fn, call } of endpoints.filter((e) => e.ownerOnly)) {
      const answer = await callAdmin(fn, { ...call, cookie: agent });
      expect(answer.status, name).toBe(403);
      expect(answer.body.message).toBe('Only an owner can do this.');
    }
    expect(await snapshot(app)).toBe(before);
  });

  it('refuses an action without an Idempotency-Key, or with bad fields, writing nothing', async () => {
    const before = await snapshot(app);
    const path = `/api/admin/bookings/${code}/actions`;
    const noKey = await callAdmin(actionFn, {
      path,
      body: { action: 'note', reason: 'hello' },
      cookie: owner,
    });
    expect(noKey.status).toBe(400);
    const headers = { 'idempotency-key': 'bad-fields-1' };
    for (const body of [
      { action: 'note' },
      { action: 'note', reason: '   ' },
      { action: 'note', reason: 'x'.repeat(501) },
      { action: 'offlinePayment', amount: 1.5, channel: 'cash', receivedOn: '2026-11-20', reason: 'r' },
      { action: 'offlinePayment', amount: -5, channel: 'cash', receivedOn: '2026-11-20', reason: 'r' },
      { action: 'offlinePayment', amount: 5, channel: 'gold', receivedOn: '2026-11-20', reason: 'r' },
      { action: 'offlinePayment', amount: 5, channel: 'cash', receivedOn: '2026-02-30', reason: 'r' },
      { action: 'note', reason: 'x', amount: 5 },
      { action: 'drop table', reason: 'x' },
    ]) {
      const answer = await callAdmin(actionFn, { path, body, headers, cookie: owner });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await callAdmin(actionFn, {
      path: '/api/admin/bookings/AAAA-AAAA-AA/actions',
      body: { action: 'note', reason: 'x' },
      headers,
      cookie: owner,
    });
    expect(unknown.status).toBe(404);
    expect(await snapshot(app)).toBe(before);
  });

  it('lets an agent look, note and resend, but not record money', async () => {
    for (const { name, fn, call } of endpoints.filter((e) => !e.ownerOnly && e.call.body === undefined)) {
      expect((await callAdmin(fn, { ...call, cookie: agent })).status, name).toBe(200);
    }
    const note = endpoints.find((e) => e.name === 'note');
    expect(
      (await callAdmin(actionFn, { ...note?.call, path: note?.call.path ?? '', cookie: agent })).status,
    ).toBe(200);
  });
});
