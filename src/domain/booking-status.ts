/**
 * A booking's status is never stored as truth: it follows from the sum of successful payments.
 * Labels (spec): pending payment, partial payment, booking payment completed.
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
