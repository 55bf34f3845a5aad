/**
 * A migration test meets data written before the migration: an empty database, a folder holding
 * only the migrations numbered below the one under test, and a booking as those left it.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

export interface MigrationSuite {
  db: TestDatabase;
  /** The folder of the earlier migrations; a test may copy the next one into it. */
  dir: string;
  /** Their file names, in order. */
  earlier: string[];
  /** Applies the earlier migrations only, as on a database that has not had the new one yet. */
  migrateEarlier(): ReturnType<typeof migrateDatabase>;
}

/**
 * Opens the database and fills the folder before the block's tests (migrations below `below`, a
 * number such as `'018'`), removes both after them; read the fields inside tests only.
 */
export function migrationSuite(kind: 'pglite' | 'postgres', below: string): MigrationSuite {
  const suite: MigrationSuite = {
    db: undefined as unknown as TestDatabase,
    dir: '',
    earlier: [],
    migrateEarlier: () => migrateDatabase(suite.db.directUrl, suite.dir),
  };
  beforeAll(async () => {
    suite.db = await openTestDatabase(kind, null);
    suite.dir = await mkdtemp(join(tmpdir(), 'migrations-'));
    suite.earlier = (await listMigrations()).filter((name) => name < below);
    for (const name of suite.earlier) await copyFile(join(MIGRATIONS_DIR, name), join(suite.dir, name));
  }, 180_000);
  afterAll(async () => {
    await suite.db?.stop();
    if (suite.dir) await rm(suite.dir, { recursive: true, force: true });
  });
  return suite;
}

/** A single-payment booking of 3 000 XAF with the columns every migration has kept: its id. */
export async function insertOldBooking(pool: pg.Pool, code = 'AAAA-BBBB-CC'): Promise<string> {
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days,
       destination, catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp,
       payment_method, payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
     VALUES ($1, 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
       '+237670000000', 'mtn', '670000000', 'single', 3000, 900, 30, 2)
     RETURNING id::text AS id`,
    [code],
  );
  return rows[0]?.id ?? '';
}
