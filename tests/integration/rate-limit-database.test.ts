/**
 * The database-backed lookup rate limiter (`RATE_LIMIT_STORE=database`, the default): one fixed-window
 * counter per address shared by every function instance, on PGlite and (with TEST_POSTGRES_URL) on
 * PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSharedPool, createPool } from '../../src/server/db/pool.ts';
import { databaseRateLimiter, memoryRateLimiter } from '../../src/server/http/rate-limit.ts';
import { runtimeFromEnv } from '../../src/server/runtime.ts';
import { api, fromAddress, startTestApp, type TestApp } from './helpers/app.ts';
import { databaseKinds } from './helpers/database.ts';

const WINDOW_MS = 60_000;
/** A window boundary far from the real clock, so keys and windows never meet another test's. */
const T0 = Date.UTC(2031, 0, 1, 12, 0, 0);

async function hitsOf(app: TestApp, bucket: string): Promise<Array<{ hits: number; start: string }>> {
  const { rows } = await app.db.pool.query(
    `SELECT hits, to_char(window_start AT TIME ZONE 'UTC', 'HH24:MI:SS') AS start
     FROM rate_limits WHERE bucket = $1 ORDER BY window_start`,
    [bucket],
  );
  return rows;
}

describe.each(databaseKinds())('database rate limiter (%s)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  }, 180_000);
  afterAll(async () => {
    // runtimeFromEnv (last test) opens the process's shared pool: close it before the database.
    await closeSharedPool();
    await app?.stop();
  });

  it('counts per key, refuses above the limit and says when the window ends', async () => {
    let now = T0 + 15_000;
    const limiter = databaseRateLimiter(app.db.pool, { limit: 3, windowMs: WINDOW_MS, clock: () => now });
    const decisions = [];
    for (let i = 0; i < 5; i += 1) decisions.push(await limiter.take('count:a'));
    expect(decisions).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 45 },
      { allowed: false, retryAfterSeconds: 45 },
    ]);
    expect(await limiter.take('count:b')).toEqual({ allowed: true });
    now = T0 + 59_001;
    // Rounded up: never tell a client to come back before the window has ended.
    expect(await limiter.take('count:a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await hitsOf(app, 'count:a')).toEqual([{ hits: 6, start: '12:00:00' }]);
  });

  it('resets at the next window and prunes windows that have ended', async () => {
    let now = T0 + 10_000;
    const limiter = databaseRateLimiter(app.db.pool, { limit: 2, windowMs: WINDOW_MS, clock: () => now });
    const take = async () => (await limiter.take('reset:a')).allowed;
    expect([await take(), await take(), await take()]).toEqual([true, true, false]);
    now = T0 + WINDOW_MS;
    expect([await take(), await take(), await take()]).toEqual([true, true, false]);
    expect(await hitsOf(app, 'reset:a')).toEqual([
      { hits: 3, start: '12:00:00' },
      { hits: 3, start: '12:01:00' },
    ]);
    // Two windows later the first one is older than a whole window: the next hit prunes it.
    now = T0 + 2 * WINDOW_MS + 5;
    expect(await take()).toBe(true);
    expect(await hitsOf(app, 'reset:a')).toEqual([
      { hits: 3, start: '12:01:00' },
      { hits: 1, start: '12:02:00' },
    ]);
  });

  it('loses no count under concurrency, across two instances with their own pools', async () => {
    const clock = () => T0 + 30_000;
    const otherPool = createPool(app.db.url);
    try {
      const a = databaseRateLimiter(app.db.pool, { limit: 20, windowMs: WINDOW_MS, clock });
      const b = databaseRateLimiter(otherPool, { limit: 20, windowMs: WINDOW_MS, clock });
      const decisions = await Promise.all(
        Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? a : b).take('concurrent:a')),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(20);
      expect(decisions.filter((d) => !d.allowed)).toHaveLength(40);
      expect(await hitsOf(app, 'concurrent:a')).toEqual([{ hits: 60, start: '12:00:00' }]);
    } finally {
      await otherPool.end();
    }
  });

  it('limits the lookup function per client address: 429 with Retry-After', async () => {
    app.setLimiter(databaseRateLimiter(app.db.pool, { limit: 3, windowMs: WINDOW_MS }));
    try {
      const fromNf = (ip: string) =>
        api.getBooking('ZZZZ-ZZZZ-ZZ', { 'accept-language': 'fr' }, fromAddress(ip));
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await fromNf('203.0.113.7')).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const limited = await fromNf('203.0.113.7');
      expect(limited.status).toBe(429);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited.body).toMatchObject({ ok: false, data: { retryAfterSeconds: retryAfter } });
      expect(limited.body.message).not.toBe('');
      // Another address has its own counter; a client-written X-Forwarded-For changes nothing.
      expect((await fromNf('203.0.113.8')).status).toBe(404);
      const spoofed = api.getBooking(
        'ZZZZ-ZZZZ-ZZ',
        { 'x-forwarded-for': '198.51.100.1' },
        fromAddress('203.0.113.7'),
      );
      expect((await spoofed).status).toBe(429);
      const stored = await app.db.pool.query<{ bucket: string; hits: number }>(
        `SELECT bucket, hits FROM rate_limits WHERE bucket LIKE 'lookup:%' ORDER BY bucket`,
      );
      expect(stored.rows).toEqual([
        { bucket: 'lookup:203.0.113.7', hits: 6 },
        { bucket: 'lookup:203.0.113.8', hits: 1 },
      ]);
    } finally {
      app.setLimiter(memoryRateLimiter({ limit: 1_000, windowMs: WINDOW_MS }));
    }
  });

  it('is what the runtime builds by default (RATE_LIMIT_STORE unset)', async () => {
    const env = {
      DATABASE_URL: app.db.url,
      FAPSHI_BASE_URL: app.simulator.url,
      FAPSHI_API_USER: 'u',
      FAPSHI_API_KEY: 'k',
      LOOKUP_RATE_LIMIT: '2',
    };
    const runtime = runtimeFromEnv(env);
    const limited = [];
    const take = async (limits = runtime.deps.limits) =>
      (await limits?.take([{ rule: 'lookup', key: 'default-a' }]))?.allowed;
    for (let i = 0; i < 3; i += 1) limited.push(await take());
    expect(limited).toEqual([true, true, false]);
    const { rows } = await app.db.pool.query(
      `SELECT hits FROM rate_limits WHERE bucket = 'lookup:default-a'`,
    );
    expect(rows).toEqual([{ hits: 3 }]);
    const memory = runtimeFromEnv({ ...env, RATE_LIMIT_STORE: 'memory' });
    await memory.deps.limits?.take([{ rule: 'lookup', key: 'memory-a' }]);
    expect(
      (await app.db.pool.query(`SELECT 1 FROM rate_limits WHERE bucket = 'lookup:memory-a'`)).rows,
    ).toEqual([]);
  });
});
