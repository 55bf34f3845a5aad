/**
 * The checkout's validation rules: the shared booking schema and the operator hint. Loaded by the
 * checkout on the visitor's first interaction rather than with the page: the first paint does not
 * need valibot.
 */
import { type Operator, suggestOperator } from '../domain/phone.ts';

export { suggestOperator };

/**
 * The message when the number's prefix says the other network than the one chosen: the payment
 * request would never reach it. Only a hint (numbers can move), so the page offers a switch.
 */
export function otherNetworkKey(number: string, chosen: Operator | '') {
  const looks = suggestOperator(number);
  if (!looks || !chosen || looks === chosen) return null;
  return looks === 'mtn' ? 'validation.paymentNumber.looksMtn' : 'validation.paymentNumber.looksOrange';
}
export { createBookingSchema, parseWith } from '../domain/schemas.ts';
