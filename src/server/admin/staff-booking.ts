/**
 * A booking staff take for a customer (a phone call, a walk-in): the checkout's booking service, so
 * the same prices, rules and confirmation e-mail, with the staff member recorded on the booking and
 * in the audit log. Once per idempotency key: a double click makes one booking.
 */
import { createHash } from 'node:crypto';
import type { CreatedBooking } from '../../api/contract.ts';
import type { StaffBookingRequest } from '../../domain/staff-booking-schema.ts';
import type { Staff } from '../repositories/staff.ts';
import { createBooking } from '../services/bookings-service.ts';
import type { ServiceDeps } from '../services/deps.ts';
import type { ServiceResult } from '../services/service-error.ts';
import { onceAround } from './audit-log.ts';

export async function createStaffBooking(
  deps: ServiceDeps,
  staff: Staff,
  input: StaffBookingRequest,
  idempotencyKey: string,
): Promise<ServiceResult<CreatedBooking> & { replayed: boolean }> {
  const { customerLocale, locale: _staffLocale, ...booking } = input;
  const entry = {
    staffId: staff.id,
    action: 'staffBooking',
    bookingId: null,
    reason: 'staff booking',
    // A key reused for another customer or trip is refused, never answered with this booking.
    requestHash: createHash('sha256').update(JSON.stringify(input)).digest('hex'),
  };
  let status = 200;
  const result = await onceAround(deps.db, idempotencyKey, entry, async () => {
    // The booking is the customer's: its e-mails and pages speak their language, not the staff's.
    const created = await createBooking(deps, { ...booking, locale: customerLocale }, { staffId: staff.id });
    status = created.status;
    return {
      result: created.data,
      detail: { code: created.data.code, total: created.data.amounts.total },
    };
  });
  return { status, key: 'api.booking.created', data: result.result, replayed: result.replayed };
}
