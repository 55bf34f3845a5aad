/** Fixed-window counters in PostgreSQL, shared by every function instance. */
import type { Db } from '../db/pool.ts';

/** Counts one hit in the window starting at `windowStart` and returns the window's total. */
export async function hit(db: Db, bucket: string, windowStart: Date): Promise<number> {
  const { rows } = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits`,
    [bucket, windowStart],
  );
  return rows[0]?.hits ?? 1;
}

/** Forgets windows that ended before `before`. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_start < $1', [before]);
}
