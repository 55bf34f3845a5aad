/**
 * Migration 015 over payments already there: an offline payment recorded as the booking's operator
 * takes the channel staff noted beside it, one with no note reads 'unknown', and online payments keep
 * their operator.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../src/server/db/migrate.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe.each(migrationDatabaseKinds())('migration 015 on existing data (%s)', (kind) => {
  let db: TestDatabase;
  let before: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind, null);
    before = await mkdtemp(join(tmpdir(), 'migrations-'));
    for (const name of (await listMigrations()).filter((n) => n < '015')) {
      await copyFile(join(MIGRATIONS_DIR, name), join(before, name));
    }
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
    await rm(before, { recursive: true, force: true });
  });

  it('names old offline payments by their channel, or unknown, and keeps online operators', async () => {
    await migrateDatabase(db.url, before);
    const booking = await db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
         catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
         payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
       VALUES ('AAAA-BBBB-CC', 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
         '+237670000000', 'mtn', '670000000', 'single', 3000, 900, 30, 2)
       RETURNING id::text AS id`,
    );
    const staff = await db.pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    const attempt = async (reference: string, provider: string, channel: string | null) => {
      const { rows } = await db.pool.query<{ id: string }>(
        `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
         VALUES ($1, $2, 'deposit', 1000, 0, 'mtn', '', $3, 'successful') RETURNING id::text AS id`,
        [booking.rows[0]?.id, reference, provider],
      );
      if (channel) {
        await db.pool.query(
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

    await migrateDatabase(db.url);
    const { rows } = await db.pool.query(
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
