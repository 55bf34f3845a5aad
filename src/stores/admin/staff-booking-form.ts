/**
 * The back office's New booking form without its markup: the request its values stand for, the
 * price the server will charge (the checkout's own pricing, from the chosen departure's price for a
 * trip sold by departures), and each field's error from the shared schema the function parses with
 * and the checkout's departure rule, so staff see what is wrong before anything is sent.
 */

import type { Departure } from '../../domain/departure.ts';
import { tripTypeAllowed } from '../../domain/group-size.ts';
import { type Operator, otherNetworkKey } from '../../domain/phone.ts';
import { type BookingPrice, MAX_SPOTS, type PaymentType, priceBooking } from '../../domain/pricing.ts';
import { parseWith } from '../../domain/schemas.ts';
import { staffBookingSchema } from '../../domain/staff-booking-schema.ts';
import type { TripType } from '../../domain/trip-types.ts';
import { VALIDATION_PARAMS } from '../../domain/validation-params.ts';
import { type DepartureOption, departureError } from '../checkout/checkout-departures.ts';
import type { UiMessage } from '../ui-message.ts';

/** What the form needs of a package: the server prices it again from its own snapshot. */
export interface StaffPackage {
  slug: string;
  title: string;
  pricePerPerson: number;
  minPeople: number;
  /** Its departures to come when the page was built; absent or empty: sold on request. */
  departures?: Departure[] | undefined;
}

export interface StaffPricing {
  downPaymentPercent: number;
  feePercent: number;
}

/** The form's fields, in the order it shows them (the first with an error gets the focus). */
export const STAFF_FIELDS = [
  'packageSlug',
  'tripType',
  'spots',
  'departureId',
  'preferredDate',
  'paymentType',
  'fullName',
  'email',
  'whatsapp',
  'operator',
  'number',
  'customerLocale',
] as const;
export type StaffField = (typeof STAFF_FIELDS)[number];
export type StaffValues = Record<StaffField, string>;
export type StaffErrors = Partial<Record<StaffField, UiMessage>>;

/** Each field's path in the request (and in the server's issues). */
const PATHS: Record<StaffField, string> = {
  packageSlug: 'packageSlug',
  tripType: 'tripType',
  spots: 'spots',
  departureId: 'departureId',
  preferredDate: 'preferredDate',
  paymentType: 'paymentType',
  fullName: 'contact.fullName',
  email: 'contact.email',
  whatsapp: 'contact.whatsapp',
  operator: 'payment.method',
  number: 'payment.number',
  customerLocale: 'customerLocale',
};

export function staffBookingBody(values: StaffValues): Record<string, unknown> {
  return {
    packageSlug: values.packageSlug,
    tripType: values.tripType,
    // An empty box is no number (not 0), so it reads as "a whole number please".
    spots: values.spots.trim() === '' ? Number.NaN : Number(values.spots),
    // A departure's date is the departure's; a trip on request may have a preferred one.
    ...(values.departureId
      ? { departureId: values.departureId }
      : values.preferredDate
        ? { preferredDate: values.preferredDate }
        : {}),
    paymentType: values.paymentType,
    contact: { fullName: values.fullName, email: values.email, whatsapp: values.whatsapp },
    payment: { method: values.operator, number: values.number },
    customerLocale: values.customerLocale,
  };
}

/**
 * The price for these values (per person: the chosen departure's, else the trip's), or null while
 * the number of people is not one the package takes.
 */
export function staffPrice(
  values: StaffValues,
  pkg: StaffPackage | undefined,
  pricing: StaffPricing,
  departure: DepartureOption | null = null,
): BookingPrice | null {
  const spots = Number(values.spots);
  if (!pkg || values.spots.trim() === '' || !Number.isSafeInteger(spots)) return null;
  if (spots < pkg.minPeople || spots > MAX_SPOTS) return null;
  return priceBooking({
    pricePerPerson: departure?.pricePerPerson ?? pkg.pricePerPerson,
    spots,
    minPeople: pkg.minPeople,
    paymentType: values.paymentType as PaymentType,
    ...pricing,
  });
}

/**
 * Each field's first error: the shared schema (`today` is the staff's date: no preferred date
 * before it), then the package's own rules and, for a trip sold by departures (`departures`: the
 * options offered), the checkout's: one chosen, open, with room for the group.
 */
export function staffBookingErrors(
  values: StaffValues,
  pkg: StaffPackage | undefined,
  today: string,
  departures: readonly DepartureOption[] = [],
  /** Staff confirmed the number moved to the network chosen (as the checkout's "keep"). */
  keptOperator = false,
): StaffErrors {
  const minPeople = pkg?.minPeople ?? 1;
  const errors: StaffErrors = {};
  const result = parseWith(staffBookingSchema(today), staffBookingBody(values));
  if (!result.ok) {
    for (const issue of result.issues) {
      const field = STAFF_FIELDS.find((name) => PATHS[name] === issue.path);
      const params = { ...VALIDATION_PARAMS[issue.key], min: minPeople, max: MAX_SPOTS };
      if (field && !errors[field]) errors[field] = { key: issue.key, params };
    }
  }
  const params = { min: minPeople };
  if (!errors.tripType && !tripTypeAllowed(values.tripType as TripType, minPeople)) {
    errors.tripType = { key: 'validation.tripType.belowMinimum', params };
  }
  if (!errors.spots && Number(values.spots) < minPeople) {
    errors.spots = { key: 'validation.package.minPeople', params };
  }
  const departure = departureError(departures, values.departureId, Number(values.spots));
  if (!errors.departureId && departure) errors.departureId = departure;
  // The checkout's rule: a number of the other network would never get the payment request.
  const otherNetwork = keptOperator ? null : otherNetworkKey(values.number, values.operator as Operator | '');
  if (!errors.number && otherNetwork) errors.number = { key: otherNetwork };
  return errors;
}

export function firstStaffError(errors: StaffErrors): StaffField | null {
  return STAFF_FIELDS.find((name) => errors[name]) ?? null;
}
