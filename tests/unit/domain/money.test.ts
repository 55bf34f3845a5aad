import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isXaf, percentOf, percentToHundredths, sumXaf } from '../../../src/domain/money.ts';

describe('percentOf', () => {
  it.each([
    [1000, 30, 'up', 300],
    [1001, 30, 'up', 301],
    [1001, 30, 'down', 300],
    [1001, 30, 'nearest', 300],
    [1005, 50, 'nearest', 503],
    [1005, 50, 'down', 502],
    [99, 2, 'up', 2],
    [100, 2.5, 'up', 3],
    [100, 2.5, 'down', 2],
    [0, 30, 'up', 0],
    [1_000_001, 0, 'up', 0],
    [1_000_000, 100, 'down', 1_000_000],
  ] as const)('%i x %f%% rounded %s = %i', (amount, percent, rounding, expected) => {
    expect(percentOf(amount, percent, rounding)).toBe(expected);
  });

  it.each([[-1], [1.5], [Number.NaN]])('refuses amount %f', (amount) => {
    expect(() => percentOf(amount, 10, 'up')).toThrow(RangeError);
  });

  it.each([[-1], [2.555], [Number.POSITIVE_INFINITY]])('refuses percent %f', (percent) => {
    expect(() => percentToHundredths(percent)).toThrow(RangeError);
  });

  it('stays between floor and ceil of the exact value and is an integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, h) => {
          const percent = h / 100;
          const exact = (amount * h) / 10_000;
          const up = percentOf(amount, percent, 'up');
          const down = percentOf(amount, percent, 'down');
          expect(Number.isInteger(up) && Number.isInteger(down)).toBe(true);
          expect(down).toBe(Math.floor(exact + 1e-9));
          expect(up - down).toBeLessThanOrEqual(1);
          expect(up).toBeGreaterThanOrEqual(exact - 1e-6);
        },
      ),
    );
  });
});

describe('isXaf and sumXaf', () => {
  it.each([
    [0, true],
    [1, true],
    [-1, false],
    [1.5, false],
    [Number.MAX_SAFE_INTEGER + 1, false],
    ['1', false],
  ])('isXaf(%s) = %s', (value, expected) => {
    expect(isXaf(value)).toBe(expected);
  });

  it('sums integer amounts and refuses others', () => {
    expect(sumXaf([1, 2, 3])).toBe(6);
    expect(() => sumXaf([1, 0.5])).toThrow(RangeError);
  });
});
