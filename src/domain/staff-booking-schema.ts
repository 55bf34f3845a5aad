/**
 * The schema of a booking staff take for a customer, the one back-office body its island checks
 * too. Apart from `admin-schemas.ts`, whose other bodies only the functions read: the island's
 * code (and the validation code every customer's page shares with it) then carries none of them.
 */
import * as v from 'valibot';
import { LOCALES } from './locales.ts';
import { createBookingSchema, key, type PhoneNumberRule } from './schemas.ts';

/**
 * A booking staff take for a customer (a phone call, a walk-in): the checkout's own schema, without
 * the terms box, which only the customer can tick (staff tell them the terms, docs/back-office.md).
 */
export function staffBookingSchema(today: string, internationalNumber?: PhoneNumberRule) {
  const { termsAccepted: _terms, ...entries } = createBookingSchema(today, internationalNumber).entries;
  // `locale` words the answer to staff; the customer's e-mails and pages use `customerLocale`.
  return v.strictObject({
    ...entries,
    customerLocale: v.picklist(LOCALES, key('validation.locale.invalid')),
  });
}
export type StaffBookingRequest = v.InferOutput<ReturnType<typeof staffBookingSchema>>;
