/**
 * The ordered migrations on a database that already holds data: 002 (late-success re-checks and
 * e-mail flags) applies on top of 001 with its rows, backfills them, and runs only once.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../src/server/db/migrate.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe.each(migrationDatabaseKinds())('migrations on existing data (%s)', (kind) => {
  let db: TestDatabase;
  let onlyFirst: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind, null);
    onlyFirst = await mkdtemp(join(tmpdir(), 'migrations-'));
    await copyFile(join(MIGRATIONS_DIR, '001_init.sql'), join(onlyFirst, '001_init.sql'));
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
    await rm(onlyFirst, { recursive: true, force: true });
  });

  it('applies 002 over 001 and its rows, once', async () => {
    expect(await migrateDatabase(db.directUrl, onlyFirst)).toEqual({
      applied: ['001_init.sql'],
      skipped: [],
    });
    const { rows } = await db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
         catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
         payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
       VALUES ('AAAA-BBBB-CC', 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
         '+237670000000', 'mtn', '670000000', 'single', 3000, 900, 30, 2) RETURNING id::text AS id`,
    );
    const bookingId = rows[0]?.id;
    await db.pool.query(
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
    expect(await migrateDatabase(db.directUrl)).toEqual({ applied: all.slice(1), skipped: ['001_init.sql'] });
    const attempts = await db.pool.query(
      `SELECT reference, closed_at, receipt_sent_at FROM payment_attempts ORDER BY reference`,
    );
    expect(attempts.rows).toEqual([
      { reference: 'pay_old_expired', closed_at: new Date('2030-01-01T00:00:00Z'), receipt_sent_at: null },
      // Rows from before e-mail existed count as mailed: the sweep must not mail past customers.
      { reference: 'pay_old_success', closed_at: null, receipt_sent_at: new Date('2030-01-02T00:00:00Z') },
    ]);
    const booking = await db.pool.query(
      'SELECT confirmation_sent_at = created_at AS backfilled FROM bookings',
    );
    expect(booking.rows).toEqual([{ backfilled: true }]);
    expect(await migrateDatabase(db.directUrl)).toEqual({ applied: [], skipped: all });
  });
});
