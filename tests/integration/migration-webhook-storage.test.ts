/**
 * 008 (what the webhook keeps) over the rows of the migrations before it: stored notifications find
 * their attempt (by provider id, else by our reference), and the day counts take upserts.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../src/server/db/migrate.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

const MIGRATION = '008_webhook_storage.sql';

describe.each(migrationDatabaseKinds())('migration 008 on existing notifications (%s)', (kind) => {
  let db: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await openTestDatabase(kind, null);
    dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('ties stored notifications to their attempt and counts the others per day', async () => {
    const before = (await listMigrations()).filter((name) => name < MIGRATION);
    for (const name of before) await copyFile(join(MIGRATIONS_DIR, name), join(dir, name));
    expect((await migrateDatabase(db.url, dir)).applied).toEqual(before);
    const { rows } = await db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
         catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
         payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
       VALUES ('AAAA-BBBB-CC', 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
         '+237670000000', 'mtn', '670000000', 'single', 3000, 900, 30, 2) RETURNING id::text AS id`,
    );
    await db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         provider_id, status)
       VALUES ($1, 'pay_bound', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'T1', 'successful'),
              ($1, 'pay_unbound', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', NULL, 'failed')`,
      [rows[0]?.id],
    );
    await db.pool.query(
      `INSERT INTO provider_notifications (provider, raw_body, provider_id, external_id)
       VALUES ('fapshi', '{}', 'T1', NULL), ('fapshi', '{}', 'T2', 'pay_unbound'),
              ('fapshi', '{}', 'T3', 'pay_nobody'), ('fapshi', 'not json', NULL, NULL)`,
    );

    await copyFile(join(MIGRATIONS_DIR, MIGRATION), join(dir, MIGRATION));
    expect((await migrateDatabase(db.url, dir)).applied).toEqual([MIGRATION]);
    const tied = await db.pool.query(
      `SELECT n.provider_id, a.reference FROM provider_notifications n
       LEFT JOIN payment_attempts a ON a.id = n.attempt_id ORDER BY n.id`,
    );
    expect(tied.rows).toEqual([
      { provider_id: 'T1', reference: 'pay_bound' },
      { provider_id: 'T2', reference: 'pay_unbound' },
      { provider_id: 'T3', reference: null },
      { provider_id: null, reference: null },
    ]);
    const upsert = `INSERT INTO provider_notifications_unstored (day, outcome, count)
      VALUES ('2030-01-01', 'unreadable', 1)
      ON CONFLICT (day, outcome) DO UPDATE SET count = provider_notifications_unstored.count + 1`;
    await db.pool.query(upsert);
    await db.pool.query(upsert);
    const counted = await db.pool.query(`SELECT count::int AS n FROM provider_notifications_unstored`);
    expect(counted.rows).toEqual([{ n: 2 }]);
    await expect(
      db.pool.query(
        `INSERT INTO provider_notifications_unstored (day, outcome) VALUES ('2030-01-01', 'other')`,
      ),
    ).rejects.toThrow();
  });
});
