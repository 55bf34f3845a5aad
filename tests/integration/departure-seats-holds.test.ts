/**
 * Holds on a departure's seats (docs/business-rules.md#departures): an online booking not yet paid
 * holds its seats for SEAT_HOLD_MINUTES (20), one staff took for two hours, a payment started extends
 * the hold, then they are free again and the sweep records the release. A payment
 * that succeeds after the release takes them back when free; when the departure filled meanwhile
 * the booking is kept, flagged on the attention page and the agency e-mailed. A cancelled or
 * abandoned booking frees its seats; a departure whose sales staff stopped takes no booking.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import actionFn from '../../functions/admin-booking-action.ts';
import staffBookingFn from '../../functions/admin-staff-booking.ts';
import { t } from '../../src/i18n/messages.ts';
import { attentionItems } from '../../src/server/admin/booking-views.ts';
import { callAdmin, newKey, signedIn } from './helpers/admin.ts';
import {
  AGENCY_EMAIL,
  api,
  bookingBody,
  SWEEP_SECRET,
  sleep,
  startTestApp,
  type TestApp,
  waitForStatus,
} from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  bookDeparture,
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  SCHEDULED,
  seatsTakenOn,
} from './helpers/departures.ts';

describe.each(databaseKinds())('holds on departure seats (%s)', (kind) => {
  let app: TestApp;
  let departures: DepartureCatalogue;
  let owner = '';
  beforeAll(async () => {
    departures = await departureCatalogue();
    app = await startTestApp(kind, { catalogue: departures.catalogue });
    owner = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const book = bookDeparture;
  const seats = async (code: string) =>
    (
      await app.db.pool.query(
        `SELECT seats_held_until, seats_released_at, seats_kept_at, seats_overbooked_at,
           round(extract(epoch FROM seats_held_until - now()) / 60)::int AS minutes_left
         FROM bookings WHERE code = $1`,
        [code],
      )
    ).rows[0];
  const taken = (departureId: string) => seatsTakenOn(app.db.pool, departureId);
  /** As if the hold had run out a second ago. */
  const holdRunsOut = (code: string) =>
    app.db.pool.query(`UPDATE bookings SET seats_held_until = now() - interval '1 second' WHERE code = $1`, [
      code,
    ]);
  const sweep = async () => {
    const answer = await api.sweep(SWEEP_SECRET);
    expect(answer.status).toBe(200);
    return answer.body.data as { seats: { released: number; settled: number } };
  };
  const pay = async (code: string) => {
    const started = await api.startPayment(code, { kind: 'full' });
    expect(started.status, started.body.message).toBe(202);
    expect((await waitForStatus(started.body.data.reference)).body.data.status).toBe('successful');
    // The seats are settled right after the success is recorded, by whichever call recorded it (the
    // webhook, maybe): wait for that call to finish.
    for (const until = Date.now() + 5_000; Date.now() < until; await sleep(20)) {
      const settled = await seats(code);
      if (settled.seats_kept_at || settled.seats_overbooked_at) return;
    }
    throw new Error(`seats of ${code} not settled after its payment`);
  };
  const act = (code: string, body: Record<string, unknown>) =>
    callAdmin(actionFn, {
      path: `/api/admin/bookings/${code}/actions`,
      body,
      cookie: owner,
      headers: { 'idempotency-key': newKey() },
    });
  const seatsLeft = async (departureId: string) =>
    (await getDepartures(SCHEDULED)).body.data.departures.find((d: { id: string }) => d.id === departureId);

  it('holds a new online booking’s seats for twenty minutes, frees them when the hold runs out, and the sweep records it', async () => {
    const departure = departures.add({ id: 'hold', seats: 6 });
    const code = await book(departure.id);
    expect(await seats(code)).toMatchObject({ minutes_left: 20, seats_released_at: null });
    expect(await taken(departure.id)).toBe(3);

    await holdRunsOut(code);
    // Free at once, by the definition itself, before any sweep.
    expect(await taken(departure.id)).toBe(0);
    expect(await seatsLeft(departure.id)).toMatchObject({ seatsLeft: 6, availability: 'open' });

    const report = await sweep();
    expect(report.seats.released).toBeGreaterThanOrEqual(1);
    const after = await seats(code);
    expect(after.seats_held_until).toBeNull();
    expect(after.seats_released_at).toBeInstanceOf(Date);
    // Swept once: a second sweep finds nothing more to release for it.
    await sweep();
    expect((await seats(code)).seats_released_at).toEqual(after.seats_released_at);
  });

  it('a payment started extends the hold by the attempt’s life and a fresh hold', async () => {
    const departure = departures.add({ id: 'paying-extends', seats: 6 });
    const code = await book(departure.id);
    // The attempt stays pending (the simulator's number that never settles).
    const started = await api.startPayment(code, { kind: 'full', number: '670000009' });
    expect(started.status, started.body.message).toBe(202);
    // The test app's attempts live one minute: 1 + 20 minutes from now.
    expect((await seats(code)).minutes_left).toBe(21);
    expect(await taken(departure.id)).toBe(3);
  });

  it('payments started again and again never hold the seats past two hours after the booking', async () => {
    const departure = departures.add({ id: 'paying-bounded', seats: 6 });
    const code = await book(departure.id);
    // Made 110 minutes ago, its hold stretched by earlier payments.
    await app.db.pool.query(
      `UPDATE bookings SET created_at = now() - interval '110 minutes',
         seats_held_until = now() + interval '5 minutes' WHERE code = $1`,
      [code],
    );
    const started = await api.startPayment(code, { kind: 'full', number: '670000009' });
    expect(started.status, started.body.message).toBe(202);
    expect((await seats(code)).minutes_left).toBe(10);
  });

  it('a hold already run out is not taken back by a payment started, and a released booking is not extended', async () => {
    const departure = departures.add({ id: 'lapsed-no-extend', seats: 6 });
    const code = await book(departure.id);
    await holdRunsOut(code);
    const started = await api.startPayment(code, { kind: 'full', number: '670000009' });
    expect(started.status, started.body.message).toBe(202);
    expect((await seats(code)).minutes_left).toBeLessThanOrEqual(0);
    expect(await taken(departure.id)).toBe(0);
  });

  it('a booking for a card holds its seats as any other, under the same caps, and its card payment extends the hold no further', async () => {
    const departure = departures.add({ id: 'card-hold', seats: 5 });
    const card = (spots: number, email: string) =>
      api.createBooking(
        bookingBody({
          departureId: departure.id,
          spots,
          contact: { fullName: 'Claire Durand', email, whatsapp: '+33 6 12 34 56 78' },
          payment: { method: 'card' },
        }),
      );
    const first = await card(3, 'card-hold-1@example.fr');
    expect(first.status, first.body.message).toBe(201);
    const code = first.body.data.code as string;
    expect(await seats(code)).toMatchObject({ minutes_left: 20, seats_released_at: null });
    expect(await taken(departure.id)).toBe(3);
    // Three more than the two left: refused with nothing written, as for mobile money.
    const over = await card(3, 'card-hold-2@example.fr');
    expect(over.status).toBe(409);
    expect(await taken(departure.id)).toBe(3);

    // Made 110 minutes ago: a card page opened holds the seats no later than two hours after it.
    await app.db.pool.query(
      `UPDATE bookings SET created_at = now() - interval '110 minutes',
         seats_held_until = now() + interval '5 minutes' WHERE code = $1`,
      [code],
    );
    const started = await api.startPayment(code, { kind: 'full', method: 'card' });
    expect(started.status, started.body.message).toBe(202);
    expect((await seats(code)).minutes_left).toBe(10);
  });

  it('a booking staff took for a customer holds its seats for two hours', async () => {
    const departure = departures.add({ id: 'staff-hold', seats: 6 });
    const { termsAccepted: _terms, ...body } = bookingBody({ departureId: departure.id });
    const answer = await callAdmin(staffBookingFn, {
      path: '/api/admin/staff-bookings',
      body: { ...body, customerLocale: 'en' },
      cookie: owner,
      headers: { 'idempotency-key': newKey() },
    });
    expect(answer.status, answer.body.message).toBe(201);
    expect((await seats(answer.body.data.code)).minutes_left).toBe(120);
  });

  it('a paid booking keeps its seats for good, past its hold', async () => {
    const departure = departures.add({ id: 'paid-keeps', seats: 6 });
    const code = await book(departure.id);
    await pay(code);
    const settled = await seats(code);
    expect(settled.seats_kept_at).toBeInstanceOf(Date);
    expect(settled.seats_held_until).toBeNull();
    await sweep();
    expect(await taken(departure.id)).toBe(3);
    expect((await seats(code)).seats_released_at).toBeNull();
  });

  it('a payment that succeeds after the release takes the seats back when they are free', async () => {
    const departure = departures.add({ id: 'late-free', seats: 6 });
    const code = await book(departure.id);
    await holdRunsOut(code);
    await sweep();
    expect(await taken(departure.id)).toBe(0);

    await pay(code);
    expect(await seats(code)).toMatchObject({ seats_overbooked_at: null });
    expect((await seats(code)).seats_kept_at).toBeInstanceOf(Date);
    expect(await taken(departure.id)).toBe(3);
    expect(await attentionItems(app.db.pool, new Date())).not.toContainEqual(
      expect.objectContaining({ kind: 'overbooked', code }),
    );
  });

  it('a payment after the release into a departure since filled keeps the booking, flags it and e-mails the agency', async () => {
    const departure = departures.add({ id: 'late-full', seats: 3 });
    const late = await book(departure.id, 3, 'late@example.cm');
    await holdRunsOut(late);
    await sweep();
    const taker = await book(departure.id, 3, 'taker@example.cm');
    await pay(taker);

    await pay(late);
    const flagged = await seats(late);
    expect(flagged.seats_overbooked_at).toBeInstanceOf(Date);
    expect(flagged.seats_kept_at).toBeNull();
    // Both paid, both counted: the departure reads full, nobody else is sold a seat.
    expect(await taken(departure.id)).toBe(6);
    expect(await seatsLeft(departure.id)).toMatchObject({ seatsLeft: 0, availability: 'full' });
    const status = await api.getBooking(late);
    expect(status.body.data.status).toBe('payment_completed');

    expect(await attentionItems(app.db.pool, new Date())).toContainEqual(
      expect.objectContaining({ kind: 'overbooked', code: late, amount: 300_000 }),
    );
    // The fixture's agency language is French; the e-mail follows the flag (maybe from the webhook).
    const overbookedMails = async () =>
      (await app.outbox()).filter((m) => m.to === AGENCY_EMAIL && m.subject.startsWith('Payée sans place'));
    for (const until = Date.now() + 5_000; Date.now() < until; await sleep(20)) {
      if ((await overbookedMails()).some((m) => m.subject.includes(late))) break;
    }
    const notices = (await overbookedMails()).filter((m) => m.subject.includes(late));
    expect(notices).toHaveLength(1);
    // A second look (the sweep) neither flags nor mails again.
    expect((await sweep()).seats.settled).toBe(0);
    expect((await overbookedMails()).filter((m) => m.subject.includes(late))).toHaveLength(1);
  });

  it('cash received after the release into a full departure flags the booking as an online payment does', async () => {
    const departure = departures.add({ id: 'cash-late', seats: 3 });
    const late = await book(departure.id, 3, 'cash@example.cm');
    await holdRunsOut(late);
    await pay(await book(departure.id, 3, 'first@example.cm'));
    const cash = await act(late, {
      action: 'offlinePayment',
      amount: 300_000,
      channel: 'cash',
      receivedOn: new Date().toISOString().slice(0, 10),
      reason: 'Paid at the office',
    });
    expect(cash.status, cash.body.message).toBe(200);
    expect((await seats(late)).seats_overbooked_at).toBeInstanceOf(Date);
    expect(await attentionItems(app.db.pool, new Date())).toContainEqual(
      expect.objectContaining({ kind: 'overbooked', code: late }),
    );
  });

  it('a cancelled or abandoned booking frees its seats at once', async () => {
    const departure = departures.add({ id: 'cancel-frees', seats: 6 });
    const paid = await book(departure.id, 3, 'paid@example.cm');
    await pay(paid);
    const unpaid = await book(departure.id, 3, 'unpaid@example.cm');
    expect(await seatsLeft(departure.id)).toMatchObject({ seatsLeft: 0, availability: 'full' });
    expect((await api.createBooking(bookingBody({ departureId: departure.id }))).status).toBe(409);

    expect((await act(unpaid, { action: 'abandon' })).status).toBe(200);
    expect(await taken(departure.id)).toBe(3);
    expect((await act(paid, { action: 'cancel', reason: 'Customer cannot travel' })).status).toBe(200);
    expect(await taken(departure.id)).toBe(0);
    expect(await seatsLeft(departure.id)).toMatchObject({ seatsLeft: 6, availability: 'open' });
    await book(departure.id, 6, 'group@example.cm');
  });

  it('a departure whose sales staff stopped takes no booking, with nothing written', async () => {
    const departure = departures.add({ id: 'stopped', seats: 10 });
    await app.db.pool.query(
      `INSERT INTO departure_states (departure_id, package_slug, sales_stopped_at, sales_stopped_by)
       VALUES ($1, $2, now(), (SELECT id FROM staff WHERE email = 'owner@tours.example'))`,
      [departure.id, SCHEDULED],
    );
    const before = (await app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
    const answer = await api.createBooking(bookingBody({ departureId: departure.id, locale: 'fr' }));
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(t('fr', 'api.departure.closed'));
    expect((await app.db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n).toBe(before);
    expect(await seatsLeft(departure.id)).toMatchObject({ seatsLeft: 0, availability: 'closed' });
  });
});
