/**
 * The agency's cancellation policy (docs/business-rules.md#cancellations): the share of the amount
 * paid that comes back, by whole days between the day of the cancel and the trip's date. It only
 * proposes: the owner decides each refund, and nothing is ever paid back automatically.
 */

import { AGENCY_UTC_OFFSET_MINUTES } from './agency-calendar.ts';

/** From `minDays` days before the trip (inclusive), `percent` of the amount paid comes back. */
export interface RefundBand {
  minDays: number;
  percent: number;
}

/** Bands sorted by `minDays`, largest first; empty when the agency set no policy. */
export type CancellationPolicy = readonly RefundBand[];

/** The rule a proposal came from: a band, no date to count from, or no policy at all. */
export type RefundRule =
  | { kind: 'band'; minDays: number; percent: number; daysBefore: number }
  | { kind: 'belowBands'; daysBefore: number }
  | { kind: 'undated' }
  | { kind: 'noPolicy' };

export interface RefundProposal {
  amount: number;
  rule: RefundRule;
}

const DAY_MS = 86_400_000;
/** The agency's day (`agency-calendar.ts`): a cancel at 00:30 there counts from that day. */
const AGENCY_OFFSET_MS = AGENCY_UTC_OFFSET_MINUTES * 60_000;

/** Whole days from the agency's today to `tripDate` (ISO date); negative once the trip has begun. */
export function daysBeforeTrip(tripDate: string, now: Date): number {
  const trip = Date.parse(`${tripDate}T00:00:00Z`);
  const today = Math.floor((now.getTime() + AGENCY_OFFSET_MS) / DAY_MS) * DAY_MS;
  return Math.round((trip - today) / DAY_MS);
}

/**
 * What the policy gives back of `paid` (whole XAF, rounded down) for a trip on `tripDate`, cancelled
 * at `now`. No policy or no date: everything paid, as before the policy existed (the owner may
 * lower it, with a reason). Below every band, or once the trip has begun: nothing.
 */
export function proposeRefund(
  policy: CancellationPolicy,
  paid: number,
  tripDate: string | null,
  now: Date,
): RefundProposal {
  const base = Math.max(0, Math.floor(paid));
  if (policy.length === 0) return { amount: base, rule: { kind: 'noPolicy' } };
  if (!tripDate) return { amount: base, rule: { kind: 'undated' } };
  const daysBefore = daysBeforeTrip(tripDate, now);
  const band = daysBefore < 0 ? undefined : policy.find((b) => daysBefore >= b.minDays);
  if (!band) return { amount: 0, rule: { kind: 'belowBands', daysBefore } };
  return {
    amount: Math.floor((base * band.percent) / 100),
    rule: { kind: 'band', minDays: band.minDays, percent: band.percent, daysBefore },
  };
}

/**
 * What is wrong with a policy as the CMS gives it, or null: whole days of at least 0, whole
 * percentages from 0 to 100, bands sorted by days (largest first) with no two from the same day.
 */
export function policyProblem(bands: readonly { minDays: number; percent: number }[]): string | null {
  for (const [i, band] of bands.entries()) {
    if (!Number.isInteger(band.minDays) || band.minDays < 0) {
      return `band ${i + 1}: days must be a whole number of at least 0 (got ${band.minDays})`;
    }
    if (!Number.isInteger(band.percent) || band.percent < 0 || band.percent > 100) {
      return `band ${i + 1}: the refund must be a whole percentage from 0 to 100 (got ${band.percent})`;
    }
    const previous = bands[i - 1];
    if (previous && band.minDays === previous.minDays) {
      return `band ${i + 1} overlaps band ${i}: both start ${band.minDays} days before the trip`;
    }
    if (previous && band.minDays > previous.minDays) {
      return `bands must be sorted from the most days before the trip to the fewest (band ${i + 1})`;
    }
  }
  return null;
}
