/**
 * The embedded default database: PGlite (PostgreSQL in WebAssembly) served on a loopback port over the
 * wire protocol, so functions use the same `pg` driver and SQL as with a real server. One instance per
 * process (PGlite is single-user; the socket server queues the connections' queries).
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

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
  const db = await PGlite.create(dataDir);
  // Locally every function call runs in its own worker with its own small pool, so many connections
  // are open at once; PGlite still runs one query at a time and queues the rest. Past the limit the
  // socket server hangs up on new clients, which callers see as "Connection terminated unexpectedly".
  const server = new PGLiteSocketServer({ db, port, host, maxConnections: 200 });
  await server.start();
  const address = server.getServerConn();
  const boundPort = Number(address.slice(address.lastIndexOf(':') + 1));
  let stopped = false;
  return {
    url: `postgresql://postgres@${host}:${boundPort}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
      running = null;
    },
  };
}
