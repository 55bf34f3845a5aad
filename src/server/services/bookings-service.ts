/**
 * Creating and looking up bookings. Prices come from the catalogue snapshot, never from the request;
 * the booking keeps a snapshot of what was sold (title, price, percents).
 */

import type { BookingDetails, CreatedBooking } from '../../api/contract.ts';
import { agencyToday } from '../../domain/agency-calendar.ts';
import { balanceDueDate, tripDatesOf } from '../../domain/balance-due.ts';
import { generateBookingCode } from '../../domain/booking-code.ts';
import { type BookingMoney, completionPercent, excessOf } from '../../domain/booking-status.ts';
import { tripUnderway } from '../../domain/cancel-request.ts';
import { cardFeeFor, withinCardLimit } from '../../domain/card-fee.ts';
import { packageMinimum, tripTypeAllowed } from '../../domain/group-size.ts';
import type { Locale } from '../../domain/locales.ts';
import { maskEmail, maskName, maskPhone } from '../../domain/masking.ts';
import { channelOf } from '../../domain/payment-method.ts';
import { nextPaymentKind, planPayment } from '../../domain/payment-plan.ts';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_FEE_PERCENT, priceBooking } from '../../domain/pricing.ts';
import { refundOf } from '../../domain/refund.ts';
import { refundAccount } from '../../domain/refund-account.ts';
import { reviewEligibility } from '../../domain/review-eligibility.ts';
import type { CreateBookingRequest } from '../../domain/schemas.ts';
import {
  keptTravellerNames,
  travellerNamesRefusal,
  unnamedTravellers,
} from '../../domain/traveller-names.ts';
import { uniqueViolation } from '../db/pool.ts';
import {
  type Booking,
  findBookingByCode,
  insertBooking,
  moneyOf,
  type NewBooking,
} from '../repositories/bookings.ts';
import { latestCancelRequest } from '../repositories/cancel-requests.ts';
import { listAttempts } from '../repositories/payment-attempts.ts';
import { listRefunds } from '../repositories/refunds.ts';
import { hasReview } from '../repositories/reviews.ts';
import { noticeNewBooking } from './agency-notice.ts';
import { sendBookingConfirmation, sendSoon } from './booking-mail.ts';
import { cardSettings, type ResolvedCardSettings } from './card-settings.ts';
import { bookingPricePerPerson, chooseDeparture, seatHoldMs, withSeatsTaken } from './departure-seats.ts';
import type { ServiceDeps } from './deps.ts';
import { reviewFacts } from './reviews-service.ts';
import { ServiceError, type ServiceResult } from './service-error.ts';
import { amountsOf, maskedTravellers, nextPaymentView, paymentView } from './views.ts';
import { whatsAppProven } from './whatsapp-messages.ts';

/** Largest total the integer columns hold; no real booking comes near it. */
const MAX_TOTAL = 2_000_000_000;
const CODE_ATTEMPTS = 5;

function percentOr(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max ? value : fallback;
}

/** Who makes a booking: the client network it came from online, or the staff member who took it. */
export type BookingOrigin = { clientNetwork: string } | { staffId: string };

/**
 * A booking as the checkout makes it, online (its client network caps its unpaid holds) or taken
 * by staff for a customer (back office). Same prices, rules and e-mails either way.
 */
