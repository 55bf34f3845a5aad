/**
 * Staff and departures' seats (docs/back-office.md#bookings-made-by-staff): a booking taken for a
 * caller on a departure is priced from it and takes its seats as an online booking does; a larger
 * group on a departure takes seats the same way; a booking paid into a full departure stops being
 * flagged once the departure fits again. Every refusal (another trip's, forged, past, closed,
 * stopped or full departure, hostile group sizes, no session) says why in the staff's language and
 * writes nothing. The exports name each booking's trip date and departure, headed in the back
 * office's language.
 */
import { describe, expect, it } from 'vitest';
import exportFn from '../../../functions/admin-bookings-export.ts';
import manifestExportFn from '../../../functions/admin-departure-export.ts';
import staffBookingFn from '../../../functions/admin-staff-booking.ts';
import { t } from '../../../src/i18n/messages.ts';
import { attentionItems } from '../../../src/server/admin/booking-views.ts';
import { adminSuite, callAdmin, newKey } from '../helpers/admin.ts';
import { api, bookingBody, SWEEP_SECRET } from '../helpers/app.ts';
import { databaseKinds } from '../helpers/database.ts';
import {
  bookDeparture,
  type DepartureCatalogue,
  departureCatalogue,
  inDays,
  OTHER_SCHEDULED,
  SCHEDULED,
  seatsTakenOn,
} from '../helpers/departures.ts';

type Key = Parameters<typeof t>[1];

/** The checkout's body as staff send it: no terms box, the customer's language named. */
function staffBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { termsAccepted: _terms, ...body } = bookingBody({ paymentType: 'multiple' });
  return { ...body, customerLocale: 'en', ...overrides };
}

