/**
 * A pooler (PgBouncer, Neon's, Supabase's) or the server may close a connection at any moment:
 * idle time-outs, restarts, failovers. A statement that lost its connection is run once more on a
 * fresh one when it certainly did not take effect: the connection could not be had, the client was
 * already broken, or the server says it cut the statement short (which rolls it back). A write whose
 * connection dropped mid-flight may have committed, so it is never run twice: the caller sees the
 * error, and every write is one statement or one transaction, so nothing is left half-done.
 */
import type pg from 'pg';

/** The server ended the session or refused it: the statement did not complete (rolled back). */
const SERVER_ENDED = new Set(['57P01', '57P02', '57P03', '53300']);
/** The socket went away: whether the statement ran is unknown. */
const SOCKET_LOST = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', '08006', '08003', '08P01']);
const CONNECT_FAILED = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);

type Failure = 'not-run' | 'unknown' | 'other';

interface PgError {
  code?: string;
  message?: string;
}

/** What a failed statement tells about whether it ran. */
export function failureKind(error: unknown): Failure {
  const { code = '', message = '' } = (error ?? {}) as PgError;
  if (SERVER_ENDED.has(code) || /not queryable/.test(message)) return 'not-run';
  if (SOCKET_LOST.has(code) || /^Connection terminated/.test(message)) return 'unknown';
  return 'other';
}

/** Reading only: running it twice changes nothing. */
export function readOnly(text: string): boolean {
  return (
    /^\s*(?:SELECT|WITH)\b/i.test(text) &&
    !/\b(?:INSERT|UPDATE|DELETE|MERGE|FOR\s+(?:NO\s+KEY\s+)?UPDATE|FOR\s+SHARE|nextval)\b/i.test(text)
  );
}

const connectFailed = (error: unknown) => {
  const { code = '' } = (error ?? {}) as PgError;
  return CONNECT_FAILED.has(code) || SERVER_ENDED.has(code) || failureKind(error) !== 'other';
};

const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : String((config as { text?: unknown })?.text ?? '');

/** Makes `pool.query` and `pool.connect` retry once, as above. Returns the same pool. */
export function retryLostConnections(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const connectOnce = async (): Promise<pg.PoolClient> => {
    try {
      return await connect();
    } catch (error) {
      if (!connectFailed(error)) throw error;
      return connect();
    }
  };
  const query = async (config: unknown, values?: unknown) => {
    for (let attempt = 1; ; attempt++) {
      const client = await connectOnce();
      // A dropped connection also fails the statement, which is handled below; without a listener
      // the client's 'error' event would crash the process.
      const ignore = () => undefined;
      client.on('error', ignore);
      try {
        const result = await client.query(config as string, values as unknown[]);
        client.off('error', ignore);
        client.release();
        return result;
      } catch (error) {
        client.off('error', ignore);
        const kind = failureKind(error);
        // A broken client is destroyed, not handed to the next caller.
        client.release(kind === 'other' ? undefined : (error as Error));
        const safe = kind === 'not-run' || (kind === 'unknown' && readOnly(textOf(config)));
        if (attempt > 1 || !safe) throw error;
      }
    }
  };
  pool.query = query as unknown as pg.Pool['query'];
  // The callback form is pg's own (pool internals); only the promise form retries.
  pool.connect = ((callback?: unknown) =>
    typeof callback === 'function'
      ? (connect as (cb: unknown) => void)(callback)
      : connectOnce()) as pg.Pool['connect'];
  return pool;
}
