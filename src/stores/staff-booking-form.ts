/**
 * The back office's New booking form without its markup: the request its values stand for, the
 * price the server will charge (the checkout's own pricing), and each field's error from the shared
 * schema the function parses with, so staff see what is wrong before anything is sent.
 */
import { staffBookingSchema } from '../domain/admin-schemas.ts';
import { tripTypeAllowed } from '../domain/group-size.ts';
import { type BookingPrice, MAX_SPOTS, type PaymentType, priceBooking } from '../domain/pricing.ts';
import { parseWith, VALIDATION_PARAMS } from '../domain/schemas.ts';
import type { TripType } from '../domain/trip-types.ts';
import type { UiMessage } from './ui-message.ts';

/** What the form needs of a package: the server prices it again from its own snapshot. */
export interface StaffPackage {
  slug: string;
  title: string;
  pricePerPerson: number;
  minPeople: number;
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
    ...(values.preferredDate ? { preferredDate: values.preferredDate } : {}),
    paymentType: values.paymentType,
    contact: { fullName: values.fullName, email: values.email, whatsapp: values.whatsapp },
    payment: { method: values.operator, number: values.number },
    customerLocale: values.customerLocale,
  };
}

/** The price for these values, or null while the number of people is not one the package takes. */
export function staffPrice(
  values: StaffValues,
  pkg: StaffPackage | undefined,
  pricing: StaffPricing,
): BookingPrice | null {
  const spots = Number(values.spots);
  if (!pkg || values.spots.trim() === '' || !Number.isSafeInteger(spots)) return null;
  if (spots < pkg.minPeople || spots > MAX_SPOTS) return null;
  return priceBooking({
    pricePerPerson: pkg.pricePerPerson,
    spots,
    minPeople: pkg.minPeople,
    paymentType: values.paymentType as PaymentType,
    ...pricing,
  });
}

/**
 * Each field's first error: the shared schema (`today` is the staff's date: no preferred date
 * before it), then the package's own rules, as the checkout checks them.
 */
export function staffBookingErrors(
  values: StaffValues,
  pkg: StaffPackage | undefined,
  today: string,
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
  return errors;
}

export function firstStaffError(errors: StaffErrors): StaffField | null {
  return STAFF_FIELDS.find((name) => errors[name]) ?? null;
}
