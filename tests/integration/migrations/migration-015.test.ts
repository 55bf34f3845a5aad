/**
 * Migration 015 over payments already there: an offline payment recorded as the booking's operator
 * takes the channel staff noted beside it, one with no note reads 'unknown', and online payments keep
 * their operator.
 */
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 015 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '015');

  it('names old offline payments by their channel, or unknown, and keeps online operators', async () => {
    await suite.migrateEarlier();
    const booking = await insertOldBooking(suite.db.pool);
    const staff = await suite.db.pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    const attempt = async (reference: string, provider: string, channel: string | null) => {
      const { rows } = await suite.db.pool.query<{ id: string }>(
        `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
         VALUES ($1, $2, 'deposit', 1000, 0, 'mtn', '', $3, 'successful') RETURNING id::text AS id`,
        [booking, reference, provider],
      );
      if (channel) {
        await suite.db.pool.query(
          `INSERT INTO offline_payments (attempt_id, channel, received_on, note, staff_id)
           VALUES ($1, $2, '2026-11-01', 'n', $3)`,
          [rows[0]?.id, channel, staff.rows[0]?.id],
        );
      }
    };
    await attempt('off_cash', 'offline', 'cash');
    await attempt('off_direct', 'offline', 'mobile_money');
    await attempt('off_unnoted', 'offline', null);
    await attempt('pay_online', 'fapshi', null);

    await migrateDatabase(suite.db.url);
    const { rows } = await suite.db.pool.query(
      `SELECT a.reference, a.method, o.operator, o.payer_reference
       FROM payment_attempts a LEFT JOIN offline_payments o ON o.attempt_id = a.id ORDER BY a.id`,
    );
    expect(rows).toEqual([
      { reference: 'off_cash', method: 'cash', operator: null, payer_reference: null },
      // The booking's operator was never the direct payment's: not carried over as a guess.
      { reference: 'off_direct', method: 'mobile_money', operator: null, payer_reference: null },
      { reference: 'off_unnoted', method: 'unknown', operator: null, payer_reference: null },
      { reference: 'pay_online', method: 'mtn', operator: null, payer_reference: null },
    ]);
  });
});
