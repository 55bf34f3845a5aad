/**
 * Money on a cancelled booking (docs/business-rules.md#cancellations): everything paid is owed back,
 * less what the agency has already sent back. Nothing is ever paid back automatically.
 */

export const REFUND_METHODS = ['mobile_money', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface RefundState {
  /** Paid on the booking (successful payments). */
  paid: number;
  /** Sent back so far. */
  refunded: number;
  /** Still owed back: `paid - refunded`, never below 0. */
  owed: number;
}

export function refundOf(paid: number, sentBack: number): RefundState {
  const refunded = Math.min(Math.max(0, sentBack), Math.max(0, paid));
  return { paid, refunded, owed: Math.max(0, paid - refunded) };
}
