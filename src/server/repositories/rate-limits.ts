/** Fixed-window counters in PostgreSQL, shared by every function instance. */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { RateLimitsRow } from '../db/tables.ts';

type Hits = Selected<RateLimitsRow, 'bucket' | 'hits'>;

export interface CounterHit {
  bucket: string;
  windowStart: Date;
  /** When the window has ended and the counter may be forgotten. */
  expiresAt: Date;
}

/**
 * Counts one hit in each window, in one statement, and returns each bucket's total. Rows are taken in
 * bucket order, so two requests touching the same buckets cannot deadlock.
 */
export async function hitMany(db: Db, hits: readonly CounterHit[]): Promise<Map<string, number>> {
  const sorted = [...hits].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  const { rows } = await db.query<Hits>(
    `INSERT INTO rate_limits (bucket, window_start, expires_at, hits)
     SELECT bucket, window_start, expires_at, 1
     FROM unnest($1::text[], $2::timestamptz[], $3::timestamptz[]) AS t(bucket, window_start, expires_at)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
     RETURNING bucket, hits`,
    [sorted.map((h) => h.bucket), sorted.map((h) => h.windowStart), sorted.map((h) => h.expiresAt)],
  );
  return new Map(rows.map((row) => [row.bucket, row.hits]));
}

/** Forgets counters whose window ended at or before `before`. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at <= $1', [before]);
}
