import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  indicativeAmounts,
  isPlausibleUsdRate,
  USD_RATE_MAX_AGE_DAYS,
  USD_RATE_RANGE,
  usableUsdRate,
  usdRateProblem,
  XAF_PER_EUR,
} from '../../../src/domain/indicative-price.ts';

const TODAY = '2026-11-28';
const xaf = fc.integer({ min: 0, max: 100_000_000_000 });
const rate = fc.double({ min: USD_RATE_RANGE.min, max: USD_RATE_RANGE.max, noNaN: true });

describe('indicativeAmounts', () => {
  it('gives whole euros and dollars, rounded to the nearest', () => {
    // 150,000 / 655.957 = 228.67; 150,000 / 565.5 = 265.25
    expect(indicativeAmounts(150_000, 565.5)).toEqual({ eur: 229, usd: 265 });
    expect(indicativeAmounts(655_957, null)).toEqual({ eur: 1000, usd: null });
    // Half a euro rounds up; under it there is nothing worth showing.
    expect(indicativeAmounts(328, 565.5)).toEqual({ eur: 1, usd: 1 });
    expect(indicativeAmounts(327, 565.5)).toBeNull();
    expect(indicativeAmounts(0, 565.5)).toBeNull();
  });

  it('is never more than half a unit from the exact conversion', () => {
    fc.assert(
      fc.property(xaf, rate, (amount, xafPerUsd) => {
        const result = indicativeAmounts(amount, xafPerUsd);
        if (result === null) return amount / XAF_PER_EUR < 0.5;
        expect(Number.isSafeInteger(result.eur) && result.eur >= 1).toBe(true);
        expect(Math.abs(result.eur - amount / XAF_PER_EUR)).toBeLessThanOrEqual(0.5);
        expect(Math.abs((result.usd ?? Number.NaN) - amount / xafPerUsd)).toBeLessThanOrEqual(0.5);
        return true;
      }),
    );
  });

  it('never shows less for a larger amount', () => {
    fc.assert(
      fc.property(xaf, xaf, rate, (a, b, xafPerUsd) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const small = indicativeAmounts(low, xafPerUsd);
        const large = indicativeAmounts(high, xafPerUsd);
        if (small === null) return true;
        return large !== null && large.eur >= small.eur && (large.usd ?? 0) >= (small.usd ?? 0);
      }),
    );
  });

  it('leaves the dollar out without a rate', () => {
    fc.assert(fc.property(xaf, (amount) => (indicativeAmounts(amount, null)?.usd ?? null) === null));
  });
});

describe('the dollar rate from the CMS', () => {
  it('accepts a rate between the bounds and nothing else', () => {
    expect(isPlausibleUsdRate(565.5)).toBe(true);
    expect(isPlausibleUsdRate(USD_RATE_RANGE.min)).toBe(true);
    expect(isPlausibleUsdRate(USD_RATE_RANGE.max)).toBe(true);
    for (const wrong of [0, -565, 56.5, 5655, 1 / 565.5, Number.NaN, Number.POSITIVE_INFINITY, '565', null]) {
      expect(isPlausibleUsdRate(wrong)).toBe(false);
    }
  });

  it.each<[string, { xafPerUsd?: number | null; asOf?: string | null }, RegExp]>([
    ['a negative rate', { xafPerUsd: -565.5, asOf: TODAY }, /not a plausible rate/],
    ['a zero rate', { xafPerUsd: 0, asOf: TODAY }, /not a plausible rate/],
    ['a rate typed the other way round', { xafPerUsd: 0.00177, asOf: TODAY }, /between 300 and 1000/],
    ['a digit too many', { xafPerUsd: 5655, asOf: TODAY }, /not a plausible rate/],
    ['a day not yet come', { xafPerUsd: 565.5, asOf: '2026-11-30' }, /after today \(2026-11-28\)/],
    ['a day far in the future', { xafPerUsd: 565.5, asOf: '2062-11-20' }, /after today/],
    ['a day that does not exist', { xafPerUsd: 565.5, asOf: '2026-13-45' }, /not a day/],
    ['a date with a time', { xafPerUsd: 565.5, asOf: '2026-11-20T10:00:00Z' }, /not a day/],
  ])('names what is wrong with %s', (_what, setting, problem) => {
    expect(usdRateProblem(setting, TODAY)).toMatch(problem);
    expect(usableUsdRate(setting, TODAY)).toBeNull();
  });

  it('finds nothing wrong with an empty setting or part, or a rate read tomorrow in an earlier time zone', () => {
    expect(usdRateProblem(null, TODAY)).toBeNull();
    expect(usdRateProblem({}, TODAY)).toBeNull();
    expect(usdRateProblem({ xafPerUsd: 565.5, asOf: null }, TODAY)).toBeNull();
    expect(usdRateProblem({ xafPerUsd: null, asOf: '2026-11-20' }, TODAY)).toBeNull();
    expect(usdRateProblem({ xafPerUsd: 565.5, asOf: '2026-11-29' }, TODAY)).toBeNull();
  });

  it('shows a rate only with its day, and only while it is fresh', () => {
    const fresh = { xafPerUsd: 565.5, asOf: '2026-11-20' };
    expect(usableUsdRate(fresh, TODAY)).toEqual(fresh);
    expect(usableUsdRate({ xafPerUsd: 565.5 }, TODAY)).toBeNull();
    expect(usableUsdRate({ asOf: '2026-11-20' }, TODAY)).toBeNull();
    expect(usableUsdRate(undefined, TODAY)).toBeNull();
    // 45 days old is still shown; 46 is not.
    expect(USD_RATE_MAX_AGE_DAYS).toBe(45);
    expect(usableUsdRate({ xafPerUsd: 565.5, asOf: '2026-10-14' }, TODAY)).not.toBeNull();
    expect(usableUsdRate({ xafPerUsd: 565.5, asOf: '2026-10-13' }, TODAY)).toBeNull();
    expect(usableUsdRate({ xafPerUsd: 565.5, asOf: '1970-01-01' }, TODAY)).toBeNull();
  });

  it('never gives a rate out of bounds, from the future or too old, whatever the CMS holds', () => {
    const day = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2090-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const anything = fc.oneof(fc.double(), fc.constant(null), fc.constant(undefined));
    fc.assert(
      fc.property(anything, fc.option(day, { nil: undefined }), (xafPerUsd, asOf) => {
        const usable = usableUsdRate({ xafPerUsd, asOf }, TODAY);
        if (usable === null) return true;
        return (
          isPlausibleUsdRate(usable.xafPerUsd) && usable.asOf <= '2026-11-29' && usable.asOf >= '2026-10-14'
        );
      }),
    );
  });
});
