/**
 * The number a booking's payments are charged to, as the customer typed it. The checkout hands it to
 * the payment page (same tab) and each retry updates it, so a retry can show the failed number in full,
 * ready to correct. The server only ever shows it masked.
 */
import { OPERATORS, type Operator } from '../../domain/phone.ts';
import { type KeyValueStorage, storedValue } from '../session-storage.ts';

export interface PaymentNumber {
  method: Operator;
  number: string;
}

function isPaymentNumber(raw: unknown): raw is PaymentNumber {
  if (typeof raw !== 'object' || raw === null) return false;
  const value = raw as Record<string, unknown>;
  return OPERATORS.includes(value.method as Operator) && typeof value.number === 'string';
}

export function paymentNumberStore(storage: KeyValueStorage | null, code: string) {
  return storedValue(storage, `payment.number.${code}`, isPaymentNumber);
}

/** Digits only, with Cameroon's country code dropped: "+237 670 00 00 01" and "670000001" are one number. */
export function sameNumber(a: string, b: string): boolean {
  const digits = (value: string) => value.replace(/\D/g, '').replace(/^237(?=\d{9}$)/, '');
  return digits(a) !== '' && digits(a) === digits(b);
}
