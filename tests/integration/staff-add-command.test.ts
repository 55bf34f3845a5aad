/**
 * `npm run staff:add` writes to the database of `npm start` with no setting: the running one on its
 * port, else its data folder; and it says which database it wrote to.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';

const run = promisify(execFile);
const folders: string[] = [];

async function staffAdd(env: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return run(process.execPath, ['scripts/staff-add.ts', ...args], { env: { ...inherited, ...env } });
}

async function staffIn(url: string): Promise<Array<{ email: string; role: string }>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT email, role FROM staff ORDER BY email')).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('npm run staff:add', () => {
  it('without DATABASE_URL, writes to the data folder of npm start when it is not running', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'staff-add-'));
    folders.push(dataDir);
    // A port nothing listens on: npm start is not running.
    const { stdout } = await staffAdd({ DATA_DIR: dataDir, DB_PORT: '1' }, 'awa@agency.cm', 'Awa', 'owner');
    expect(stdout).toContain('Awa <awa@agency.cm> is an owner');
    expect(stdout).toContain(`Written to the database of npm start, data in ${join(dataDir, 'pg')}.`);
    const database = await startEmbeddedPostgres({ dataDir: join(dataDir, 'pg'), port: 0 });
    try {
      expect(await staffIn(database.url)).toEqual([{ email: 'awa@agency.cm', role: 'owner' }]);
    } finally {
      await database.stop();
    }
  }, 120_000);

  it('without DATABASE_URL, writes to the running npm start through its port', async () => {
    const database = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    try {
      await migrateDatabase(database.url);
      const port = new URL(database.url).port;
      const { stdout } = await staffAdd({ DB_PORT: port }, 'ben@agency.cm', 'Ben', 'agent');
      expect(stdout).toContain(`Written to the database of the running npm start (127.0.0.1:${port}).`);
      expect(await staffIn(database.url)).toEqual([{ email: 'ben@agency.cm', role: 'agent' }]);
    } finally {
      await database.stop();
    }
  }, 120_000);
});
