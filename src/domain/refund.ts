/**
 * Money on a cancelled booking (docs/business-rules.md#cancellations): the refund the owner decided
 * at the cancel (what was paid less what the agency keeps) is owed back, less what the agency has
 * already sent back. Nothing is ever paid back automatically.
 */
import type { BookingMoney } from './booking-status.ts';

export const REFUND_METHODS = ['mobile_money', 'cash', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

export interface RefundState {
  /** Paid on the booking (successful payments). */
  paid: number;
  /** The refund decided: paid less what the agency keeps (migration 017). */
  decided: number;
  /** Sent back so far. */
  refunded: number;
  /** Still owed back: the database's `owed_back` (migrations 013, 017), never worked out here. */
  owed: number;
}

/** The refund as the booking's money states it; `kept` is what the agency keeps at the cancel. */
export function refundOf(money: Pick<BookingMoney, 'paid' | 'refunded' | 'owedBack'>, kept = 0): RefundState {
  return {
    paid: money.paid,
    decided: Math.max(0, money.paid - Math.max(0, kept)),
    refunded: money.refunded,
    owed: money.owedBack,
  };
}

/**
 * Whether a cancelled booking's page lists its refund (refunded, owed back): not when nothing was
 * paid, sent back or owed, where "0 FCFA" lines would only contradict "nothing was paid".
 */
export function showsRefundLines(refund: Pick<RefundState, 'paid' | 'refunded' | 'owed'>): boolean {
  return refund.paid > 0 || refund.refunded > 0 || refund.owed > 0;
}
