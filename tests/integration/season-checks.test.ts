/**
 * The checks `npm run bench:season` runs after its burst must be able to fail: a departure holding
 * more seats than it has, or one the season never offered, is reported; a departure within its
 * seats, a cancelled booking and one whose hold lapsed are not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonProblems } from '../../scripts/lib/season-checks.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { insertOldBooking } from './helpers/migrations.ts';

describe.each(databaseKinds())('season checks (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  /** A booking of `spots` on `departure`, unpaid, its seats held until `held` (SQL). */
  const book = async (
    code: string,
    departure: string,
    spots: number,
    { held = "now() + interval '1 hour'", cancelled = false } = {},
  ) => {
    const id = await insertOldBooking(db.pool, code);
    await db.pool.query(
      `UPDATE bookings SET departure_id = $2, spots = $3, seats_held_until = ${held}
         ${cancelled ? ', cancelled_at = now()' : ''} WHERE id = $1`,
      [id, departure, spots],
    );
  };

  it('reports an oversold departure and one never offered, and nothing else', async () => {
    const facts = () => ({
      codes: [],
      payments: [],
      capacities: new Map([
        ['full', 6],
        ['over', 6],
      ]),
    });
    expect(await seasonProblems(db.directUrl, facts())).toEqual([]);

    await book('FULL-AAAA-01', 'full', 3);
    await book('FULL-AAAA-02', 'full', 3);
    // Neither a cancelled booking nor a lapsed hold takes a seat.
    await book('FULL-AAAA-03', 'full', 3, { cancelled: true });
    await book('FULL-AAAA-04', 'full', 3, { held: "now() - interval '1 minute'" });
    expect(await seasonProblems(db.directUrl, facts())).toEqual([]);

    await book('OVER-AAAA-01', 'over', 4);
    await book('OVER-AAAA-02', 'over', 3);
    await book('GONE-AAAA-01', 'elsewhere', 3);
    expect((await seasonProblems(db.directUrl, facts())).sort()).toEqual([
      'departure elsewhere holds 3 seats but was not offered',
      'departure over oversold: 7 seats taken of 6',
    ]);
  });
});
