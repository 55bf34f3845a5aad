/**
 * A migrated, empty database for one test file: the embedded PGlite server (`memory://`), or, when
 * `TEST_POSTGRES_URL` is set (CI's real PostgreSQL), a fresh schema on it dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { createPool } from '../../../src/server/db/pool.ts';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  url: string;
  pool: pg.Pool;
  stop(): Promise<void>;
}

export const databaseKinds = (): Array<'pglite' | 'postgres'> =>
  process.env.TEST_POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

/** `migrationsDir: null` leaves the database empty (to test the migrations themselves). */
export async function openTestDatabase(
  kind: 'pglite' | 'postgres',
  migrationsDir: string | null = MIGRATIONS_DIR,
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const server = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    if (migrationsDir) await migrateDatabase(server.url, migrationsDir);
    const pool = createPool(server.url);
    return {
      kind,
      url: server.url,
      pool,
      async stop() {
        await pool.end();
        await server.stop();
      },
    };
  }
  const base = process.env.TEST_POSTGRES_URL ?? '';
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  if (migrationsDir) await migrateDatabase(url.toString(), migrationsDir);
  const pool = createPool(url.toString());
  return {
    kind,
    url: url.toString(),
    pool,
    async stop() {
      await pool.end();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    },
  };
}