export async function createBooking(
  deps: ServiceDeps,
  input: Omit<CreateBookingRequest, 'termsAccepted'>,
  origin: BookingOrigin,
): Promise<ServiceResult<CreatedBooking>> {
  const createdBy = 'staffId' in origin ? origin.staffId : null;
  const holder =
    'clientNetwork' in origin ? { network: origin.clientNetwork, email: input.contact.email } : null;
  const catalogue = await deps.catalogue();
  const pkg = catalogue.packages.find((p) => p.slug === input.packageSlug);
  if (!pkg) {
    throw new ServiceError(422, 'validation.package.unknown', {
      data: { issues: [{ path: 'packageSlug', key: 'validation.package.unknown', message: '' }] },
    });
  }
  const minPeople = packageMinimum(pkg.minPeople);
  if (!tripTypeAllowed(input.tripType, minPeople)) {
    throw new ServiceError(422, 'validation.tripType.belowMinimum', {
      params: { min: minPeople },
      data: { issues: [{ path: 'tripType', key: 'validation.tripType.belowMinimum', message: '' }] },
    });
  }
  if (input.spots < minPeople) {
    throw new ServiceError(422, 'validation.package.minPeople', {
      params: { min: minPeople },
      data: { issues: [{ path: 'spots', key: 'validation.package.minPeople', message: '' }] },
    });
  }
  // The lead is the first traveller; the others named at checkout follow, one per other person.
  const others = keptTravellerNames(input.travellers ?? []);
  if (others.length > input.spots - 1) {
    throw new ServiceError(422, 'validation.travellers.overGroup', {
      params: { spots: input.spots },
      data: { issues: [{ path: 'travellers', key: 'validation.travellers.overGroup', message: '' }] },
    });
  }
  const departure = chooseDeparture(pkg, input.departureId, agencyToday(deps.clock()));
  const pricePerPerson = bookingPricePerPerson(pkg, departure);
  const downPaymentPercent = percentOr(
    catalogue.settings.downPaymentPercent,
    DEFAULT_DOWN_PAYMENT_PERCENT,
    100,
  );
  const feePercent = percentOr(catalogue.settings.feePercent, DEFAULT_FEE_PERCENT, 100);
  const price = priceBooking({
    pricePerPerson,
    spots: input.spots,
    minPeople,
    paymentType: input.paymentType,
    downPaymentPercent: downPaymentPercent > 0 ? downPaymentPercent : DEFAULT_DOWN_PAYMENT_PERCENT,
    feePercent,
  });
  if (price.total > MAX_TOTAL)
    throw new ServiceError(422, 'validation.spots.max', { params: { max: input.spots } });

  const row = (code: string): NewBooking => ({
    code,
    packageSlug: pkg.slug,
    packageTitleEn: pkg.title.en,
    packageTitleFr: pkg.title.fr,
    durationDays: pkg.durationDays,
    destination: pkg.destination,
    catalogueBuiltAt: catalogue.builtAt,
    pricePerPerson,
    spots: input.spots,
    tripType: input.tripType,
    // A departure's date is the booking's date, so every page and e-mail showing it still does.
    preferredDate: departure ? departure.date : (input.preferredDate ?? null),
    fullName: input.contact.fullName,
    email: input.contact.email,
    whatsapp: input.contact.whatsapp,
    paymentMethod: input.payment.method,
    // A card booking has no mobile-money number (the provider's page takes the card).
    paymentNumber: input.payment.method === 'card' ? '' : (input.payment.number ?? ''),
    paymentEmail: input.payment.email ?? null,
    // The type the rules applied (above the cap a down payment, whatever the browser asked for).
    paymentType: price.paymentType,
    total: price.total,
    downPayment: price.downPayment,
    downPaymentPercent: price.downPaymentPercent,
    feePercent: price.feePercent,
    locale: input.locale ?? 'en',
    createdByStaffId: createdBy,
    departureId: departure?.id ?? null,
    seatHoldMs: seatHoldMs(deps, createdBy !== null),
    clientNetwork: holder?.network ?? null,
    travellerNames: [input.contact.fullName, ...others],
    whatsappOptIn: input.whatsappOptIn === true,
  });
  const insert = (code: string) =>
    departure
      ? withSeatsTaken(deps, pkg, departure, input.spots, holder, (tx) => insertBooking(tx, row(code)))
      : insertBooking(deps.db, row(code));

  let booking: Booking | null = null;
  for (let attempt = 1; booking === null; attempt += 1) {
    try {
      booking = await insert(generateBookingCode(deps.randomBytes));
    } catch (error) {
      // A code collision (50 random bits: rare) draws a new code; anything else is a real failure.
      if (uniqueViolation(error) !== 'bookings_code_key' || attempt >= CODE_ATTEMPTS) throw error;
    }
  }

  // A mail failure is logged inside and never fails the booking. (`booking` is reassigned above: the
  // closure takes a constant.)
  const created = booking;
  await sendSoon(deps, () => sendBookingConfirmation(deps, created));
  // Nothing on WhatsApp yet: the number typed may be anyone's. The confirmation goes once the
  // customer proves it theirs (services/whatsapp-proof.ts).
  await sendSoon(deps, () => noticeNewBooking(deps, created));

  const locale = booking.locale;
  const card = await cardSettings(deps);
  return {
    status: 201,
    key: 'api.booking.created',
    data: {
      code: booking.code,
      status: booking.status,
      packageSlug: booking.packageSlug,
      packageTitle: locale === 'fr' ? booking.packageTitleFr : booking.packageTitleEn,
      spots: booking.spots,
      paymentType: booking.paymentType,
      amounts: amountsOf(booking, card),
      firstPayment: {
        kind: price.chargedNow === price.total ? 'full' : 'deposit',
        amount: price.chargedNow,
        fee: price.fee,
        dueNow: price.dueNow,
        card: cardFirstPayment(price.chargedNow, card),
      },
      balanceAfter: price.balanceAfter,
      createdAt: booking.createdAt.toISOString(),
    },
  };
}

