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
  /** Which database this is, for the command to say where it wrote. */
  where: string;
  close(): Promise<void>;
}

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The database `npm start` uses, with the same settings and defaults: `DATABASE_URL` when set;
 * else its embedded database, reached on `DB_PORT` while `npm start` runs (PGlite has one owner
 * at a time) or opened from `<DATA_DIR>/pg` (migrated, as `npm start` would) when it does not.
 */
export async function agencyDatabase(env: NodeJS.ProcessEnv = process.env): Promise<AgencyDatabase> {
  const url = env['DATABASE_URL']?.trim();
  if (url) {
    const pool = createPool(url, 1);
    return { pool, where: `DATABASE_URL (${new URL(url).host})`, close: () => pool.end() };
  }
  const settings = platformSettingsFromEnv(env, START_DEFAULTS, projectRoot);
  if (await listening(settings.dbPort)) {
    const pool = createPool(`postgresql://postgres@127.0.0.1:${settings.dbPort}/postgres`, 1);
    return {
      pool,
      where: `the database of the running npm start (127.0.0.1:${settings.dbPort})`,
      close: () => pool.end(),
    };
  }
  const folder = join(settings.dataDir, 'pg');
  const embedded = await startEmbeddedPostgres({ dataDir: folder, port: 0 });
  await migrateDatabase(embedded.url);
  const pool = createPool(embedded.url, 1);
  const shown = relative(process.cwd(), folder) || folder;
  return {
    pool,
    where: `the database of npm start, data in ${shown.startsWith('..') ? folder : shown}`,
    async close() {
      await pool.end();
      await embedded.stop();
    },
  };
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: '127.0.0.1', port });
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
