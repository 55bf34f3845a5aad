/**
 * The owner cancels a booking and decides its refund: the cancellation policy proposes an amount
 * (and says which rule), the owner keeps it or sets another from 0 to what is left to give back
 * (paid less what was already sent back), with a reason when it differs. The decision is stored
 * as the part the agency keeps (`cancel_kept`, migration 017), with its two parts (migration 031),
 * so the refund owed and the status follow from it in the database. An open request of the customer
 * to cancel is answered by it. Nothing is paid back automatically.
 */
import type { BookingAction } from '../../domain/admin-schemas.ts';
import {
  type CancellationPolicy,
  leftToGiveBack,
  type MoneyAtCancel,
  proposeRefund,
  type RefundProposal,
} from '../../domain/cancellation-policy.ts';
import type { CancelBasis } from '../../domain/refund-account.ts';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Db } from '../db/pool.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import { lockBookingForAction, markCancelled } from '../repositories/booking-actions.ts';
import { answerOpenRequestByCancel } from '../repositories/cancel-requests.ts';
import { flagOpenAttemptsCancelled } from '../repositories/payment-attempts.ts';
import { afterSeatsFreed } from '../services/departure-seats.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { once } from './audit-log.ts';

type CancelAction = Extract<BookingAction, { action: 'cancel' }>;

export async function refundPolicy(deps: ServiceDeps): Promise<CancellationPolicy> {
  return (await deps.catalogue()).settings.refundBands ?? [];
}

/** What the policy proposes for a booking not yet cancelled, as of `now`. */
export function proposalFor(
  policy: CancellationPolicy,
  booking: MoneyAtCancel & { preferredDate: string | null },
  now: Date,
): RefundProposal {
  return proposeRefund(policy, booking, booking.preferredDate, now);
}

/**
 * The refund decided, to give back from now: the proposal, or the owner's amount (0 to what is left
 * to give back) with a reason if it differs; split as the customer is told it, the excess over the
 * price first.
 */
function decide(action: CancelAction, left: number, proposal: RefundProposal, locale: Locale) {
  const amount = action.refundAmount ?? proposal.amount;
  if (amount > left) {
    throw new ServiceError(422, 'admin.error.refundAboveLeft', {
      params: { left: formatXaf(left, locale) },
    });
  }
  if (amount !== proposal.amount && !action.refundReason) {
    throw new ServiceError(422, 'admin.error.refundReasonRequired', {
      params: { proposed: formatXaf(proposal.amount, locale) },
    });
  }
  const excess = Math.min(amount, proposal.excess);
  return { amount, excess, share: amount - excess };
}

/** Why the refund is what it is, kept for every sentence about it: the policy's band, or the owner's reason. */
function basisOf(proposal: RefundProposal, decided: number, refundReason: string | undefined): CancelBasis {
  const { rule } = proposal;
  const daysBefore = rule.kind === 'band' || rule.kind === 'belowBands' ? rule.daysBefore : null;
  if (decided !== proposal.amount) return { percent: null, daysBefore, reason: refundReason ?? null };
  const percent = rule.kind === 'band' ? rule.percent : rule.kind === 'belowBands' ? 0 : null;
  return { percent, daysBefore, reason: null };
}

export async function cancelBooking(
  deps: ServiceDeps,
  staffId: string,
  bookingId: string,
  action: CancelAction,
  idempotencyKey: string,
  entry: AuditEntry,
  locale: Locale,
) {
  const policy = await refundPolicy(deps);
  const now = deps.clock();
  const result = await once(deps.db, idempotencyKey, entry, async (client) => {
    // The booking's row, locked as a payment start locks it: a start either wrote its attempt
    // before (flagged below) or finds the booking cancelled.
    const row = await lockBookingForAction(client, bookingId);
    if (!row || row.cancelled) throw new ServiceError(409, 'admin.error.cancelled');
    const proposal = proposalFor(policy, { ...row, preferredDate: row.date }, now);
    const left = leftToGiveBack(row);
    const decided = decide(action, left, proposal, locale);
    // What was already sent back is not given twice: the agency keeps what is left less the refund.
    const updated = await markCancelled(client, bookingId, {
      at: now,
      reason: action.reason,
      kept: row.paid - row.returned - decided.amount,
      excess: decided.excess,
      share: decided.share,
      basis: basisOf(proposal, decided.amount, action.refundReason),
    });
    // A payment still open may yet succeed: it is then money on a cancelled booking, owed back.
    await flagOpenAttemptsCancelled(client as unknown as Db, bookingId);
    const request = await answerOpenRequestByCancel(client as unknown as Db, bookingId, staffId, now);
    const owedBack = updated?.owedBack ?? 0;
    return {
      result: {
        action: action.action,
        paid: row.paid,
        status: (updated?.status ?? 'cancelled') as 'cancelled',
        amount: owedBack,
      },
      detail: {
        paid: row.paid,
        proposed: proposal.amount,
        proposedExcess: proposal.excess,
        proposedShare: proposal.share,
        rule: proposal.rule,
        decided: decided.amount,
        ...(action.refundReason ? { refundReason: action.refundReason } : {}),
        owedBack,
        ...(request ? { request } : {}),
      },
    };
  });
  // Its seats are free: bookings paid into its departure when full may fit now.
  if (!result.replayed) await afterSeatsFreed(deps, { bookingId });
  return result;
}
