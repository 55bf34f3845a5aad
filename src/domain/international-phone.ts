/**
 * The full check of an international number against its country's numbering plan, with
 * libphonenumber's metadata. Server side only: the browser gets the shape check of `phone.ts`.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { plausibleInternationalNumber } from './phone.ts';

/** Any valid number in E.164 (`+237670000000`), national numbers read as Cameroonian; else null. */
export function validInternationalNumber(input: string): string | null {
  const plausible = plausibleInternationalNumber(input);
  if (!plausible) return null;
  const parsed = parsePhoneNumberFromString(plausible);
  return parsed?.isValid() ? parsed.number : null;
}
