/**
 * `npm start`'s sample bookings (scripts/lib/sample-bookings.ts): on an empty database, paid
 * bookings leave the sample trip's smallest departure one seat short of full, counted by the
 * database's one definition; a database holding a booking is never touched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_DEPARTURES_PACKAGE,
  sampleGroups,
  seedSampleBookings,
} from '../../scripts/lib/sample-bookings.ts';
import { DEPARTURES_PACKAGE } from '../e2e/booking/booking-helpers.ts';
import { openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { departureCatalogue, inDays } from './helpers/departures.ts';

describe('sample bookings of npm start', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase('pglite');
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('splits a departure into groups of 3 or more leaving one seat', () => {
    expect(sampleGroups(8)).toEqual([3, 4]);
    expect(sampleGroups(6)).toEqual([5]);
    expect(sampleGroups(12)).toEqual([3, 3, 5]);
    expect(sampleGroups(3)).toEqual([]);
  });

  it('fills the sample trip’s smallest departure to one seat, paid, once', async () => {
    expect(SAMPLE_DEPARTURES_PACKAGE).toBe(DEPARTURES_PACKAGE);
    const { catalogue, add } = await departureCatalogue();
    const pkg = catalogue.packages[0];
    if (!pkg) throw new Error('no package');
    pkg.slug = SAMPLE_DEPARTURES_PACKAGE;
    add({ id: 'big', date: inDays(20), seats: 14 }, SAMPLE_DEPARTURES_PACKAGE);
    add({ id: 'closed-small', date: inDays(25), seats: 4, status: 'closed' }, SAMPLE_DEPARTURES_PACKAGE);
    add({ id: 'small', date: inDays(40), seats: 8 }, SAMPLE_DEPARTURES_PACKAGE);

    expect(await seedSampleBookings(db.pool, catalogue)).toContain('7 of 8 seats');
    const taken = await db.pool.query('SELECT departure_seats_taken($1) AS n', ['small']);
    expect(taken.rows[0].n).toBe(7);
    const rows = await db.pool.query(
      `SELECT status, seats_kept_at IS NOT NULL AS kept, confirmation_sent_at IS NOT NULL AS mailed
       FROM bookings`,
    );
    expect(rows.rows).toEqual([
      { status: 'payment_completed', kept: true, mailed: true },
      { status: 'payment_completed', kept: true, mailed: true },
    ]);
    // A database with bookings is left alone.
    expect(await seedSampleBookings(db.pool, catalogue)).toBeNull();
    expect((await db.pool.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n).toBe(2);
  });
});
