/**
 * A migrated, empty database for one test file: the embedded PGlite server (`memory://`), or, when
 * `TEST_POSTGRES_URL` is set (CI's real PostgreSQL), a fresh database on it dropped at the end. With
 * `TEST_POSTGRES_POOLED_URL` too (CI's PgBouncer, transaction pooling), the functions reach that
 * database through the pooler, as deployed ones do; it is created and migrated over the direct URL.
 * A database rather than a schema: `search_path` is a session setting, which a pooler does not keep.
 * On PostgreSQL the functions connect as their own role, granted exactly what `npm run db:grants`
 * prints (`src/server/db/grants.ts`), as deployed: a statement the list does not allow fails the
 * test. The tests' own set-up and checks go through `pool`, as the owner, like the agency's commands.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-postgres.ts';
import { functionsRoleUrl } from '../../../scripts/lib/functions-role.ts';
import type { GrantsTarget } from '../../../src/server/db/grants.ts';
import { listMigrations, MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { createPool } from '../../../src/server/db/pool.ts';

export interface TestDatabase {
  kind: 'pglite' | 'postgres';
  /** What the functions connect to: through the pooler when there is one, as their role. */
  url: string;
  /** Straight to the database: migrations (they hold a session lock) and administration. */
  directUrl: string;
  /** The tests' set-up and checks: as the owner (through the pooler when there is one). */
  pool: pg.Pool;
  /** The functions' connections (`url`): the owner's on PGlite, which has one user. */
  functionsPool: pg.Pool;
  stop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** The grants the functions' role gets (PostgreSQL); the generated ones by default. */
  grants?: (target: GrantsTarget) => string;
}

/**
 * Where the functions' tests run: the platform's database, PostgreSQL through the pooler, when CI
 * provides one; PGlite otherwise (a machine without PostgreSQL). PGlite serves the whole site in
 * `npm start` (and the browser tests on a machine without PostgreSQL), so running every function
 * test on it too, in CI, proved nothing the PostgreSQL run did not, for a third of the unit stage.
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
  options: TestDatabaseOptions = {},
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
      functionsPool: pool,
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
  const template = migrationsDir === MIGRATIONS_DIR ? await migratedTemplate(admin, base) : null;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const directUrl = withDatabase(base, name);
  const pooled = process.env.TEST_POSTGRES_POOLED_URL;
  const ownerUrl = pooled ? withDatabase(pooled, name) : directUrl;
  if (migrationsDir && !template) await migrateDatabase(directUrl, migrationsDir);
  // An empty database (the migration tests) has nothing to grant: the owner stays.
  const url = migrationsDir
    ? await functionsRoleUrl(directUrl, ownerUrl, options.grants).catch(async (error) => {
        await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin.end();
        throw error;
      })
    : ownerUrl;
  const pool = createPool(ownerUrl);
  const functionsPool = url === ownerUrl ? pool : createPool(url);
  return {
    kind,
    url,
    directUrl,
    pool,
    functionsPool,
    async stop() {
      if (functionsPool !== pool) await functionsPool.end();
      await pool.end();
      // FORCE: the pooler may still hold server connections to it.
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A database with every migration applied, copied by each test file (`CREATE DATABASE ... TEMPLATE`)
 * instead of migrating its own: once per set of migrations on this server, named by their contents,
 * so a changed or added migration makes a new one. Built under another name and renamed when
 * complete, under a lock, so two test workers never copy a half-migrated one. What the migrations do
 * step by step is tested apart (`migration*.test.ts` migrate empty databases themselves).
 */
async function migratedTemplate(admin: pg.Client, base: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listMigrations()) {
    hash.update(file).update(await readFile(join(MIGRATIONS_DIR, file)));
  }
  const template = `test_template_${hash.digest('hex').slice(0, 16)}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      await migrateDatabase(withDatabase(base, building));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
  return template;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
