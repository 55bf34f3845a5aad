/**
 * A customer asks to cancel (docs/business-rules.md#cancellations): the booking's code and the
 * e-mail given at booking prove it is theirs (another e-mail reads as an unknown booking, so codes
 * cannot be probed). The request is recorded for staff, never a cancel nor a refund by itself; one
 * open request per booking (409 again), none on a cancelled booking (409).
 */
import type { SubmittedCancelRequest } from '../../api/contract.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import { tripUnderway } from '../../domain/cancel-request.ts';
import type { CancelRequestBody } from '../../domain/customer-text-schemas.ts';
import { findBookingByCode } from '../repositories/bookings.ts';
import { insertCancelRequest } from '../repositories/cancel-requests.ts';
import type { ServiceDeps } from './deps.ts';
import { bookingOfEmail, ServiceError, type ServiceResult } from './service-error.ts';

export async function requestCancel(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  code: string,
  input: CancelRequestBody,
): Promise<ServiceResult<SubmittedCancelRequest>> {
  const booking = bookingOfEmail(await findBookingByCode(deps.db, code), input.email);
  if (booking.cancelledAt) throw new ServiceError(409, 'api.cancelRequest.cancelled');
  const underway = tripUnderway({
    travelled: booking.travelledAt !== null,
    tripDate: booking.preferredDate,
    today: agencyToday(deps.clock()),
  });
  if (underway) throw new ServiceError(409, 'api.cancelRequest.tripUnderway');
  const reason = input.reason?.trim() || null;
  if (!(await insertCancelRequest(deps.db, booking.id, reason, deps.clock()))) {
    // Either already asked, or cancelled meanwhile: say which.
    const now = await findBookingByCode(deps.db, code);
    throw new ServiceError(409, now?.cancelledAt ? 'api.cancelRequest.cancelled' : 'api.cancelRequest.open');
  }
  return { status: 201, key: 'api.cancelRequest.created', data: { status: 'requested' } };
}
