/**
 * The database an agency command works on: `DATABASE_URL` (the one `npm start` prints, or
 * production's); for the staff commands, `npm start`'s own when it is not set.
 */
import { createConnection } from 'node:net';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { createPool } from '../../src/server/db/pool.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { platformSettingsFromEnv, START_DEFAULTS } from './platform-settings.ts';
import { findRunningPlatform, type RunningPlatform } from './running-platform.ts';

export function adminPool(holding: string): pg.Pool {
  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.error(`Set DATABASE_URL to the database holding ${holding} (npm start prints it).`);
    process.exit(1);
  }
  return createPool(url, 1);
}

export interface AgencyDatabase {
  pool: pg.Pool;
  /** Its connection string, for a command that builds the functions' services on it. */
  url: string;
  /** Which database this is, for the command to say where it wrote. */
  where: string;
  close(): Promise<void>;
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A database the command must not guess: the message names what to change. */
export class AgencyDatabaseRefused extends Error {}

/**
 * The database `npm start` uses, with the same settings and defaults: `DATABASE_URL` when set;
 * else the one the running `npm start` of the data folder says it owns (whatever `DB_PORT` this
 * shell has: `running-platform.ts`); else an embedded database answering on `DB_PORT`; else
 * `<DATA_DIR>/pg` opened (migrated, as `npm start` would) when nothing runs. PGlite has one owner
 * at a time: opening the folder of a running `npm start` would write where it never reads.
 */
export async function agencyDatabase(env: NodeJS.ProcessEnv = process.env): Promise<AgencyDatabase> {
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    const pool = createPool(url, 1);
    return { pool, url, where: `DATABASE_URL (${new URL(url).host})`, close: () => pool.end() };
  }
  const settings = platformSettingsFromEnv(env, START_DEFAULTS, projectRoot);
  const folder = join(settings.dataDir, 'pg');
  const running = await findRunningPlatform(settings.dataDir);
  if (running) return runningDatabase(running, shownFolder(folder));
  if (await listening(settings.dbPort)) {
    const local = `postgresql://postgres@127.0.0.1:${settings.dbPort}/postgres`;
    const pool = createPool(local, 1);
    return {
      pool,
      url: local,
      where: `the database of the running npm start (127.0.0.1:${settings.dbPort})`,
      close: () => pool.end(),
    };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: folder, port: 0 });
  await migrateDatabase(embedded.url);
  const pool = createPool(embedded.url, 1);
  return {
    pool,
    url: embedded.url,
    where: `the database of npm start, data in ${shownFolder(folder)}`,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

async function runningDatabase(running: RunningPlatform, folder: string): Promise<AgencyDatabase> {
  if (!running.databaseUrl) {
    throw new AgencyDatabaseRefused(
      `npm start (${running.siteUrl}) runs on the database its DATABASE_URL names: set DATABASE_URL to the same here.`,
    );
  }
  const { hostname, port } = new URL(running.databaseUrl);
  if (!(await listening(Number(port), hostname))) {
    throw new AgencyDatabaseRefused(
      `npm start (${running.siteUrl}) holds ${folder} but its database does not answer on ${hostname}:${port}: wait until it prints "Running", or stop it.`,
    );
  }
  const pool = createPool(running.databaseUrl, 1);
  return {
    pool,
    url: running.databaseUrl,
    where: `the database of the running npm start at ${running.siteUrl} (${hostname}:${port}, data in ${folder})`,
    close: () => pool.end(),
  };
}

/** For a command: the database, or its one line naming what to change, and exit 1. */
export async function openAgencyDatabaseOrExit(): Promise<AgencyDatabase> {
  try {
    return await agencyDatabase();
  } catch (error) {
    if (!(error instanceof AgencyDatabaseRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function shownFolder(folder: string): string {
  const shown = relative(process.cwd(), folder) || folder;
  return shown.startsWith('..') ? folder : shown;
}

function listening(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(1_000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}
