import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../../../../src/server/http/rate-limit.ts';

describe('memoryRateLimiter', () => {
  it('allows a burst of `limit`, then refills over the window, per key', async () => {
    let now = 0;
    const limiter = memoryRateLimiter({ limit: 3, windowMs: 3_000, clock: () => now });
    const take = async (key = 'a') => (await limiter.take(key)).allowed;
    expect([await take(), await take(), await take(), await take()]).toEqual([true, true, true, false]);
    expect(await limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(await take('b')).toBe(true);
    now = 999;
    expect(await take()).toBe(false);
    now = 1_000;
    expect(await take()).toBe(true);
    expect(await take()).toBe(false);
    now = 100_000;
    expect([await take(), await take(), await take(), await take()]).toEqual([true, true, true, false]);
  });
});
