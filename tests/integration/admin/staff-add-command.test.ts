/**
 * `npm run staff:add` writes to the database of `npm start` with no setting: the running one (the
 * one its data folder's record names, whatever `DB_PORT` the command's shell has, else the one on
 * `DB_PORT`), else its data folder; it says which database it wrote to, and refuses, naming what to
 * change, rather than write where the running site never reads.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../../scripts/lib/embedded-postgres.ts';
import { recordRunningPlatform } from '../../../scripts/lib/running-platform.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';

const run = promisify(execFile);
const folders: string[] = [];

async function staffAdd(env: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return run(process.execPath, ['scripts/staff-add.ts', ...args], { env: { ...inherited, ...env } });
}

/** A data folder whose `npm start` is running (this process stands in for it) on `databaseUrl`. */
async function runningDataFolder(databaseUrl: string | null): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'staff-add-running-'));
  folders.push(dataDir);
  await recordRunningPlatform(dataDir, {
    pid: process.pid,
    siteUrl: 'http://localhost:5321',
    databaseUrl,
    outboxDir: join(dataDir, 'outbox'),
    cataloguePath: 'generated/catalogue.json',
    whatsappEnv: {},
  });
  return dataDir;
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

  it('with DB_PORT moved for npm start only, writes to the running npm start, and says so', async () => {
    const database = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    try {
      await migrateDatabase(database.url);
      const dataDir = await runningDataFolder(database.url);
      // The command's shell does not have npm start's DB_PORT: nothing listens on its own.
      const { stdout } = await staffAdd({ DATA_DIR: dataDir, DB_PORT: '1' }, 'cy@agency.cm', 'Cy', 'owner');
      const port = new URL(database.url).port;
      expect(stdout).toContain(
        `Written to the database of the running npm start at http://localhost:5321 (127.0.0.1:${port}, data in ${join(dataDir, 'pg')}).`,
      );
      expect(await staffIn(database.url)).toEqual([{ email: 'cy@agency.cm', role: 'owner' }]);
      // Its folder was never opened beside it.
      expect(existsSync(join(dataDir, 'pg'))).toBe(false);
    } finally {
      await database.stop();
    }
  }, 120_000);

  it('refuses, naming what to change, when the running npm start’s database cannot be reached', async () => {
    const elsewhere = await runningDataFolder(null);
    const named = staffAdd({ DATA_DIR: elsewhere, DB_PORT: '1' }, 'dee@agency.cm', 'Dee', 'agent');
    await expect(named).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('set DATABASE_URL to the same here'),
    });
    const silent = await runningDataFolder('postgresql://postgres@127.0.0.1:1/postgres');
    const down = staffAdd({ DATA_DIR: silent, DB_PORT: '1' }, 'dee@agency.cm', 'Dee', 'agent');
    await expect(down).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('does not answer on 127.0.0.1:1'),
    });
    for (const folder of [elsewhere, silent]) expect(existsSync(join(folder, 'pg'))).toBe(false);
  }, 120_000);
});
