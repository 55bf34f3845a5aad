/**
 * The country of an E.164 number from its calling code, for what a card provider's page is told of
 * the payer (`customer_country`). A short table of where the agency's customers call from, so the
 * payment functions do not load libphonenumber's metadata for it (a unit test holds each line to
 * libphonenumber); any other number reads as Cameroon, which the card holder can correct there.
 */
const CALLING_CODES: ReadonlyArray<readonly [code: string, country: string]> = [
  ['237', 'CM'],
  ['225', 'CI'],
  ['241', 'GA'],
  ['242', 'CG'],
  ['235', 'TD'],
  ['236', 'CF'],
  ['240', 'GQ'],
  ['234', 'NG'],
  ['221', 'SN'],
  ['243', 'CD'],
  ['33', 'FR'],
  ['32', 'BE'],
  ['49', 'DE'],
  ['44', 'GB'],
  ['41', 'CH'],
  ['39', 'IT'],
  ['34', 'ES'],
  ['31', 'NL'],
  ['1', 'US'],
];

export function countryOfNumber(e164: string): string {
  const digits = e164.replace(/^\+/, '');
  // Longest codes first: 237 before a hypothetical 2, 1 last.
  const found = CALLING_CODES.find(([code]) => digits.startsWith(code));
  return found?.[1] ?? 'CM';
}
