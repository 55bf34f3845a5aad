/**
 * The full check of an international number against its country's numbering plan, with
 * libphonenumber's metadata. Server side only: the browser gets the shape check of `phone.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { plausibleInternationalNumber } from './phone.ts';

/**
 * An E.164 number as people write it (`+237 6 55 11 22 99`): for display, and for spreadsheets, which
 * read `+237655112299` as a number and show 2.37655E+11. Anything else is returned as it is.
 */
export function formatInternationalNumber(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed?.isValid() ? parsed.formatInternational() : e164;
}

/** Any valid number in E.164 (`+237670000000`), national numbers read as Cameroonian; else null. */
export function validInternationalNumber(input: string): string | null {
  const plausible = plausibleInternationalNumber(input);
  if (!plausible) return null;
  const parsed = parsePhoneNumberFromString(plausible);
  return parsed?.isValid() ? parsed.number : null;
}
