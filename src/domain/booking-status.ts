/**
 * A booking's status is never stored as truth: it follows from the sum of successful payments.
 * Labels (docs/business-rules.md#statuses): pending payment, partial payment, booking payment completed.
 */

export const BOOKING_STATUSES = ['pending_payment', 'partial_payment', 'payment_completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export function bookingStatus(amountPaid: number, total: number): BookingStatus {
  if (amountPaid <= 0) return 'pending_payment';
  return amountPaid >= total ? 'payment_completed' : 'partial_payment';
}

export function leftToPay(amountPaid: number, total: number): number {
  return Math.max(0, total - amountPaid);
}

/** Whole percent paid, 0..100, rounded down so 100 % only shows when fully paid. */
export function completionPercent(amountPaid: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, amountPaid) * 100) / total));
}

export interface Excess {
  /** Paid over the total and not yet sent back. */
  owed: number;
  /** Sent back by the agency so far. */
  returned: number;
}

/**
 * Money received over the total (a payment confirmed after the customer's retry had succeeded), and
 * how much of it the agency has sent back. Null when nothing was ever paid over the total.
 */
export function excessOf(amountPaid: number, total: number, returned: number): Excess | null {
  const over = amountPaid - total;
  if (over <= 0) return null;
  return { owed: Math.max(0, over - returned), returned: Math.min(returned, over) };
}
