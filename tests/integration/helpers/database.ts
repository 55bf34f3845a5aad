/**
 * A migrated, empty database for one test file: the embedded PGlite server (`memory://`), or, when
 * `TEST_POSTGRES_URL` is set (CI's real PostgreSQL), a fresh database on it dropped at the end. With
 * `TEST_POSTGRES_POOLED_URL` too (CI's PgBouncer, transaction pooling), the functions reach that
 * database through the pooler, as deployed ones do; it is created and migrated over the direct URL.
 * A database rather than a schema: `search_path` is a session setting, which a pooler does not keep.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres.ts';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { createPool } from '../../../src/server/db/pool.ts';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** What the functions connect to: through the pooler when there is one. */
  url: string;
  /** Straight to the database: migrations (they hold a session lock) and administration. */
  directUrl: string;
  pool: pg.Pool;
  stop(): Promise<void>;
}

/**
 * Where the functions' tests run: the platform's database, PostgreSQL through the pooler, when CI
 * provides one; PGlite otherwise (a machine without PostgreSQL). PGlite serves the whole site in
 * the browser tests and `npm start`, so running every function test on it too, in CI, proved
 * nothing the PostgreSQL run and the browser suite did not, for about a third of the unit stage.
 */
export const databaseKinds = (): Array<'pglite' | 'postgres'> =>
  process.env.TEST_POSTGRES_URL ? ['postgres'] : ['pglite'];

/**
 * Migrations, and what they define (triggers, generated columns, grants), must hold on both: PGlite
 * locally and in the browser tests, PostgreSQL deployed.
 */
export const migrationDatabaseKinds = (): Array<'pglite' | 'postgres'> =>
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
      directUrl: server.url,
      pool,
      async stop() {
        await pool.end();
        await server.stop();
      },
    };
  }
  const base = process.env.TEST_POSTGRES_URL ?? '';
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const directUrl = withDatabase(base, name);
  const pooled = process.env.TEST_POSTGRES_POOLED_URL;
  const url = pooled ? withDatabase(pooled, name) : directUrl;
  if (migrationsDir) await migrateDatabase(directUrl, migrationsDir);
  const pool = createPool(url);
  return {
    kind,
    url,
    directUrl,
    pool,
    async stop() {
      await pool.end();
      // FORCE: the pooler may still hold server connections to it.
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
