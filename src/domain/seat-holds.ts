/**
 * Seats held with nothing paid (docs/business-rules.md#departures). A booking holds its departure's
 * seats for minutes, longer while a payment is in progress, and for good from its first successful
 * payment. Unpaid holds are capped so nobody can take a catalogue off sale for free: per departure
 * (a share of its seats), per client network and per e-mail address. Staff bookings are not capped.
 */

/** Minutes an online booking with nothing paid holds its seats (`SEAT_HOLD_MINUTES`). */
export const DEFAULT_SEAT_HOLD_MINUTES = 20;

/**
 * Minutes a booking staff took for a customer holds its seats: the customer pays from a link sent
 * by e-mail or at the office, later than a customer at the checkout.
 */
export const STAFF_SEAT_HOLD_MINUTES = 120;

/** Share of a departure's seats, in percent, unpaid holds may take (`UNPAID_HOLD_SHARE_PERCENT`). */
export const DEFAULT_UNPAID_HOLD_SHARE_PERCENT = 50;

/** Unpaid holds at once from one client network (`UNPAID_HOLDS_PER_NETWORK`). */
export const DEFAULT_UNPAID_HOLDS_PER_NETWORK = 3;

/** Unpaid holds at once under one e-mail address (`UNPAID_HOLDS_PER_EMAIL`). */
export const DEFAULT_UNPAID_HOLDS_PER_EMAIL = 2;

export interface UnpaidHoldLimits {
  /** Percent of a departure's seats unpaid holds may take, 1 to 100. */
  sharePercent: number;
  perNetwork: number;
  perEmail: number;
}

export const DEFAULT_UNPAID_HOLD_LIMITS: UnpaidHoldLimits = {
  sharePercent: DEFAULT_UNPAID_HOLD_SHARE_PERCENT,
  perNetwork: DEFAULT_UNPAID_HOLDS_PER_NETWORK,
  perEmail: DEFAULT_UNPAID_HOLDS_PER_EMAIL,
};

/** The seats of a departure of `capacity` that unpaid holds may take together (at least one). */
export function unpaidSeatCap(capacity: number, sharePercent: number): number {
  return Math.max(1, Math.floor((capacity * sharePercent) / 100));
}

/** What an online booking would add to the unpaid holds, and what is held already. */
export interface UnpaidHoldFacts {
  capacity: number;
  spots: number;
  /** Seats of the departure held now with nothing paid. */
  heldUnpaid: number;
  /** Unpaid holds from the booking's client network, on any departure. */
  networkHolds: number;
  /** Unpaid holds under the booking's e-mail address, on any departure. */
  emailHolds: number;
}

/**
 * Why an online booking may not hold its seats unpaid, or null when it may: `group` when the group
 * alone is over the departure's share (the agency takes it), `departure` when other unpaid holds
 * fill the share now (minutes from now they may not), `client` when the network or the address
 * already has its holds waiting for payment.
 */
export function unpaidHoldRefusal(
  facts: UnpaidHoldFacts,
  limits: UnpaidHoldLimits,
): 'group' | 'departure' | 'client' | null {
  if (facts.networkHolds >= limits.perNetwork || facts.emailHolds >= limits.perEmail) return 'client';
  const cap = unpaidSeatCap(facts.capacity, limits.sharePercent);
  if (facts.spots > cap) return 'group';
  if (facts.heldUnpaid + facts.spots > cap) return 'departure';
  return null;
}

/**
 * However many payments start, an unpaid hold never runs past this many minutes after the booking
 * was made: payments that keep failing cannot keep seats off sale.
 */
export const MAX_UNPAID_HOLD_MINUTES = 120;

/**
 * How long a booking's hold runs once a payment starts: the attempt's life, then a fresh hold to
 * try again, so a customer paying is never cut off while the provider still waits on the phone.
 */
export function holdWhilePayingMs(attemptTtlMs: number, seatHoldMinutes: number): number {
  return attemptTtlMs + seatHoldMinutes * 60_000;
}
