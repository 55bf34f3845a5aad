/**
 * Money on a cancelled booking (docs/business-rules.md#cancellations): the refund the owner decided
 * at the cancel (what was paid less what the agency keeps) is owed back, less what the agency has
 * already sent back. Nothing is ever paid back automatically.
 */
import type { BookingMoney } from './booking-status.ts';

export const REFUND_METHODS = ['mobile_money', 'card', 'cash', 'bank_transfer'] as const;
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
  /**
   * Of the refund decided at the cancel (migration 031): what was paid over the trip's price and
   * not yet returned, given back in full, and the rest (the policy's share of the price paid, or the
   * owner's amount). Both 0 on a booking cancelled before they were recorded.
   */
  excess: number;
  share: number;
}

/** The refund decided at the cancel, in its two parts. */
export interface RefundParts {
  excess: number;
  share: number;
}

/**
 * The refund as the booking's money states it; `kept` is what the agency keeps at the cancel,
 * `parts` the refund decided then, in its two parts.
 */
export function refundOf(
  money: Pick<BookingMoney, 'paid' | 'refunded' | 'owedBack'>,
  kept = 0,
  parts: RefundParts = { excess: 0, share: 0 },
): RefundState {
  return {
    paid: money.paid,
    decided: Math.max(0, money.paid - Math.max(0, kept)),
    refunded: money.refunded,
    owed: money.owedBack,
    excess: parts.excess,
    share: parts.share,
  };
}

/** Whether the refund is told in its two parts: only when some of it was paid over the price. */
export function showsRefundParts(refund: Pick<RefundState, 'excess'>): boolean {
  return refund.excess > 0;
}

/**
 * Whether a cancelled booking's page lists its refund (refunded, owed back): not when nothing was
 * paid, sent back or owed, where "0 FCFA" lines would only contradict "nothing was paid".
 */
export function showsRefundLines(refund: Pick<RefundState, 'paid' | 'refunded' | 'owed'>): boolean {
  return refund.paid > 0 || refund.refunded > 0 || refund.owed > 0;
}
