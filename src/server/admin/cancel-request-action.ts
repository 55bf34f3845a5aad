/**
 * Staff decline a customer's request to cancel with a message (the action's reason), audited; the
 * customer is sent the message, claimed once on the request (the sweep retries a failed send).
 * Accepting a request is cancelling the booking (`cancel-action.ts`).
 */
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import type { AuditEntry } from '../repositories/audit-log.ts';
import type { Booking } from '../repositories/bookings.ts';
import { declineCancelRequest } from '../repositories/cancel-requests.ts';
import { sendSoon } from '../services/booking-mail.ts';
import { sendCancelDeclinedMail } from '../services/cancel-declined-mail.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { once } from './audit-log.ts';

export async function declineCancel(
  deps: ServiceDeps,
  staffId: string,
  booking: Booking,
  message: string,
  idempotencyKey: string,
  entry: AuditEntry,
): Promise<{ result: ActionOutcome; replayed: boolean }> {
  let declined: string | null = null;
  const result = await once(deps.db, idempotencyKey, entry, async (client) => {
    const id = await declineCancelRequest(
      client as unknown as Db,
      booking.id,
      staffId,
      message,
      deps.clock(),
    );
    if (!id) throw new ServiceError(409, 'admin.error.noCancelRequest');
    declined = id;
    return {
      result: { action: 'declineCancel', paid: booking.amountPaid, status: booking.status },
      detail: { request: id },
    };
  });
  const id = declined;
  if (id) await sendSoon(deps, () => sendCancelDeclinedMail(deps, id));
  return result;
}
