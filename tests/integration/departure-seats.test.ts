/**
 * Seats of departures (docs/business-rules.md#departures): a booking of a departure takes its seats
 * atomically in the database, whatever the concurrency; the departure's price and date apply; the
 * seats function answers what is left, from the catalogue and the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTURES_CACHE_HEADERS } from '../../functions/packages-departures.ts';
import { t } from '../../src/i18n/messages.ts';
import { createPool } from '../../src/server/db/pool.ts';
import { api, bookingBody, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  inDays,
  ON_REQUEST,
  SCHEDULED,
} from './helpers/departures.ts';

describe.each(databaseKinds())('departure seats (%s)', (kind) => {
  let app: TestApp;
  let departures: DepartureCatalogue;
  beforeAll(async () => {
    departures = await departureCatalogue();
    app = await startTestApp(kind, { catalogue: departures.catalogue });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await app.db.pool.query<{ n: number }>(sql, params)).rows[0]?.n ?? -1;

  it('100 concurrent bookings of 3 at a departure of 20 seats: exactly 6 are made, 94 refused 409, nothing else written', async () => {
    const departure = departures.add({ id: 'rush', seats: 20 });
    const bookingsBefore = await count('SELECT count(*)::int AS n FROM bookings');
    const noticesBefore = await count('SELECT count(*)::int AS n FROM agency_notices');

    // On PostgreSQL, 20 connections at once (the pooler's server connections), as many instances.
    const wide = kind === 'postgres' ? createPool(app.db.url, 20) : null;
    const narrow = app.deps.db;
    if (wide) app.deps.db = wide;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.createBooking(
          bookingBody({
            departureId: departure.id,
            spots: 3,
            locale: i % 2 === 0 ? 'en' : 'fr',
            contact: { fullName: 'Ngono Marie', email: `rush${i}@example.cm`, whatsapp: '+237699123456' },
          }),
        ),
      ),
    );
    app.deps.db = narrow;
    await wide?.end();
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    console.log(
      `[${kind}] 100 concurrent bookings of 3 people at a departure of 20 seats: ` +
        `${created.length} created, ${refused.length} refused 409`,
    );
    expect(created).toHaveLength(6);
    expect(refused).toHaveLength(94);
    // Each refusal in its own language: "only 2 seats left" once 18 are taken (or sold out).
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      const locale = i % 2 === 0 ? 'en' : 'fr';
      expect([
        t(locale, 'api.departure.fewSeatsOther', { count: 2 }),
        t(locale, 'api.departure.soldOut'),
      ]).toContain(answer.body.message);
      expect(answer.body.ok).toBe(false);
    }
    expect(await count('SELECT departure_seats_taken($1) AS n', [departure.id])).toBe(18);
    expect(
      await count('SELECT count(*)::int AS n FROM bookings WHERE departure_id = $1', [departure.id]),
    ).toBe(6);
    expect(await count('SELECT count(*)::int AS n FROM bookings')).toBe(bookingsBefore + 6);
    expect(
      await count('SELECT count(*)::int AS n FROM departure_states WHERE departure_id = $1', [departure.id]),
    ).toBe(1);
    // Only the six bookings mailed anyone: their confirmations and the agency's notices.
    expect(await count('SELECT count(*)::int AS n FROM agency_notices')).toBe(noticesBefore + 6);
    const refusedEmails = answers.flatMap((a, i) => (a.status === 409 ? [`rush${i}@example.cm`] : []));
    const mailed = (await app.outbox()).map((m) => m.to);
    expect(mailed.filter((to) => refusedEmails.includes(to))).toEqual([]);
  }, 120_000);

  it('prices a booking at its departure and dates it so; the seats function shows the seats going down', async () => {
    const departure = departures.add({
      id: 'high-season',
      date: inDays(45),
      seats: 8,
      pricePerPerson: 150_000,
    });
    const before = await getDepartures(SCHEDULED);
    expect(before.status).toBe(200);
    expect(before.body.data.departures).toContainEqual({
      id: 'high-season',
      date: inDays(45),
      pricePerPerson: 150_000,
      seatsLeft: 8,
      availability: 'open',
    });

    const created = await api.createBooking(
      bookingBody({ departureId: departure.id, spots: 4, preferredDate: inDays(3) }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.amounts.pricePerPerson).toBe(150_000);
    expect(created.body.data.amounts.total).toBe(600_000);
    const details = await api.getBooking(created.body.data.code);
    // The departure's date, whatever preferred date the body carried.
    expect(details.body.data.preferredDate).toBe(inDays(45));

    const after = await getDepartures(SCHEDULED, { 'accept-language': 'fr' });
    expect(after.body.message).toBe(t('fr', 'api.departures.found'));
    expect(after.body.data.departures.find((d: { id: string }) => d.id === 'high-season')).toEqual({
      id: 'high-season',
      date: inDays(45),
      pricePerPerson: 150_000,
      seatsLeft: 4,
      availability: 'few',
    });
  });

  it('lists only departures to come, soonest first, with full and closed ones said so', async () => {
    departures.add({ id: 'gone', date: inDays(-3) });
    departures.add({ id: 'leaves-today', date: inDays(0) });
    departures.add({ id: 'editors-closed', date: inDays(20), status: 'closed' });
    const tiny = departures.add({ id: 'tiny', date: inDays(10), seats: 3 });
    expect((await api.createBooking(bookingBody({ departureId: tiny.id }))).status).toBe(201);

    const answer = await getDepartures(SCHEDULED);
    const ids = answer.body.data.departures.map((d: { id: string }) => d.id);
    expect(ids).not.toContain('gone');
    expect(ids).not.toContain('leaves-today');
    const dates = answer.body.data.departures.map((d: { date: string }) => d.date);
    expect(dates).toEqual([...dates].sort());
    const byId = (id: string) => answer.body.data.departures.find((d: { id: string }) => d.id === id);
    expect(byId('tiny')).toMatchObject({ seatsLeft: 0, availability: 'full' });
    expect(byId('editors-closed')).toMatchObject({ seatsLeft: 0, availability: 'closed' });
  });

  it('answers a trip on request with no departures, and an unknown trip 404', async () => {
    const onRequest = await getDepartures(ON_REQUEST);
    expect(onRequest.status).toBe(200);
    expect(onRequest.body.data).toEqual({ packageSlug: ON_REQUEST, departures: [] });
    expect((await getDepartures('no-such-trip')).status).toBe(404);
    expect((await getDepartures('../../etc/passwd')).status).toBe(404);
  });

  it('may be kept a few seconds at the edge, never by the browser, per language', async () => {
    const answer = await getDepartures(SCHEDULED);
    expect(answer.headers.get('cache-control')).toBe(DEPARTURES_CACHE_HEADERS['cache-control']);
    expect(answer.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=5');
    expect(answer.headers.get('netlify-vary')).toBe('header=Accept-Language');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    // A refusal is never cached.
    expect((await getDepartures('no-such-trip')).headers.get('cache-control')).toBe('no-store');
  });

  it('a trip sold on request still takes a preferred date, without seats', async () => {
    const created = await api.createBooking(
      bookingBody({ packageSlug: ON_REQUEST, spots: 4, preferredDate: inDays(12) }),
    );
    expect(created.status).toBe(201);
    const row = await app.db.pool.query(
      'SELECT departure_id, seats_held_until FROM bookings WHERE code = $1',
      [created.body.data.code],
    );
    expect(row.rows[0]).toEqual({ departure_id: null, seats_held_until: null });
  });
});
