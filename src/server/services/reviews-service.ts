/**
 * Reviews: only for a booking with a successful payment (403 otherwise), one per booking (409), text
 * already stripped of markup and bounded by the schema; stored pending moderation.
 */
import type { SubmittedReview } from '../../api/contract.ts';
import type { ReviewRequest } from '../../domain/schemas.ts';
import { uniqueViolation } from '../db/pool.ts';
import { findBookingByCode } from '../repositories/bookings.ts';
import { listAttempts } from '../repositories/payment-attempts.ts';
import { hasReview, insertReview } from '../repositories/reviews.ts';
import type { ServiceDeps } from './deps.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';
import { amountPaid } from './views.ts';

export async function submitReview(
  deps: Pick<ServiceDeps, 'db'>,
  input: ReviewRequest,
): Promise<ServiceResult<SubmittedReview>> {
  const booking = await findBookingByCode(deps.db, input.code);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  // A cancelled booking's trip never happens: nothing to review.
  if (booking.cancelledAt) throw new ServiceError(403, 'api.review.cancelled');
  if (amountPaid(await listAttempts(deps.db, booking.id)) <= 0)
    throw new ServiceError(403, 'api.review.notPaid');
  if (await hasReview(deps.db, booking.id)) throw new ServiceError(409, 'api.review.duplicate');
  try {
    await insertReview(deps.db, {
      bookingId: booking.id,
      displayName: input.displayName,
      rating: input.rating,
      text: input.text,
      locale: input.locale ?? booking.locale,
    });
  } catch (error) {
    // Two submissions racing: the unique booking_id lets exactly one in.
    if (uniqueViolation(error) === 'reviews_booking_id_key')
      throw new ServiceError(409, 'api.review.duplicate');
    throw error;
  }
  return { status: 201, key: 'api.review.created', data: { status: 'pending' } };
}
