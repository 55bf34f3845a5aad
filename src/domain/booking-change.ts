/**
 * What a booking becomes after staff change it (docs/back-office.md#changing-a-booking): a new date
 * leaves the price alone; a new group size is priced again by the checkout's rules, from the price
 * per person the booking was sold at; a move to a departure with another price per person is priced
 * again by the same rules at that price; a new price is the owner's, its down payment the booking's
 * percent of it. Pure: the database lands the result (migration 018), the money follows from it.
 */
import { packageMinimum } from './group-size.ts';
import { percentOf } from './money.ts';
import { MAX_SPOTS, priceBooking } from './pricing.ts';

export interface ChangeableBooking {
  pricePerPerson: number;
  spots: number;
  preferredDate: string | null;
  total: number;
  downPayment: number;
  downPaymentPercent: number;
  feePercent: number;
  paymentType: 'single' | 'multiple';
}

export type BookingChange =
  | { kind: 'trip'; spots?: number | undefined; preferredDate?: string | undefined }
  | { kind: 'price'; total: number };

export interface ChangedBooking {
  spots: number;
  preferredDate: string | null;
  total: number;
  downPayment: number;
}

export type ChangeRefusal =
  | { refusal: 'belowMinimum'; min: number }
  | { refusal: 'aboveMaximum'; max: number }
  | { refusal: 'nothingChanged' };

/** The booking after `change`, or why it is refused. `minPeople` is the package's CMS value. */
export function applyChange(
  booking: ChangeableBooking,
  change: BookingChange,
  minPeople: number | null | undefined,
): ChangedBooking | ChangeRefusal {
  const before: ChangedBooking = {
    spots: booking.spots,
    preferredDate: booking.preferredDate,
    total: booking.total,
    downPayment: booking.downPayment,
  };
  let after: ChangedBooking;
  if (change.kind === 'price') {
    after = {
      ...before,
      total: change.total,
      downPayment: percentOf(change.total, booking.downPaymentPercent, 'up'),
    };
  } else {
    after = { ...before, preferredDate: change.preferredDate ?? before.preferredDate };
    if (change.spots !== undefined && change.spots !== booking.spots) {
      const min = packageMinimum(minPeople);
      if (change.spots < min) return { refusal: 'belowMinimum', min };
      if (change.spots > MAX_SPOTS) return { refusal: 'aboveMaximum', max: MAX_SPOTS };
      const price = priceBooking({
        pricePerPerson: booking.pricePerPerson,
        spots: change.spots,
        minPeople: min,
        paymentType: booking.paymentType,
        downPaymentPercent: booking.downPaymentPercent,
        feePercent: booking.feePercent,
      });
      after = { ...after, spots: change.spots, total: price.total, downPayment: price.downPayment };
    }
  }
  const same =
    after.spots === before.spots &&
    after.preferredDate === before.preferredDate &&
    after.total === before.total;
  return same ? { refusal: 'nothingChanged' } : after;
}

/**
 * A booking moved to a departure selling at `pricePerPerson`: the same group priced by the
 * checkout's rules at that price (its down payment and fee percent as sold), or null when the price
 * per person is the booking's already (its total, maybe the owner's, then stays).
 */
export function repriceForMove(
  booking: ChangeableBooking,
  pricePerPerson: number,
): { pricePerPerson: number; total: number; downPayment: number } | null {
  if (pricePerPerson === booking.pricePerPerson) return null;
  const price = priceBooking({
    pricePerPerson,
    spots: booking.spots,
    // The group was accepted at booking: a move prices it, it does not check its size again.
    minPeople: 1,
    paymentType: booking.paymentType,
    downPaymentPercent: booking.downPaymentPercent,
    feePercent: booking.feePercent,
  });
  return { pricePerPerson, total: price.total, downPayment: price.downPayment };
}
