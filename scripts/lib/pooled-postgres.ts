/**
 * A throw-away PostgreSQL (Debian's, as user `postgres` when run as root) with PgBouncer in front in
 * transaction mode, as hosted databases put a pooler in front of theirs: clients may open many
 * connections, the server gets at most `serverConnections`. Any database name is routed (`* =`), so
 * a test file can create its own database over the direct URL and use it through the pooler.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPLOYED_TARGET } from '../../src/server/db/grants.ts';

export interface PooledPostgres {
  dir: string;
  /** Straight to PostgreSQL: migrations, creating and dropping databases. */
  directUrl: string;
  /** Through PgBouncer (transaction pooling): what the functions use. */
  pooledUrl: string;
}

export interface PooledPostgresOptions {
  /** Most server connections PgBouncer opens in all (20, a small hosted plan's). */
  serverConnections?: number;
  /** Most client connections PgBouncer accepts (2,000). */
  clientConnections?: number;
}

const PGBOUNCER = '/usr/sbin/pgbouncer';

export function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  return join(root, latest, 'bin');
}

/** Runs a server program as `postgres` when we are root (PostgreSQL refuses to run as root). */
function asPostgres(program: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [command, commandArgs] = root
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startPooledPostgres(options: PooledPostgresOptions = {}): Promise<PooledPostgres> {
  if (!existsSync(PGBOUNCER)) throw new Error('PgBouncer is not installed (apt-get install pgbouncer)');
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'pooled-postgres-'));
  if (process.getuid?.() === 0) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const pgPort = await freePort();
  const bouncerPort = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '--no-sync', '-U', 'postgres']);
  const settings = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgres(join(bin, 'pg_ctl'), [
    '-D',
    join(dir, 'data'),
    '-w',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    settings,
    'start',
  ]);
  // PgBouncer's trust still wants each user listed: the owner, and the functions' role the tests use.
  writeFileSync(join(dir, 'userlist.txt'), `"postgres" ""\n"${DEPLOYED_TARGET.role}" ""\n`);
  writeFileSync(join(dir, 'pgbouncer.ini'), pgbouncerIni(dir, pgPort, bouncerPort, options));
  asPostgres(PGBOUNCER, ['-d', '-q', join(dir, 'pgbouncer.ini')]);
  return {
    dir,
    directUrl: `postgresql://postgres@127.0.0.1:${pgPort}/postgres`,
    pooledUrl: `postgresql://postgres@127.0.0.1:${bouncerPort}/postgres`,
  };
}

export function pgbouncerIni(
  dir: string,
  pgPort: number,
  bouncerPort: number,
  options: PooledPostgresOptions,
): string {
  const servers = options.serverConnections ?? 20;
  return `[databases]
* = host=127.0.0.1 port=${pgPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${bouncerPort}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, 'userlist.txt')}
logfile = ${join(dir, 'pgbouncer.log')}
pidfile = ${join(dir, 'pgbouncer.pid')}
pool_mode = transaction
; each user's server connections in all databases: the functions' role gets this many, as a
; small hosted plan gives; the owner (the tests' set-up, migrations go direct) as many again
max_user_connections = ${servers}
default_pool_size = ${servers}
max_client_conn = ${options.clientConnections ?? 2000}
; a client waits this long for a server connection before it is refused
query_wait_timeout = 60
server_reset_query =
admin_users = postgres
`;
}

/** Stops PgBouncer and PostgreSQL and removes the folder. */
export function stopPooledPostgres(dir: string): void {
  const pidFile = join(dir, 'pgbouncer.pid');
  if (existsSync(pidFile)) {
    try {
      process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
    } catch {
      // already gone
    }
  }
  try {
    asPostgres(join(postgresBin(), 'pg_ctl'), ['-D', join(dir, 'data'), '-m', 'immediate', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}
