/**
 * The SQL that groups bookings by the agency's day reads the offset of `agency-calendar.ts`, and
 * agrees with the time zone's own day on either side of the agency's midnight: a change to one
 * that the other does not follow fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { CREATED_DAY_SQL } from '../../src/server/repositories/balance-due-sql.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe.each(databaseKinds())("the agency's day in SQL (%s)", (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  it.each([
    '2026-11-30T22:59:59.999Z',
    '2026-11-30T23:00:00.000Z',
    '2026-12-31T23:00:00.000Z',
    '2027-06-15T12:00:00.000Z',
  ])('a booking made at %s', async (instant) => {
    const { rows } = await db.pool.query<{ day: string }>(
      `SELECT ${CREATED_DAY_SQL}::text AS day FROM (SELECT $1::timestamptz AS created_at) AS b`,
      [instant],
    );
    expect(rows[0]?.day).toBe(agencyToday(new Date(instant)));
  });
});
