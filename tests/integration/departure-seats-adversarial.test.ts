/**
 * Hostile bookings of departures: a departure of another package, a past, unknown, closed or
 * made-up one, none for a trip that has them, one for a trip sold on request, group sizes that are
 * negative, fractional or huge, and a forged price or seats count in the body. Each is refused in
 * the caller's language and writes nothing (no booking, no departure row, no e-mail).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/messages.ts';
import { api, bookingBody, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';
import {
  type DepartureCatalogue,
  departureCatalogue,
  getDepartures,
  inDays,
  ON_REQUEST,
  OTHER_SCHEDULED,
  SCHEDULED,
} from './helpers/departures.ts';

describe.each(databaseKinds())('departure bookings under attack (%s)', (kind) => {
  let app: TestApp;
  let departures: DepartureCatalogue;
  beforeAll(async () => {
    departures = await departureCatalogue();
    departures.add({ id: 'target', date: inDays(30), seats: 10, pricePerPerson: 120_000 });
    departures.add({ id: 'long-gone', date: inDays(-5), seats: 10 });
    departures.add({ id: 'editors-closed', date: inDays(40), status: 'closed' });
    departures.add({ id: 'douala-only', date: inDays(30), seats: 10 }, OTHER_SCHEDULED);
    app = await startTestApp(kind, { catalogue: departures.catalogue });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  /** Everything a booking attempt could write. */
  const written = async () =>
    (
      await app.db.pool.query(
        `SELECT (SELECT count(*)::int FROM bookings) AS bookings,
           (SELECT count(*)::int FROM departure_states) AS departures,
           (SELECT count(*)::int FROM agency_notices) AS notices`,
      )
    ).rows[0];

  const refusedWithNothingWritten = async (
    body: Record<string, unknown>,
    status: number,
    key: Parameters<typeof t>[1],
    params?: Record<string, number>,
  ) => {
    const before = await written();
    const mails = (await app.outbox()).length;
    for (const locale of ['en', 'fr'] as const) {
      const answer = await api.createBooking(bookingBody({ ...body, locale }));
      expect(answer.status, JSON.stringify(body)).toBe(status);
      const messages = [
        answer.body.message,
        ...(answer.body.data?.issues ?? []).map((i: { message: string }) => i.message),
      ];
      expect(messages).toContain(t(locale, key, params));
    }
    expect(await written()).toEqual(before);
    expect((await app.outbox()).length).toBe(mails);
  };

  it('refuses a departure of another package as unknown', async () => {
    await refusedWithNothingWritten({ departureId: 'douala-only' }, 422, 'validation.departure.unknown');
  });

  it('refuses an unknown departure and ids no catalogue holds', async () => {
    await refusedWithNothingWritten(
      { departureId: 'no-such-departure' },
      422,
      'validation.departure.unknown',
    );
    for (const forged of ["x' OR 1=1 --", 'a'.repeat(121), '../target', 'target\u0000']) {
      await refusedWithNothingWritten({ departureId: forged }, 400, 'validation.departure.unknown');
    }
    await refusedWithNothingWritten({ departureId: 42 }, 400, 'validation.departure.unknown');
    await refusedWithNothingWritten({ departureId: '' }, 400, 'validation.departure.required');
  });

  it('refuses a departure that has left', async () => {
    await refusedWithNothingWritten({ departureId: 'long-gone' }, 422, 'validation.departure.past');
  });

  it('refuses a departure the editors closed', async () => {
    await refusedWithNothingWritten({ departureId: 'editors-closed' }, 409, 'api.departure.closed');
  });

  it('asks for a departure when the trip has some, and refuses one for a trip sold on request', async () => {
    await refusedWithNothingWritten({ preferredDate: inDays(30) }, 422, 'validation.departure.required');
    await refusedWithNothingWritten(
      { packageSlug: ON_REQUEST, spots: 4, departureId: 'target' },
      422,
      'validation.departure.none',
    );
  });

  it('refuses negative, fractional, zero and huge group sizes against a departure', async () => {
    await refusedWithNothingWritten({ departureId: 'target', spots: -3 }, 400, 'validation.spots.min', {
      min: 1,
    });
    await refusedWithNothingWritten({ departureId: 'target', spots: 0 }, 400, 'validation.spots.min', {
      min: 1,
    });
    await refusedWithNothingWritten({ departureId: 'target', spots: 3.5 }, 400, 'validation.spots.invalid');
    await refusedWithNothingWritten({ departureId: 'target', spots: 1e9 }, 400, 'validation.spots.max', {
      max: 50,
    });
    // Within the schema's limit but above the departure's seats: only what is left can be booked.
    await refusedWithNothingWritten(
      { departureId: 'target', spots: 11 },
      409,
      'api.departure.fewSeatsOther',
      {
        count: 10,
      },
    );
    expect((await getDepartures(SCHEDULED)).body.data.departures).toContainEqual(
      expect.objectContaining({ id: 'target', seatsLeft: 10 }),
    );
  });

  it('refuses a forged price, total or seats count in the body, and charges the departure’s price', async () => {
    for (const forged of [
      { pricePerPerson: 1 },
      { total: 1 },
      { seatsLeft: 999 },
      { seats: 999 },
      { departure: { id: 'target', pricePerPerson: 1 } },
    ]) {
      await refusedWithNothingWritten({ departureId: 'target', ...forged }, 400, 'validation.field.unknown');
    }
    const created = await api.createBooking(bookingBody({ departureId: 'target', spots: 3 }));
    expect(created.status).toBe(201);
    expect(created.body.data.amounts).toMatchObject({ pricePerPerson: 120_000, total: 360_000 });
  });
});
