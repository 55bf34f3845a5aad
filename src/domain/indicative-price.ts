/**
 * Prices in euros and US dollars as an indication beside the XAF a customer is charged. Pure.
 *
 * The euro needs no setting: the CFA franc is pegged to it by treaty at 655.957 XAF (a rate that
 * has not moved since 1999 and would only change with a reform of the currency itself), so it is
 * a constant here rather than a field an editor could mistype. The dollar floats: editors keep
 * "1 USD = N XAF as of DATE" in the CMS settings, and a rate too old is left out rather than shown.
 *
 * A wrong value (a rate no market has seen, a day not yet come) fails the build with the field
 * named; an absent or stale one only drops the dollar figure: the euro is always there.
 */
import { addDays } from './balance-due.ts';

/** XAF per euro, fixed (the franc CFA's parity). */
export const XAF_PER_EUR = 655.957;

/**
 * The dollar rates the build accepts, XAF per USD. With the peg, 300 to 1,000 is a euro between
 * 0.66 and 2.19 dollars: wider than anything since the euro exists (0.83 to 1.60), narrow enough to
 * refuse a slip of a digit (56 or 5,600 for 560) or a rate typed the other way round (0.0018).
 */
export const USD_RATE_RANGE = { min: 300, max: 1000 } as const;

/** After this many days the dollar figure is left out until an editor sets the day's rate. */
export const USD_RATE_MAX_AGE_DAYS = 45;

/** "1 USD = xafPerUsd XAF" as read on `asOf` (`YYYY-MM-DD`). */
export interface UsdRate {
  xafPerUsd: number;
  asOf: string;
}

/** What the CMS holds: either part may be empty. */
export interface UsdRateSetting {
  xafPerUsd?: number | null | undefined;
  asOf?: string | null | undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A rate the build accepts: a finite number within `USD_RATE_RANGE`. */
export function isPlausibleUsdRate(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= USD_RATE_RANGE.min &&
    value <= USD_RATE_RANGE.max
  );
}

/**
 * What is wrong with the setting as of `today` (the agency's day), or null. Only what would show
 * a wrong price is wrong: an absurd rate, a malformed day, a day after tomorrow (tomorrow passes,
 * for an editor whose day starts before Cameroon's). Empty parts are not wrong: see `usableUsdRate`.
 */
export function usdRateProblem(setting: UsdRateSetting | null | undefined, today: string): string | null {
  const rate = setting?.xafPerUsd;
  if (rate !== null && rate !== undefined && !isPlausibleUsdRate(rate)) {
    return `1 USD = ${rate} XAF is not a plausible rate: give XAF per US dollar, between ${USD_RATE_RANGE.min} and ${USD_RATE_RANGE.max}`;
  }
  const asOf = setting?.asOf;
  if (asOf === null || asOf === undefined) return null;
  if (!ISO_DAY.test(asOf) || Number.isNaN(Date.parse(asOf))) return `"${asOf}" is not a day (YYYY-MM-DD)`;
  if (asOf > addDays(today, 1)) {
    return `the rate is dated ${asOf}, after today (${today}): give the day the rate was read`;
  }
  return null;
}

/**
 * The dollar rate to show as of `today`, or null: when either part is empty, when it is wrong,
 * or when it was read more than `USD_RATE_MAX_AGE_DAYS` days before `today`.
 */
export function usableUsdRate(setting: UsdRateSetting | null | undefined, today: string): UsdRate | null {
  const xafPerUsd = setting?.xafPerUsd;
  const asOf = setting?.asOf;
  if (typeof xafPerUsd !== 'number' || typeof asOf !== 'string') return null;
  if (usdRateProblem({ xafPerUsd, asOf }, today) !== null) return null;
  if (asOf < addDays(today, -USD_RATE_MAX_AGE_DAYS)) return null;
  return { xafPerUsd, asOf };
}

/**
 * An XAF amount in whole euros and dollars, rounded to the nearest (half up), as a traveller
 * reckons a price: "≈ €229", never cents. Null under half a euro: nothing worth showing. `usd` is
 * null without a usable dollar rate.
 */
export function indicativeAmounts(
  xaf: number,
  xafPerUsd: number | null,
): { eur: number; usd: number | null } | null {
  const eur = Math.round(xaf / XAF_PER_EUR);
  if (!(eur >= 1)) return null;
  return { eur, usd: xafPerUsd ? Math.round(xaf / xafPerUsd) : null };
}
