/**
 * Applies the ordered SQL files of `db/migrations/` (`001_init.sql`, `002_...`) once each, recording
 * them in `schema_migrations`. Idempotent; an advisory lock keeps two processes from racing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../db/migrations/', import.meta.url));
const LOCK_ID = 7_237_001;

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /^\d+_[\w-]+\.sql$/.test(name)).sort();
}

/** Runs the pending migrations on an open client (one transaction per file). */
export async function migrateClient(client: pg.ClientBase, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const result: MigrationResult = { applied: [], skipped: [] };
  await client.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const name of await listMigrations(dir)) {
      if (done.has(name)) {
        result.skipped.push(name);
        continue;
      }
      const sql = await readFile(`${dir}${dir.endsWith('/') ? '' : '/'}${name}`, 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${(error as Error).message}`, { cause: error });
      }
      result.applied.push(name);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
  return result;
}

export async function migrateDatabase(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await migrateClient(client, dir);
  } finally {
    await client.end();
  }
}
