/**
 * The embedded default database: PGlite (PostgreSQL in WebAssembly) served on a loopback port over the
 * wire protocol, so functions use the same `pg` driver and SQL as with a real server. One instance per
 * process (PGlite is single-user; the server runs one connection's request at a time).
 */
import { mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { serveOverWire } from './pglite-wire-server.ts';

export interface EmbeddedPostgresOptions {
  /** A folder (created if missing) or `memory://` for a throw-away database. */
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
}

export interface EmbeddedPostgres {
  /** `postgresql://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  stop(): Promise<void>;
}

let running: Promise<EmbeddedPostgres> | null = null;

export function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  if (running) throw new Error('An embedded PostgreSQL is already running in this process');
  running = open(options).catch((error: unknown) => {
    running = null;
    throw error;
  });
  return running;
}

async function open({
  dataDir,
  port,
  host = '127.0.0.1',
}: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  // PGlite makes its own folder but not the ones above it (a new DATA_DIR).
  if (!dataDir.includes('://')) await mkdir(dirname(resolve(dataDir)), { recursive: true });
  const db = await PGlite.create(dataDir);
  // Locally every function call runs in its own worker with its own small pool, so many connections
  // are open at once; PGlite runs one connection's request (or transaction) at a time.
  const server = await serveOverWire(db, port, host);
  const boundPort = server.port;
  let stopped = false;
  return {
    url: `postgresql://postgres@${host}:${boundPort}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await db.close();
      running = null;
    },
  };
}
