/**
 * An owner closes a booking nobody paid as abandoned (docs/back-office.md#unpaid-bookings): it is
 * cancelled, so it takes no payment and a payment still pending that succeeds later is owed back
 * (flagged here, as the cancel flags it); the customer reads "closed, not paid" and gets no e-mail
 * (staff reached them first). A booking with money paid is refused: that is a cancel and a refund.
 * A request of the customer to cancel still open is answered by the close, in the same transaction
 * (the audit entry names it), so it does not stay on the attention list of a closed booking.
 */
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import { lockBookingForAction, markAbandoned } from '../repositories/booking-actions.ts';
import { answerOpenRequestByCancel } from '../repositories/cancel-requests.ts';
import { flagOpenAttemptsCancelled } from '../repositories/payment-attempts.ts';
import { afterSeatsFreed } from '../services/departure-seats.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { once } from './audit-log.ts';

export async function abandonBooking(
  deps: ServiceDeps,
  staffId: string,
  bookingId: string,
  reason: string | null,
  idempotencyKey: string,
  entry: AuditEntry,
): Promise<{ result: ActionOutcome; replayed: boolean }> {
  const result = await once(deps.db, idempotencyKey, entry, async (client) => {
    // The row locked as a payment start locks it: a start either wrote its attempt before (flagged
    // below) or finds the booking closed.
    const row = await lockBookingForAction(client, bookingId);
    if (!row || row.cancelled) throw new ServiceError(409, 'admin.error.cancelled');
    if (row.paid > 0) throw new ServiceError(409, 'admin.error.abandonPaid');
    const now = deps.clock();
    await markAbandoned(client, bookingId, now, reason);
    await flagOpenAttemptsCancelled(client as unknown as Db, bookingId);
    const request = await answerOpenRequestByCancel(client as unknown as Db, bookingId, staffId, now);
    return {
      result: { action: 'abandon', paid: 0, status: 'abandoned' as const },
      detail: request ? { request } : {},
    };
  });
  // A hold still running freed seats: bookings paid into its departure when full may fit now.
  if (!result.replayed) await afterSeatsFreed(deps, { bookingId });
  return result;
}
