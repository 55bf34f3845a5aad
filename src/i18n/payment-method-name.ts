/**
 * How a payment's method is named wherever the server writes it (receipts, the agency's notices,
 * WhatsApp, CSV, the attention report): the catalogue's `payment.method.<method>`, and for a card its
 * last four digits when the provider gave them, "Card (Visa/Mastercard) ····1234". The islands name it
 * the same from a payment's view (`method`, then `number`, which carries the digits for a card).
 */
import { cardDigitsShown, isCard, type PaymentMethod } from '../domain/payment-method.ts';
import type { Locale } from './locales.ts';
import { t } from './messages.ts';

export function paymentMethodName(
  locale: Locale,
  method: PaymentMethod,
  cardLastDigits?: string | null,
): string {
  const name = t(locale, `payment.method.${method}`);
  const digits = isCard(method) ? cardDigitsShown(cardLastDigits) : '';
  return digits ? `${name} ${digits}` : name;
}
