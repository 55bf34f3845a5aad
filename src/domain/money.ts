/**
 * Money is integer XAF everywhere (the franc has no subunit in practice). Percentages may carry up to
 * two decimals (e.g. a 2.5 % fee), so they are handled in hundredths of a percent to stay exact.
 * Formatting for display is the UI's job (`Intl.NumberFormat`), not this module's.
 */

export type Rounding = 'up' | 'down' | 'nearest';

/** The one currency: Central African CFA franc (ISO 4217). */
export const CURRENCY = 'XAF';

/** A valid amount: a non-negative safe integer. */
export function isXaf(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

export function assertXaf(value: number, what = 'amount'): number {
  if (!isXaf(value)) throw new RangeError(`${what} must be a non-negative integer XAF amount, got ${value}`);
  return value;
}

/** A percentage in hundredths (basis points of a percent): 2.5 -> 250. Refuses more than 2 decimals. */
export function percentToHundredths(percent: number): number {
  const hundredths = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || Math.abs(hundredths - percent * 100) > 1e-6) {
    throw new RangeError(`percent must be >= 0 with at most 2 decimals, got ${percent}`);
  }
  return hundredths;
}

/**
 * `percent` % of `amount`, rounded to a whole XAF as asked. Integer arithmetic only: the product stays
 * far below 2^53 for any realistic amount (1e11 XAF x 10,000).
 */
export function percentOf(amount: number, percent: number, rounding: Rounding): number {
  assertXaf(amount);
  const product = amount * percentToHundredths(percent);
  const remainder = product % 10_000;
  const floor = (product - remainder) / 10_000;
  if (remainder === 0) return floor;
  switch (rounding) {
    case 'down':
      return floor;
    case 'up':
      return floor + 1;
    case 'nearest':
      return remainder >= 5_000 ? floor + 1 : floor;
  }
}

export function sumXaf(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + assertXaf(amount), 0);
}
