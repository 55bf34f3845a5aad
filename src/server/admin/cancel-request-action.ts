/**
 * Staff decline a customer's request to cancel with a message (the action's reason), audited; the
 * customer is sent the message. Accepting a request is cancelling the booking (`cancel-action.ts`).
 */
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import { cancelDeclinedEmail } from '../mail/cancel-request-emails.ts';
import type { BookingRow } from '../repositories/bookings.ts';
import { declineCancelRequest } from '../repositories/cancel-requests.ts';
import { sendSoon } from '../services/booking-mail.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { type AuditEntry, once } from './audit-log.ts';

export async function declineCancel(
  deps: ServiceDeps,
  staffId: string,
  booking: BookingRow,
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
  // Sent once: the outbox and the mail API drop a second message with the same key.
  if (id) await sendSoon(deps, () => sendDeclined(deps, booking, id, message));
  return result;
}

async function sendDeclined(deps: ServiceDeps, booking: BookingRow, id: string, message: string) {
  try {
    await deps.mailer.send(cancelDeclinedEmail(booking, id, message, deps.siteUrl));
    return true;
  } catch (error) {
    deps.log?.('cancel declined mail failed', { code: booking.code, error: String(error) });
    return false;
  }
}
