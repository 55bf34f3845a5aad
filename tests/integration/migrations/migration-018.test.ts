/**
 * Migration 018 over bookings already there: they read as made online, keep their money, and from
 * then on their total changes only through a recorded change (refused on a cancelled booking), the
 * money following from it as the database computes it.
 */
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { databaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(databaseKinds())('migration 018 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '018');

  it('keeps old bookings as they were; their total then follows recorded changes only', async () => {
    await suite.migrateEarlier();
    const id = await insertOldBooking(suite.db.pool);
    const cancelled = await insertOldBooking(suite.db.pool, 'AAAA-BBBB-DD');
    await suite.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         status) VALUES ($1, 'pay_1', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'successful')`,
      [id],
    );
    await suite.db.pool.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [cancelled]);
    const staff = await suite.db.pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    const staffId = staff.rows[0]?.id;

    await migrateDatabase(suite.db.url);
    const money = () =>
      suite.db.pool
        .query(
          `SELECT total, down_payment, amount_paid, left_to_pay, owed_back, status, created_by_staff_id
           FROM bookings WHERE id = $1`,
          [id],
        )
        .then((r) => r.rows[0]);
    expect(await money()).toMatchObject({
      total: 3000,
      amount_paid: 3000,
      status: 'payment_completed',
      created_by_staff_id: null,
    });
    await expect(suite.db.pool.query('UPDATE bookings SET total = 1 WHERE id = $1', [id])).rejects.toThrow(
      /recorded changes only/,
    );
    const change = (bookingId: string | undefined, total: number) =>
      suite.db.pool.query(
        `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, total, down_payment, previous)
         VALUES ($1, $2, 'price', 'Agreed', 3, $3, 0, '{}')`,
        [bookingId, staffId, total],
      );
    await change(id, 5000);
    expect(await money()).toMatchObject({ total: 5000, left_to_pay: 2000, status: 'partial_payment' });
    await change(id, 2500);
    expect(await money()).toMatchObject({ total: 2500, left_to_pay: 0, owed_back: 500 });
    await expect(change(cancelled, 100)).rejects.toThrow(/cancelled booking takes no change/);
    await expect(change(id, -5)).rejects.toThrow();
  });
});