export async function getBookingDetails(
  deps: ServiceDeps,
  code: string,
  locale: Locale,
): Promise<ServiceResult<BookingDetails>> {
  const booking = await findBookingByCode(deps.db, code);
  if (!booking) throw new ServiceError(404, 'api.booking.notFound');
  const attempts = await listAttempts(deps.db, booking.id);
  const money = moneyOf(booking);
  const paid = money.paid;
  const reviewed = await hasReview(deps.db, booking.id);
  const base = {
    total: booking.total,
    downPayment: booking.downPayment,
    feePercent: booking.feePercent,
    amountPaid: paid,
  };
  const cancelled = booking.cancelledAt !== null;
  const review = reviewEligibility(reviewFacts(booking, paid, deps.clock()));
  const trip = (await deps.catalogue()).packages.find((p) => p.slug === booking.packageSlug);
  const meetingPoint = trip?.meetingPoint?.[locale] ?? '';
  // A cancelled booking offers nothing to pay or resume (the payment functions refuse it too).
  const nextKind = cancelled ? null : nextPaymentKind({ ...base, paymentType: booking.paymentType });
  const plan = nextKind ? planPayment({ ...base, kind: nextKind }) : null;
  const card = await cardSettings(deps);
  const byCard = nextKind ? planPayment({ ...base, kind: nextKind, method: 'card', card }) : null;
  return {
    status: 200,
    key: 'api.booking.found',
    data: {
      code: booking.code,
      status: money.status,
      package: {
        slug: booking.packageSlug,
        title: locale === 'fr' ? booking.packageTitleFr : booking.packageTitleEn,
        durationDays: booking.durationDays,
        destination: booking.destination,
      },
      meeting: meetingPoint ? { point: meetingPoint, time: trip?.meetingTime ?? '' } : null,
      tripType: booking.tripType,
      spots: booking.spots,
      preferredDate: booking.preferredDate,
      departureId: booking.departureId ?? null,
      travellers: maskedTravellers(booking.spots, booking.travellerNames),
      unnamedTravellers: unnamedTravellers({ spots: booking.spots, names: booking.travellerNames }),
      canNameTravellers:
        travellerNamesRefusal({
          cancelled,
          tripDate: booking.preferredDate,
          travelled: booking.travelledAt !== null,
          today: agencyToday(deps.clock()),
        }) === null,
      overbooked: booking.overbookedAt !== null && !cancelled,
      remindersOff: booking.remindersOffAt !== null,
      reservedOn: booking.createdAt.toISOString(),
      paymentType: booking.paymentType,
      contact: {
        fullName: maskName(booking.fullName),
        email: maskEmail(booking.email),
        whatsapp: maskPhone(booking.whatsapp),
      },
      whatsappOptIn: booking.whatsappOptIn === true,
      whatsappProven: whatsAppProven(booking),
      paymentMethod: booking.paymentMethod,
      amounts: amountsOf(booking, card),
      paid,
      // As the database computes them: nothing is due on a cancelled booking, what was paid is
      // owed back until the agency sends it.
      leftToPay: money.leftToPay,
      balanceDueOn:
        cancelled || money.leftToPay <= 0
          ? null
          : balanceDueDate(tripDatesOf(booking), (await deps.catalogue()).settings.balanceDueDays),
      owedBack: money.owedBack,
      refunded: money.refunded,
      completionPercent: completionPercent(paid, booking.total),
      // On a cancelled booking everything paid is owed back: `refund` says it, not an "excess".
      excess: cancelled ? null : excessOf(money),
      payments: attempts.map(paymentView),
      nextPayment: plan?.ok ? nextPaymentView(plan, byCard) : null,
      openPayment: cancelled ? null : (attempts.find((a) => a.status === 'pending')?.reference ?? null),
      // No review of a trip that will not happen, nor before it (docs/business-rules.md#reviews).
      canReview: review.refusal === null && !reviewed,
      reviewed,
      reviewRefusal: review.refusal,
      reviewFrom: review.from,
      cancelledOn: booking.cancelledAt?.toISOString() ?? null,
      abandonedOn: booking.abandonedAt?.toISOString() ?? null,
      refund: cancelled ? await refundView(deps, booking, money) : null,
      cancelRequest: await latestCancelRequest(deps.db, booking.id),
      tripUnderway: tripUnderway({
        travelled: booking.travelledAt !== null,
        tripDate: booking.preferredDate,
        today: agencyToday(deps.clock()),
      }),
    },
  };
}

async function refundView(deps: ServiceDeps, booking: Booking, money: BookingMoney) {
  const sent = await listRefunds(deps.db, booking.id);
  const state = refundOf(money, booking.cancelKept, booking.cancelRefundParts);
  return {
    ...state,
    account: refundAccount(state, booking.cancelBasis, channelOf(booking.paymentMethod) ?? 'mobile_money'),
    sent: sent.map((r) => ({ amount: r.amount, method: r.method, sentOn: r.sentAt.toISOString() })),
  };
}

/** The first payment by card: its fee and charge, or null above the agency's card limit. */
function cardFirstPayment(amount: number, card: ResolvedCardSettings) {
  const fee = cardFeeFor(amount, card.feePercent);
  return withinCardLimit(amount + fee, card.limitXaf) ? { fee, dueNow: amount + fee } : null;
}
