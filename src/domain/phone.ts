/**
 * Phone numbers, small enough for the browser. Cameroon numbers are +237 then 9 digits: fixed lines
 * start with 2, mobiles with 6, a few services with 88 (the national numbering plan, as in libphonenumber's metadata; a unit
 * test keeps the two in step). Mobile-money numbers are mobile. The operator is only suggested from
 * the prefix: numbers move between operators, so a prefix never refuses a number.
 *
 * The WhatsApp contact may be any international number. Checking every country's plan needs
 * libphonenumber's metadata (about 30 KB gzip), so the browser only checks the E.164 shape
 * (`plausibleInternationalNumber`) and the functions add the full check (`src/server/international-phone.ts`).
 */
/** The mobile-money networks, which are also the payment methods (docs/business-rules.md). */
export const OPERATORS = ['mtn', 'orange'] as const;
export type Operator = (typeof OPERATORS)[number];

const SEPARATORS = /[\s().\-/]/g;
const CAMEROON_NATIONAL = /^(?:[26]\d{8}|88\d{6,7})$/;
const PHONE_CHARACTERS = /^\+?[\d\s().\-/]+$/;

/** `+237 6 70 00 00 00`, `00237670000000`, `237670000000`, `670000000` -> `670000000`; else null. */
export function normalizeCameroonNumber(input: string): string | null {
  let digits = input.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+237')) digits = digits.slice(4);
  else if (digits.startsWith('00237')) digits = digits.slice(5);
  else if (digits.startsWith('237') && digits.length === 12) digits = digits.slice(3);
  return CAMEROON_NATIONAL.test(digits) ? digits : null;
}

/** A Cameroon mobile number usable for mobile money, as 9 national digits; else null. */
export function normalizeMobileMoneyNumber(input: string): string | null {
  const national = normalizeCameroonNumber(input);
  return national?.startsWith('6') ? national : null;
}

/**
 * A number in E.164 (`+237670000000`) when it has the shape of one: a Cameroon number (national
 * numbers are read as Cameroonian), or `+`/`00`, a country code and at most 15 digits in all. Whether
 * a foreign number exists in its country's plan is left to `validInternationalNumber`.
 */
export function plausibleInternationalNumber(input: string): string | null {
  const trimmed = input.trim();
  if (!PHONE_CHARACTERS.test(trimmed) || trimmed.lastIndexOf('+') > 0) return null;
  const cameroon = normalizeCameroonNumber(trimmed);
  if (cameroon) return `+237${cameroon}`;
  const digits = trimmed.replace(SEPARATORS, '');
  const international = digits.startsWith('+')
    ? digits.slice(1)
    : digits.startsWith('00')
      ? digits.slice(2)
      : null;
  if (international === null || international.startsWith('237')) return null;
  return /^[1-9]\d{5,14}$/.test(international) ? `+${international}` : null;
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

/**
 * The message when the number's prefix says the other network than the one chosen: the payment
 * request would never reach it. The checkout and the staff's phone booking apply this one rule; as
 * numbers can move, each lets the person keep the network they chose.
 */
export function otherNetworkKey(
  number: string,
  chosen: Operator | '',
): 'validation.paymentNumber.looksMtn' | 'validation.paymentNumber.looksOrange' | null {
  const looks = suggestOperator(number);
  if (!looks || !chosen || looks === chosen) return null;
  return looks === 'mtn' ? 'validation.paymentNumber.looksMtn' : 'validation.paymentNumber.looksOrange';
}

/** `670000000` -> `+237 6 70 00 00 00`, for display. */
export function formatCameroonNumber(national: string): string {
  const m = /^(\d)(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(national);
  return m ? `+237 ${m.slice(1).join(' ')}` : national;
}
