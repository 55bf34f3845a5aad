/**
 * Who may review (docs/business-rules.md#reviews): a booking with nothing left to pay, not cancelled,
 * whose trip is over. A dated trip is over the day after its last day, by the agency's calendar; an
 * undated one once the agency marks it travelled (which also opens a dated trip that came earlier).
 */

export type ReviewRefusal = 'cancelled' | 'notPaid' | 'afterTrip';

export interface ReviewFacts {
  paid: number;
  total: number;
  cancelled: boolean;
  /** The trip's first day, `YYYY-MM-DD`, or null when the customer gave none. */
  preferredDate: string | null;
  durationDays: number;
  travelled: boolean;
  /** The agency's today, `YYYY-MM-DD`. */
  today: string;
}

export interface ReviewEligibility {
  refusal: ReviewRefusal | null;
  /** The first day a review is accepted, when the trip has a date; null otherwise. */
  from: string | null;
}

/** The day after a trip of `days` days starting on `date` (`YYYY-MM-DD`, calendar arithmetic). */
export function dayAfterTrip(date: string, days: number): string {
  const start = new Date(`${date}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + Math.max(1, days));
  return start.toISOString().slice(0, 10);
}

export function reviewEligibility(facts: ReviewFacts): ReviewEligibility {
  const from = facts.preferredDate ? dayAfterTrip(facts.preferredDate, facts.durationDays) : null;
  if (facts.cancelled) return { refusal: 'cancelled', from };
  // Paid in full, the cap's case included once the agency has recorded the rest it received offline.
  if (facts.paid < facts.total) return { refusal: 'notPaid', from };
  const over = facts.travelled || (from !== null && facts.today >= from);
  return { refusal: over ? null : 'afterTrip', from };
}
