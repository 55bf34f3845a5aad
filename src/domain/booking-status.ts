/**
 * A booking's statuses, as the database computes them (migration 013, restated with `abandoned` by
 * migration 020; the only definition: see
 * docs/business-rules.md#money-and-statuses). Code reads the status and the amounts from the booking's row,
 * never works them out again. Labels: `booking.status.<key>` and `admin.status.<key>`.
 */

export const BOOKING_STATUSES = [
  /** Nothing paid yet. */
  'pending_payment',
  /** A down payment (or part of the total) received, the rest payable online. */
  'partial_payment',
  /** Above the online cap: the down payment came in online, the agency arranges the rest. */
  'balance_offline',
  /** Paid in full (or more: what is over is owed back). */
  'payment_completed',
  /** Cancelled with nothing paid. */
  'cancelled',
  /** Closed by the agency as abandoned, never paid (migration 020); money landing after is owed back. */
  'abandoned',
  /** Cancelled, with money paid not yet sent back. */
  'cancelled_refund_owed',
  /** Cancelled, everything paid sent back. */
  'cancelled_refunded',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const CANCELLED_STATUSES = [
  'cancelled',
  'abandoned',
  'cancelled_refund_owed',
  'cancelled_refunded',
] as const;

export function isCancelledStatus(status: BookingStatus): boolean {
  return (CANCELLED_STATUSES as readonly string[]).includes(status);
}

/** A booking's money, as its row holds it (integer XAF). */
export interface BookingMoney {
  total: number;
  /** Sum of successful payments, online and offline, fees aside. */
  paid: number;
  /** Sent back by the agency so far. */
  refunded: number;
  /** Paid and not due (over the total, or anything on a cancelled booking), not yet sent back. */
  owedBack: number;
  /** What the customer still has to pay; 0 once cancelled. */
  leftToPay: number;
  status: BookingStatus;
}

/** Whole percent paid, 0..100, rounded down so 100 % only shows when fully paid. */
export function completionPercent(amountPaid: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, amountPaid) * 100) / total));
}

export interface Excess {
  /** Paid and owed back, not yet sent back. */
  owed: number;
  /** Sent back by the agency so far, of what was paid over the total. */
  returned: number;
}

/**
 * Money received over the total (a payment confirmed after the customer's retry had succeeded), how
 * much is owed back and how much the agency has sent back. Null when nothing was ever paid over.
 */
export function excessOf(money: BookingMoney): Excess | null {
  const over = money.paid - money.total;
  if (over <= 0) return null;
  return { owed: money.owedBack, returned: Math.min(money.refunded, over) };
}
