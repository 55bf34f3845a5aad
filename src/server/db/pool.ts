/** One `pg` pool per process, from `DATABASE_URL` (PGlite over loopback locally, PostgreSQL deployed). */
import pg from 'pg';
import { retryLostConnections } from './connection-retry.ts';

export type Db = Pick<pg.Pool, 'query' | 'connect'>;

const POOL_SIZE = 5;
let shared: pg.Pool | null = null;

const INT8_OID = 20;

/**
 * Amounts and sums are `bigint` (migration 010) and the code reads them as numbers: int8 comes back
 * as a number, refused past the safe integer range rather than silently rounded. Ids stay text
 * (selected as `id::text`).
 */
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`integer out of the safe range: ${text}`);
  return value;
}

const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function createPool(connectionString: string, max = POOL_SIZE): pg.Pool {
  // allowExitOnIdle: a function's worker (local) or instance may end while clients sit idle.
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
    types,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.error('database pool error:', error.message));
  return retryLostConnections(pool);
}

export function sharedPool(env: Readonly<Record<string, string | undefined>> = process.env): pg.Pool {
  if (shared) return shared;
  const url = env.DATABASE_URL?.trim();
  if (!url) throw new Error('DATABASE_URL is not set (npm start sets it to the embedded database)');
  shared = createPool(url, functionPoolSize(env.DATABASE_POOL_SIZE));
  return shared;
}

/**
 * Connections one function instance may hold. The platform runs many instances, each answering one
 * request at a time with at most two statements at once, so 2 is enough; instances x 2 must stay
 * under the pooler's client limit (docs/database.md has the arithmetic).
 */
export const FUNCTION_POOL_SIZE = 2;

export function functionPoolSize(setting: string | undefined): number {
  const size = Number(setting?.trim() || FUNCTION_POOL_SIZE);
  if (!Number.isInteger(size) || size < 1)
    throw new Error('DATABASE_POOL_SIZE must be a whole number, 1 or more');
  return size;
}

export async function closeSharedPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.end();
}

/** SQLSTATE 23505 and the constraint it names. */
export function uniqueViolation(error: unknown): string | null {
  const e = error as { code?: string; constraint?: string };
  return e?.code === '23505' ? (e.constraint ?? '') : null;
}
