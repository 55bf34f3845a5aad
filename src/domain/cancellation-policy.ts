/**
 * The agency's cancellation policy (docs/business-rules.md#cancellations): the share of the part of
 * the trip's price that was paid that comes back (an overpayment always comes back in full), by
 * whole days between the day of the cancel and the trip's date. It only proposes: the owner decides each refund, and nothing is ever paid back automatically.
 */

import { AGENCY_UTC_OFFSET_MINUTES } from './agency-calendar.ts';

/** From `minDays` days before the trip (inclusive), `percent` of the price paid comes back. */
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
  /** To give back from now: `excess` + `share`. */
  amount: number;
  /** Paid over the trip's price and not yet returned: it comes back in full, whatever the policy. */
  excess: number;
  /** What the policy gives back of the part of the price that was paid. */
  share: number;
  rule: RefundRule;
}

/** A booking's money at the cancel (whole XAF): paid, already sent back, and the trip's price. */
export interface MoneyAtCancel {
  paid: number;
  returned: number;
  total: number;
}

/** What is left to give back: paid less what was already sent back. No refund may exceed it. */
export function leftToGiveBack(money: MoneyAtCancel): number {
  return Math.max(0, Math.floor(money.paid) - Math.floor(money.returned));
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
 * What comes back (whole XAF, rounded down) for a trip on `tripDate`, cancelled at `now`: what was
 * paid over the price and not yet returned, in full, plus the policy's share of the part of the
 * price that was paid (the percentage never applies to an overpayment). No policy or no date: the
 * whole price paid, as before the policy existed (the owner may lower it, with a reason). Below
 * every band, or once the trip has begun: no share. Never more than is left to give back.
 */
export function proposeRefund(
  policy: CancellationPolicy,
  money: MoneyAtCancel,
  tripDate: string | null,
  now: Date,
): RefundProposal {
  const left = leftToGiveBack(money);
  const total = Math.max(0, Math.floor(money.total));
  const excess = Math.max(0, left - total);
  const ofPrice = Math.min(left, total);
  const { percent, rule } = ruleFor(policy, tripDate, now);
  const share = Math.floor((ofPrice * percent) / 100);
  return { amount: excess + share, excess, share, rule };
}

function ruleFor(policy: CancellationPolicy, tripDate: string | null, now: Date) {
  if (policy.length === 0) return { percent: 100, rule: { kind: 'noPolicy' } as RefundRule };
  if (!tripDate) return { percent: 100, rule: { kind: 'undated' } as RefundRule };
  const daysBefore = daysBeforeTrip(tripDate, now);
  const band = daysBefore < 0 ? undefined : policy.find((b) => daysBefore >= b.minDays);
  if (!band) return { percent: 0, rule: { kind: 'belowBands', daysBefore } as RefundRule };
  const rule: RefundRule = { kind: 'band', minDays: band.minDays, percent: band.percent, daysBefore };
  return { percent: band.percent, rule };
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