describe.each(databaseKinds())('staff, departures and seats (%s)', (kind) => {
  let departures: DepartureCatalogue;
  const suite = adminSuite(kind, async () => {
    departures = await departureCatalogue();
    return departures.catalogue;
  });

  const create = (body: Record<string, unknown>, cookie: string | null = suite.agent) =>
    callAdmin(staffBookingFn, {
      path: '/api/admin/staff-bookings',
      body,
      cookie,
      headers: {
        'idempotency-key': newKey(),
        ...(body.locale === 'fr' ? { 'accept-language': 'fr' } : {}),
      },
    });
  const taken = (departureId: string) => seatsTakenOn(suite.app.db.pool, departureId);
  const row = async (code: string) =>
    (
      await suite.app.db.pool.query(
        `SELECT departure_id, to_char(preferred_date, 'YYYY-MM-DD') AS date, price_per_person, spots,
           total, created_by_staff_id IS NOT NULL AS by_staff, seats_overbooked_at, seats_kept_at
         FROM bookings WHERE code = $1`,
        [code],
      )
    ).rows[0];
  /** Everything a refused booking or change could write, as one comparable value. */
  const written = async () =>
    JSON.stringify(
      (
        await suite.app.db.pool.query(
          `SELECT
             (SELECT json_agg(json_build_object('c', code, 'd', departure_id, 's', spots, 't', total)
                ORDER BY id) FROM bookings) AS bookings,
             (SELECT json_agg(departure_id ORDER BY departure_id) FROM departure_states) AS states,
             (SELECT count(*) FROM booking_changes) AS changes,
             (SELECT count(*) FROM staff_audit) AS audit`,
        )
      ).rows[0],
    );
  const regroup = (code: string, spots: number, cookie = suite.agent) =>
    suite.act(code, { action: 'changeTrip', spots, reason: 'Group changed' }, { cookie });
  const holdRunsOut = (code: string) =>
    suite.app.db.pool.query(
      `UPDATE bookings SET seats_held_until = now() - interval '1 second' WHERE code = $1`,
      [code],
    );
  const cash = async (code: string) => {
    const answer = await suite.act(code, {
      action: 'offlinePayment',
      amount: 100_000,
      channel: 'cash',
      receivedOn: inDays(0),
      reason: 'Paid at the agency',
    });
    expect(answer.status, answer.body.message).toBe(200);
  };
  const flagged = async () =>
    (await attentionItems(suite.app.db.pool, new Date()))
      .filter((item) => item.kind === 'overbooked')
      .map((item) => item.code);
  /** A booking of 4 paid after its hold ran out, into a departure another paid booking filled. */
  const overbooked = async (departureId: string, email: string) => {
    const late = await bookDeparture(departureId, 4, `late-${email}`);
    await holdRunsOut(late);
    const taker = await bookDeparture(departureId, 4, `taker-${email}`);
    await cash(taker);
    await cash(late);
    expect((await row(late)).seats_overbooked_at).toBeInstanceOf(Date);
    expect(await flagged()).toContain(late);
    return { late, taker };
  };

  it('an agent or an owner books a departure for a caller: its price and date, its seats taken', async () => {
    const d = departures.add({ id: 'staff-high', date: inDays(90), seats: 10, pricePerPerson: 150_000 });
    const created = await create(staffBody({ departureId: d.id, spots: 4 }));
    expect(created.status, created.body.message).toBe(201);
    const code: string = created.body.data.code;
    expect(created.body.data.amounts.total).toBe(600_000);
    expect(await row(code)).toMatchObject({
      departure_id: d.id,
      date: d.date,
      price_per_person: 150_000,
      spots: 4,
      total: 600_000,
      by_staff: true,
    });
    // Its seats are held as an online booking's: the departure counts them at once.
    expect(await taken(d.id)).toBe(4);
    const byOwner = await create(staffBody({ departureId: d.id, spots: 3 }), suite.owner);
    expect(byOwner.status, byOwner.body.message).toBe(201);
    expect(await taken(d.id)).toBe(7);
    // A date sent along is not the booking's: the departure's is.
    const dated = await create(staffBody({ departureId: d.id, preferredDate: inDays(3) }));
    expect(dated.status).toBe(201);
    expect((await row(dated.body.data.code)).date).toBe(d.date);
  });

  it('refuses another trip’s, a forged, past, closed, stopped or full departure and hostile group sizes, writing nothing', async () => {
    const open = departures.add({ id: 'staff-open', date: inDays(91), seats: 5 });
    const full = departures.add({ id: 'staff-full', date: inDays(92), seats: 3 });
    const closed = departures.add({ id: 'staff-closed', date: inDays(93), status: 'closed' });
    const stopped = departures.add({ id: 'staff-stopped', date: inDays(94) });
    const past = departures.add({ id: 'staff-past', date: inDays(-2) });
    const foreign = departures.add({ id: 'staff-foreign', date: inDays(95) }, OTHER_SCHEDULED);
    await bookDeparture(full.id, 3, 'filler@example.cm');
    await suite.app.db.pool.query(
      `INSERT INTO departure_states (departure_id, package_slug, sales_stopped_at, sales_stopped_by)
       SELECT $1, $2, now(), id FROM staff WHERE email = 'owner@tours.example'`,
      [stopped.id, SCHEDULED],
    );
    const before = await written();
    const cases: Array<[Record<string, unknown>, number, Key, Record<string, number>?]> = [
      [{ departureId: foreign.id }, 422, 'validation.departure.unknown'],
      [{ departureId: 'made-up' }, 422, 'validation.departure.unknown'],
      [{ departureId: past.id }, 422, 'validation.departure.past'],
      [{}, 422, 'validation.departure.required'],
      [{ departureId: closed.id }, 409, 'api.departure.closed'],
      [{ departureId: stopped.id }, 409, 'api.departure.closed'],
      [{ departureId: full.id }, 409, 'api.departure.soldOut'],
      [{ departureId: open.id, spots: 6 }, 409, 'api.departure.fewSeatsOther', { count: 5 }],
    ];
    for (const [overrides, status, key, params] of cases) {
      for (const locale of ['en', 'fr'] as const) {
        const answer = await create(staffBody({ ...overrides, locale }));
        expect(answer.status, `${JSON.stringify(overrides)}: ${answer.body.message}`).toBe(status);
        expect(answer.body.message).toBe(t(locale, key, params));
      }
    }
    for (const hostile of [
      { departureId: open.id, spots: -3 },
      { departureId: open.id, spots: 0 },
      { departureId: open.id, spots: 2.5 },
      { departureId: open.id, spots: 1e9 },
      { departureId: open.id, spots: '4' },
      { departureId: open.id, pricePerPerson: 1 },
      { departureId: open.id, seatsLeft: 99 },
      { departureId: '../staff-open' },
      { departureId: 'x'.repeat(121) },
      { departureId: ["staff-open' OR 1=1"] },
    ]) {
      expect((await create(staffBody(hostile))).status, JSON.stringify(hostile)).toBe(400);
    }
    expect((await create(staffBody({ departureId: open.id }), null)).status).toBe(401);
    expect(await written()).toBe(before);
    expect(await taken(open.id)).toBe(0);
  });

  it('a larger group takes free seats of its departure only, atomically; a date change is a move', async () => {
    const d = departures.add({ id: 'regroup', date: inDays(100), seats: 8 });
    const code = (await create(staffBody({ departureId: d.id, spots: 3 }))).body.data.code as string;
    await bookDeparture(d.id, 4, 'others@example.cm');
    const before = await written();
    const tooMany = await regroup(code, 5);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.message).toBe(t('en', 'api.departure.fewSeatsOther', { count: 4 }));
    const dated = await suite.act(code, {
      action: 'changeTrip',
      preferredDate: inDays(120),
      reason: 'Later',
    });
    expect(dated.status).toBe(422);
    expect(dated.body.message).toBe(t('en', 'admin.error.departureDate'));
    for (const spots of [-1, 0, 2.5, 51, 1e9]) {
      expect((await regroup(code, spots)).status, String(spots)).toBe(400);
    }
    expect(await written()).toBe(before);
    const grown = await regroup(code, 4);
    expect(grown.status, grown.body.message).toBe(200);
    expect(await taken(d.id)).toBe(8);
    expect((await row(code)).total).toBe(400_000);

    // Stopped sales take no more people, but a smaller group is still a change staff may make.
    await suite.app.db.pool.query(
      `INSERT INTO departure_states (departure_id, package_slug, sales_stopped_at, sales_stopped_by)
       SELECT $1, $2, now(), id FROM staff WHERE email = 'owner@tours.example'
       ON CONFLICT (departure_id) DO UPDATE SET sales_stopped_at = EXCLUDED.sales_stopped_at,
         sales_stopped_by = EXCLUDED.sales_stopped_by`,
      [d.id, SCHEDULED],
    );
    expect((await regroup(code, 3)).status).toBe(200);
    const stopped = await regroup(code, 4, suite.owner);
    expect(stopped.status).toBe(409);
    expect(stopped.body.message).toBe(t('en', 'api.departure.closed'));
  });

  it('two larger groups racing for the last seats: one is changed, the other refused', async () => {
    const d = departures.add({ id: 'regroup-race', date: inDays(101), seats: 10 });
    const a = await bookDeparture(d.id, 3, 'race-a@example.cm');
    const b = await bookDeparture(d.id, 3, 'race-b@example.cm');
    const answers = await Promise.all([regroup(a, 6), regroup(b, 6)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(await taken(d.id)).toBe(9);
  });

  it('a departure that fits again clears the “paid into a full departure” flag: smaller group, cancel, hold run out', async () => {
    // A smaller group: 4 + 3 on 7 seats.
    const smaller = departures.add({ id: 'fit-smaller', date: inDays(110), seats: 7 });
    const first = await overbooked(smaller.id, 'smaller@example.cm');
    expect((await regroup(first.late, 3)).status).toBe(200);
    expect(await row(first.late)).toMatchObject({ seats_overbooked_at: null });
    expect((await row(first.late)).seats_kept_at).toBeInstanceOf(Date);
    expect(await flagged()).not.toContain(first.late);
    const audit = await suite.app.db.pool.query(
      `SELECT a.detail->'departureFitsAgain' AS fits FROM staff_audit a JOIN bookings b ON b.id = a.booking_id
       WHERE b.code = $1 AND a.action = 'changeTrip'`,
      [first.late],
    );
    expect(audit.rows).toEqual([{ fits: [first.late] }]);

    // Another booking cancelled.
    const cancel = departures.add({ id: 'fit-cancel', date: inDays(111), seats: 4 });
    const second = await overbooked(cancel.id, 'cancel@example.cm');
    expect((await suite.act(second.taker, { action: 'cancel', reason: 'Customer ill' })).status).toBe(200);
    expect(await flagged()).not.toContain(second.late);

    // A hold that runs out: the sweep finds the departure fits again.
    const hold = departures.add({ id: 'fit-hold', date: inDays(112), seats: 4 });
    const late = await bookDeparture(hold.id, 4, 'late-hold@example.cm');
    await holdRunsOut(late);
    const holder = await bookDeparture(hold.id, 4, 'holder@example.cm');
    await cash(late);
    expect(await flagged()).toContain(late);
    await holdRunsOut(holder);
    const sweep = await api.sweep(SWEEP_SECRET);
    expect(sweep.status).toBe(200);
    expect(sweep.body.data.seats.fitAgain).toBe(1);
    expect(await flagged()).not.toContain(late);
    expect(await taken(hold.id)).toBe(4);
  });

  it('the bookings export names each booking’s trip date and departure, in English and French', async () => {
    const d = departures.add({ id: 'csv-staff', date: inDays(130), seats: 10 });
    const code = (await create(staffBody({ departureId: d.id, contact: { ...csvContact } }))).body.data
      .code as string;
    const [year, month, day] = d.date.split('-');
    // Each in its spreadsheet's ways: "," and ISO dates in English, ";" and day first in French.
    for (const [language, date, departure, shown, separator] of [
      ['en', 'Trip date', 'Departure', d.date, ','],
      ['fr', 'Date du voyage', 'Départ', `${day}/${month}/${year}`, ';'],
    ] as const) {
      // A download names the back office's language (its browser may speak another).
      const csv = await callAdmin(exportFn, {
        path: `/api/admin/bookings-export?q=${code}&locale=${language}`,
        cookie: suite.agent,
        headers: { 'accept-language': language === 'fr' ? 'en' : 'fr' },
      });
      expect(csv.status).toBe(200);
      const [header = '', line = ''] = csv.text.slice(1).split('\r\n');
      const cells = (text: string) => [...text.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1] ?? '');
      const named = Object.fromEntries(cells(header).map((name, i) => [name, cells(line)[i]]));
      expect(named).toMatchObject({ [date]: shown, [departure]: d.id });
      expect(header.startsWith(`"Code"${separator}`)).toBe(true);
      const manifest = await callAdmin(manifestExportFn, {
        path: `/api/admin/departures/${d.id}/export?locale=${language}`,
        cookie: suite.agent,
        headers: { 'accept-language': language === 'fr' ? 'en' : 'fr' },
      });
      expect(
        manifest.text.startsWith(`\uFEFF"Code"${separator}"${t(language, 'admin.manifest.csv.traveller')}"`),
      ).toBe(true);
    }
    // An unknown language is no language: the request's is used.
    const odd = await callAdmin(manifestExportFn, {
      path: `/api/admin/departures/${d.id}/export?locale=%3Cscript%3E`,
      cookie: suite.agent,
      headers: { 'accept-language': 'fr' },
    });
    expect(odd.status).toBe(200);
    expect(odd.text.startsWith('\uFEFF"Code";"Voyageur"')).toBe(true);
  });
});

const csvContact = { fullName: 'Awa Ndiaye', email: 'csv-staff@example.cm', whatsapp: '+237699123456' };
