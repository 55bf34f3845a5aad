/**
 * Migration 021 over bookings already there: they stay sold on request (no departure, no hold) and
 * take no seat; the seats a departure's bookings take follow the one definition (paid for good, a
 * hold while it runs, nothing once cancelled); the agency's notices take the new kind and keep the
 * old ones. Then migration 022, step by step on the same database: the changes already recorded
 * stay what they were, a move lands its departure (its seats follow), and a booking has no
 * traveller named until one is.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 021 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '021');

  /** Applies the migrations up to `name` only, as on a database that has not had the next ones. */
  const migrateTo = async (name: string) => {
    await copyFile(join(MIGRATIONS_DIR, name), join(suite.dir, name));
    await migrateDatabase(suite.db.directUrl, suite.dir);
  };

  it('keeps old bookings on request and counts a departure’s seats by one definition', async () => {
    await suite.migrateEarlier();
    const old = await insertOldBooking(suite.db.pool);
    await suite.db.pool.query(
      `INSERT INTO agency_notices (key, kind, booking_id) VALUES ('booking/AAAA-BBBB-CC', 'booking', $1)`,
      [old],
    );
    await migrateTo('021_departure_seats.sql');
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

  // Runs on the database the test above left at 021 (its bookings on 'dep-1' included).
  it('022 keeps recorded changes, lands a move’s departure with its seats, and names no traveller', async () => {
    const pool = suite.db.pool;
    const staff = await pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    const staffId = staff.rows[0]?.id;
    const moved = await insertOldBooking(pool, 'AAAA-BBBB-M1');
    await pool.query(
      `UPDATE bookings SET departure_id = 'dep-a', seats_held_until = now() + interval '2 hours' WHERE id = $1`,
      [moved],
    );
    const change = (kind: string, departure: string | null, bookingId = moved) =>
      pool.query(
        `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, total, down_payment, previous,
           departure_id) VALUES ($1, $2, $3, 'Asked', 3, 3000, 900, '{}', $4)`,
        [bookingId, staffId, kind, departure],
      );
    const recorded = await pool.query<{ id: string }>(
      `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, total, down_payment, previous)
       VALUES ($1, $2, 'trip', 'Before 022', 3, 3000, 900, '{}') RETURNING id::text AS id`,
      [moved, staffId],
    );

    await migrateTo('022_departure_moves_and_travellers.sql');
    expect(
      (
        await pool.query('SELECT kind, departure_id FROM booking_changes WHERE id = $1', [
          recorded.rows[0]?.id,
        ])
      ).rows,
    ).toEqual([{ kind: 'trip', departure_id: null }]);
    expect((await pool.query('SELECT traveller_names FROM bookings WHERE id = $1', [moved])).rows).toEqual([
      { traveller_names: [] },
    ]);
    const taken = async (departure: string) =>
      (await pool.query('SELECT departure_seats_taken($1) AS n', [departure])).rows[0].n;
    expect([await taken('dep-a'), await taken('dep-b')]).toEqual([3, 0]);
    await change('departure', 'dep-b');
    expect((await pool.query('SELECT departure_id FROM bookings WHERE id = $1', [moved])).rows[0]).toEqual({
      departure_id: 'dep-b',
    });
    expect([await taken('dep-a'), await taken('dep-b')]).toEqual([0, 3]);

    // A move names its departure, nothing else does; a cancelled booking takes none; 50 names at most.
    await expect(change('departure', null)).rejects.toThrow(/booking_changes_departure_of_move/);
    await expect(change('trip', 'dep-a')).rejects.toThrow(/booking_changes_departure_of_move/);
    await pool.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [moved]);
    await expect(change('departure', 'dep-a')).rejects.toThrow(/cancelled booking takes no change/);
    await expect(
      pool.query('UPDATE bookings SET traveller_names = $2 WHERE id = $1', [moved, Array(51).fill('A B')]),
    ).rejects.toThrow(/traveller_names/);
  });
});
