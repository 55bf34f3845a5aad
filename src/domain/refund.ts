/**
 * Money on a cancelled booking (docs/business-rules.md#cancellations): everything paid is owed back,
 * less what the agency has already sent back. Nothing is ever paid back automatically.
 */
import type { BookingMoney } from './booking-status.ts';

export const REFUND_METHODS = ['mobile_money', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface RefundState {
  /** Paid on the booking (successful payments). */
  paid: number;
  /** Sent back so far. */
  refunded: number;
  /** Still owed back: the database's `owed_back` (migration 013), never worked out here. */
  owed: number;
}

/** The refund as the booking's money states it. */
export function refundOf(money: Pick<BookingMoney, 'paid' | 'refunded' | 'owedBack'>): RefundState {
  return { paid: money.paid, refunded: money.refunded, owed: money.owedBack };
}
