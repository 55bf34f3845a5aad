/**
 * Migration 021 over bookings already there: they stay sold on request (no departure, no hold) and
 * take no seat; the seats a departure's bookings take follow the one definition (paid for good, a
 * hold while it runs, nothing once cancelled); the agency's notices take the new kind and keep the
 * old ones.
 */
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from './helpers/database.ts';
import { insertOldBooking, migrationSuite } from './helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 021 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '021');

  it('keeps old bookings on request and counts a departure’s seats by one definition', async () => {
    await suite.migrateEarlier();
    const old = await insertOldBooking(suite.db.pool);
    await suite.db.pool.query(
      `INSERT INTO agency_notices (key, kind, booking_id) VALUES ('booking/AAAA-BBBB-CC', 'booking', $1)`,
      [old],
    );
    await migrateDatabase(suite.db.directUrl);
    const pool = suite.db.pool;

    expect(
      (await pool.query('SELECT departure_id, seats_held_until FROM bookings WHERE id = $1', [old])).rows,
    ).toEqual([{ departure_id: null, seats_held_until: null }]);
    expect((await pool.query('SELECT count(*)::int AS n FROM departure_seat_holders')).rows[0].n).toBe(0);

    // Three bookings of 3 on one departure: held, held but run out, paid with its hold run out.
    const onDeparture = async (code: string, hold: string) => {
      const id = await insertOldBooking(pool, code);
      await pool.query(
        `UPDATE bookings SET departure_id = 'dep-1', seats_held_until = now() + $2::interval WHERE id = $1`,
        [id, hold],
      );
      return id;
    };
    const held = await onDeparture('AAAA-BBBB-D1', '2 hours');
    await onDeparture('AAAA-BBBB-D2', '-1 second');
    const paid = await onDeparture('AAAA-BBBB-D3', '-1 second');
    await pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
       VALUES ($1, 'pay_d3', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'successful')`,
      [paid],
    );
    const taken = async () => (await pool.query("SELECT departure_seats_taken('dep-1') AS n")).rows[0].n;
    expect(await taken()).toBe(6);
    await pool.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [held]);
    expect(await taken()).toBe(3);
    expect((await pool.query("SELECT departure_seats_taken('no-such') AS n")).rows[0].n).toBe(0);

    // Seat columns need a departure; a stop of sales names who stopped it.
    await expect(
      pool.query('UPDATE bookings SET seats_held_until = now() WHERE id = $1', [old]),
    ).rejects.toThrow(/bookings_seats_need_departure/);
    await expect(
      pool.query(
        `INSERT INTO departure_states (departure_id, package_slug, sales_stopped_at) VALUES ('dep-2', 'p', now())`,
      ),
    ).rejects.toThrow(/departure_states_stop_by/);

    await pool.query(
      `INSERT INTO agency_notices (key, kind, booking_id) VALUES ('overbooked/AAAA-BBBB-D3', 'overbooked', $1)`,
      [paid],
    );
    expect(
      (await pool.query('SELECT kind FROM agency_notices ORDER BY key')).rows.map((r) => r.kind),
    ).toEqual(['booking', 'overbooked']);
  });
});
