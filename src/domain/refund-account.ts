/**
 * Every sentence about a cancelled booking's refund says the same four things, wherever it is read
 * (the booking page, the e-mails in both languages, the back office): what was paid, what the agency
 * keeps and why, what was sent back, and what is still to come. Pure; the figures come from
 * `refund.ts` (`RefundState`), the why from what the cancel recorded (migration 032).
 */
import type { PaymentChannel } from './payment-method.ts';
import type { RefundState } from './refund.ts';

/** What the cancel recorded of its refund's reason; all null on a booking cancelled before. */
export interface CancelBasis {
  /** The policy's share that comes back, when the refund followed the policy's band. */
  percent: number | null;
  /** Whole days between the cancel and the trip, when the trip had a date. */
  daysBefore: number | null;
  /** The owner's reason for a refund other than the policy's. */
  reason: string | null;
}

export const NO_CANCEL_BASIS: CancelBasis = { percent: null, daysBefore: null, reason: null };

/** Why the agency keeps what it keeps. */
export type KeptBecause =
  | { kind: 'nothingKept' }
  | { kind: 'policy'; percent: number; daysBefore: number }
  | { kind: 'tooLate'; daysBefore: number }
  | { kind: 'agency'; reason: string }
  | { kind: 'unrecorded' };

export interface RefundAccount {
  paid: number;
  kept: number;
  because: KeptBecause;
  sentBack: number;
  /** Still to come back to the customer. */
  toCome: number;
  /** How the customer paid online, so what is to come is said to go back there (a card is not a number). */
  paidBy: PaymentChannel;
}

function keptBecause(kept: number, basis: CancelBasis): KeptBecause {
  if (kept <= 0) return { kind: 'nothingKept' };
  if (basis.reason) return { kind: 'agency', reason: basis.reason };
  if (basis.percent !== null && basis.daysBefore !== null) {
    return basis.percent === 0
      ? { kind: 'tooLate', daysBefore: basis.daysBefore }
      : { kind: 'policy', percent: basis.percent, daysBefore: basis.daysBefore };
  }
  return { kind: 'unrecorded' };
}

/** The refund told whole: paid, kept and why, sent back, still to come. */
export function refundAccount(
  state: RefundState,
  basis: CancelBasis = NO_CANCEL_BASIS,
  paidBy: PaymentChannel = 'mobile_money',
): RefundAccount {
  const kept = Math.max(0, state.paid - state.decided);
  return {
    paid: state.paid,
    kept,
    because: keptBecause(kept, basis),
    sentBack: state.refunded,
    toCome: state.owed,
    paidBy,
  };
}
