/** Our attempt ids, also sent to the provider as its external id: `pay_` + 20 base32 chars (100 bits). */
import { CODE_ALPHABET, type RandomBytes } from '../../domain/booking-code.ts';

export function newPaymentReference(randomBytes: RandomBytes): string {
  const bytes = randomBytes(20);
  let out = 'pay_';
  for (let i = 0; i < 20; i += 1) out += CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return out.toLowerCase();
}

export const PAYMENT_REFERENCE_PATTERN = /^pay_[0-9a-z]{20}$/;
