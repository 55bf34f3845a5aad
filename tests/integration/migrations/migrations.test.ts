/**
 * The ordered migrations on a database that already holds data: 002 (late-success re-checks and
 * e-mail flags) applies on top of 001 with its rows, backfills them, and runs only once.
 */
import { describe, expect, it } from 'vitest';
import { listMigrations, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migrations on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '002');

  it('applies 002 over 001 and its rows, once', async () => {
    expect(await suite.migrateEarlier()).toEqual({
      applied: ['001_init.sql'],
      skipped: [],
    });
    const bookingId = await insertOldBooking(suite.db.pool);
    await suite.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status,
         updated_at)
       VALUES ($1, 'pay_old_expired', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'expired',
               '2030-01-01T00:00:00Z'),
              ($1, 'pay_old_success', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'successful',
               '2030-01-02T00:00:00Z')`,
      [bookingId],
    );

    const all = await listMigrations();
    expect(all.slice(0, 2)).toEqual(['001_init.sql', '002_late_success_and_mail.sql']);
    expect(await migrateDatabase(suite.db.directUrl)).toEqual({
      applied: all.slice(1),
      skipped: ['001_init.sql'],
    });
    const attempts = await suite.db.pool.query(
      `SELECT reference, closed_at, receipt_sent_at FROM payment_attempts ORDER BY reference`,
    );
    expect(attempts.rows).toEqual([
      { reference: 'pay_old_expired', closed_at: new Date('2030-01-01T00:00:00Z'), receipt_sent_at: null },
      // Rows from before e-mail existed count as mailed: the sweep must not mail past customers.
      { reference: 'pay_old_success', closed_at: null, receipt_sent_at: new Date('2030-01-02T00:00:00Z') },
    ]);
    const booking = await suite.db.pool.query(
      'SELECT confirmation_sent_at = created_at AS backfilled FROM bookings',
    );
    expect(booking.rows).toEqual([{ backfilled: true }]);
    expect(await migrateDatabase(suite.db.directUrl)).toEqual({ applied: [], skipped: all });
  });
});
