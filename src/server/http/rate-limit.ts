/**
 * Lookup rate limits per client address. Two implementations of one interface:
 * - `memoryRateLimiter`: a token bucket per address in this function instance (enough for one
 *   process, e.g. the local server; each serverless instance has its own buckets);
 * - `databaseRateLimiter`: a fixed-window counter in PostgreSQL shared by every instance (production).
 */
import type { Db } from '../db/pool.ts';
import { hit, pruneRateLimits } from '../repositories/rate-limits.ts';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimitOptions {
  /** Requests allowed per window (also the bucket's burst). */
  limit: number;
  windowMs: number;
  clock?: () => number;
}

export const LOOKUP_LIMIT: RateLimitOptions = { limit: 30, windowMs: 60_000 };

export function memoryRateLimiter({ limit, windowMs, clock = Date.now }: RateLimitOptions): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refillPerMs = limit / windowMs;
  return {
    async take(key) {
      const now = clock();
      const bucket = buckets.get(key) ?? { tokens: limit, at: now };
      bucket.tokens = Math.min(limit, bucket.tokens + (now - bucket.at) * refillPerMs);
      bucket.at = now;
      buckets.set(key, bucket);
      if (buckets.size > 10_000) for (const k of buckets.keys()) if (k !== key) buckets.delete(k);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)),
      };
    },
  };
}

export function databaseRateLimiter(
  db: Db,
  { limit, windowMs, clock = Date.now }: RateLimitOptions,
): RateLimiter {
  let lastPrune = 0;
  return {
    async take(key) {
      const now = clock();
      const windowStart = now - (now % windowMs);
      const hits = await hit(db, key, new Date(windowStart));
      if (now - lastPrune > windowMs) {
        lastPrune = now;
        await pruneRateLimits(db, new Date(windowStart - windowMs));
      }
      if (hits <= limit) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
      };
    },
  };
}
