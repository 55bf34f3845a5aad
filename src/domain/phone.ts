/**
 * Cameroon phone numbers: +237 then 9 digits. Mobile-money numbers are mobile (start with 6). The
 * operator is only suggested from the prefix: numbers move between operators, so a prefix never
 * refuses a number. The WhatsApp contact may be any valid international number (Cameroon by default).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type Operator = 'mtn' | 'orange';

const SEPARATORS = /[\s().\-/]/g;

/** `+237 6 70 00 00 00`, `00237670000000`, `237670000000`, `670000000` -> `670000000`; else null. */
export function normalizeCameroonNumber(input: string): string | null {
  let digits = input.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+237')) digits = digits.slice(4);
  else if (digits.startsWith('00237')) digits = digits.slice(5);
  else if (digits.startsWith('237') && digits.length === 12) digits = digits.slice(3);
  if (!/^\d{9}$/.test(digits)) return null;
  return parsePhoneNumberFromString(digits, 'CM')?.isValid() ? digits : null;
}

/** A Cameroon mobile number usable for mobile money, as 9 national digits; else null. */
export function normalizeMobileMoneyNumber(input: string): string | null {
  const national = normalizeCameroonNumber(input);
  return national?.startsWith('6') ? national : null;
}

/** Any valid number in E.164 (`+237670000000`), national numbers read as Cameroonian; else null. */
export function normalizeInternationalNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d][\d\s().\-/]*$/.test(trimmed)) return null;
  const withPlus = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed;
  const parsed = parsePhoneNumberFromString(withPlus, 'CM');
  return parsed?.isValid() ? parsed.number : null;
}

// Prefixes as allocated by the regulator (ART); a hint for the UI, never a rule.
const MTN = [/^6(?:5[0-4]|7\d|8[0-4])/];
const ORANGE = [/^6(?:5[5-9]|9\d|8[5-9]|40)/];

/** The likely operator of a 9-digit national number, or null when the prefix says nothing. */
export function suggestOperator(input: string): Operator | null {
  const national = normalizeCameroonNumber(input);
  if (!national) return null;
  if (MTN.some((prefix) => prefix.test(national))) return 'mtn';
  if (ORANGE.some((prefix) => prefix.test(national))) return 'orange';
  return null;
}

/** `670000000` -> `+237 6 70 00 00 00`, for display. */
export function formatCameroonNumber(national: string): string {
  const m = /^(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(national);
  return m ? `+237 ${m.slice(1).join(' ')}` : national;
}
