/**
 * Reviews: only for a booking paid in full, not cancelled, whose trip is over (403 otherwise, saying
 * which; docs/business-rules.md#reviews), one per booking (409), text already stripped of markup and
 * bounded by the schema; stored pending moderation.
 */
import type { SubmittedReview } from '../../api/contract.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import type { ReviewRequest } from '../../domain/customer-text-schemas.ts';
import { type ReviewRefusal, reviewEligibility } from '../../domain/review-eligibility.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { uniqueViolation } from '../db/pool.ts';
import { type Booking, findBookingByCode } from '../repositories/bookings.ts';
import { hasReview, insertReview } from '../repositories/reviews.ts';
import type { ServiceDeps } from './deps.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';

export async function submitReview(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  input: ReviewRequest,
): Promise<ServiceResult<SubmittedReview>> {
  const booking = await findBookingByCode(deps.db, input.code);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  const { refusal, from } = reviewEligibility(reviewFacts(booking, booking.amountPaid, deps.clock()));
  if (refusal) throw refusalError(refusal, from, input.locale ?? booking.locale);
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

/** What the review rule needs of a booking, as it stands now. */
export function reviewFacts(booking: Booking, paid: number, now: Date) {
  return {
    paid,
    total: booking.total,
    cancelled: booking.cancelledAt !== null,
    preferredDate: booking.preferredDate,
    durationDays: booking.durationDays,
    travelled: booking.travelledAt !== null,
    today: agencyToday(now),
  };
}

function refusalError(refusal: ReviewRefusal, from: string | null, locale: Locale): ServiceError {
  if (refusal !== 'afterTrip') return new ServiceError(403, `api.review.${refusal}`);
  if (!from) return new ServiceError(403, 'api.review.afterTravelled');
  return new ServiceError(403, 'api.review.afterTrip', { params: { date: formatDate(from, locale) } });
}
