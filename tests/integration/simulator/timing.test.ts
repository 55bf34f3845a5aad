import { describe, expect, it } from 'vitest';
import { defaultTiming, mergeTiming, timingFromEnv } from '../../../src/simulator/timing.ts';

describe('timingFromEnv', () => {
  it('reads each override and leaves the rest to the defaults', () => {
    expect(
      timingFromEnv({
        SIMULATOR_PENDING_AFTER_MS: '50',
        SIMULATOR_FINAL_AFTER_MS: ' 120 ',
        SIMULATOR_EXPIRE_AFTER_MS: '900',
        SIMULATOR_LATE_WEBHOOK_MS: '',
        OTHER: '1',
      }),
    ).toEqual({ pendingAfterMs: 50, finalAfterMs: 120, expireAfterMs: 900 });
  });

  it('reads the per-call latency of a slow provider', () => {
    expect(timingFromEnv({ SIMULATOR_API_LATENCY_MS: '2000' })).toEqual({ apiLatencyMs: 2_000 });
  });

  it('turns expiry off with never', () => {
    expect(timingFromEnv({ SIMULATOR_EXPIRE_AFTER_MS: 'never' })).toEqual({ expireAfterMs: null });
  });

  it.each([['abc'], ['-5'], ['Infinity']])('refuses %s', (value) => {
    expect(() => timingFromEnv({ SIMULATOR_FINAL_AFTER_MS: value })).toThrow('SIMULATOR_FINAL_AFTER_MS');
  });
});

describe('mergeTiming', () => {
  it('overrides only what is given', () => {
    expect(mergeTiming(defaultTiming, { finalAfterMs: 10, expireAfterMs: null })).toEqual({
      ...defaultTiming,
      finalAfterMs: 10,
      expireAfterMs: null,
    });
  });

  it.each([
    ['a negative delay', { pendingAfterMs: -1 }],
    ['a delay as text', { finalAfterMs: '10' }],
    ['NaN', { lateWebhookMs: Number.NaN }],
    ['null where expiry is not meant', { finalAfterMs: null }],
    ['an unknown field', { speed: 2 }],
  ])('refuses %s', (_case, patch) => {
    expect(() => mergeTiming(defaultTiming, patch as never)).toThrow(RangeError);
  });
});
