/**
 * Migration 018 over bookings already there: they read as made online, keep their money, and from
 * then on their total changes only through a recorded change (refused on a cancelled booking), the
 * money following from it as the database computes it.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../src/server/db/migrate.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe.each(databaseKinds())('migration 018 on existing data (%s)', (kind) => {
  let db: TestDatabase;
  let before: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind, null);
    before = await mkdtemp(join(tmpdir(), 'migrations-'));
    for (const name of (await listMigrations()).filter((n) => n < '018')) {
      await copyFile(join(MIGRATIONS_DIR, name), join(before, name));
    }
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
    await rm(before, { recursive: true, force: true });
  });

  it('keeps old bookings as they were; their total then follows recorded changes only', async () => {
    await migrateDatabase(db.url, before);
    const insert = (code: string) =>
      db.pool.query<{ id: string }>(
        `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days,
           destination, catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp,
           payment_method, payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
         VALUES ($1, 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
           '+237670000000', 'mtn', '670000000', 'single', 3000, 900, 30, 2)
         RETURNING id::text AS id`,
        [code],
      );
    const id = (await insert('AAAA-BBBB-CC')).rows[0]?.id;
    const cancelled = (await insert('AAAA-BBBB-DD')).rows[0]?.id;
    await db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         status) VALUES ($1, 'pay_1', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'successful')`,
      [id],
    );
    await db.pool.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [cancelled]);
    const staff = await db.pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    const staffId = staff.rows[0]?.id;

    await migrateDatabase(db.url);
    const money = () =>
      db.pool
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
    await expect(db.pool.query('UPDATE bookings SET total = 1 WHERE id = $1', [id])).rejects.toThrow(
      /recorded changes only/,
    );
    const change = (bookingId: string | undefined, total: number) =>
      db.pool.query(
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
