/**
 * How a payment came in. Online: the mobile-money operator (through Fapshi) or a card (Visa or
 * Mastercard on CinetPay's hosted page). Recorded by staff: cash at the agency, a bank transfer or
 * mobile money sent directly to the agency; `unknown` for an old staff record that did not keep it,
 * said as such rather than guessed (docs/back-office.md).
 *
 * This is the one place a payment's method is named: `payment.method.<method>` in the catalogues,
 * followed by `shownNumber` (a masked phone number, or `····1234` for a card when the provider gave
 * its last digits).
 */
import { OPERATORS, type Operator } from './phone.ts';
import type { OFFLINE_CHANNELS } from './staff-actions.ts';

export const CARD = 'card';
export type CardMethod = typeof CARD;

/** What a customer can pay with online (the booking's method, a payment's method). */
export const ONLINE_METHODS = [...OPERATORS, CARD] as const;
export type OnlineMethod = (typeof ONLINE_METHODS)[number];

/** The two choices the customer is offered: mobile money (then an operator) or a card. */
export const PAYMENT_CHANNELS = ['mobile_money', 'card'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

export type OfflineMethod = (typeof OFFLINE_CHANNELS)[number];
export type PaymentMethod = OnlineMethod | OfflineMethod | 'unknown';

/** A reference staff type for mobile money sent directly (a transaction id, at most 40 characters). */
export const PAYER_REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ._:#/-]{1,39}$/u;

/** The operator of a payment made through the mobile-money provider; null otherwise. */
export function operatorOf(method: PaymentMethod): Operator | null {
  return (OPERATORS as readonly string[]).includes(method) ? (method as Operator) : null;
}

export function isCard(method: PaymentMethod): method is CardMethod {
  return method === CARD;
}

/** The customer's choice a method belongs to; null for a payment staff recorded. */
export function channelOf(method: PaymentMethod): PaymentChannel | null {
  if (isCard(method)) return 'card';
  return operatorOf(method) ? 'mobile_money' : null;
}

/** A card's last four digits, as a provider may give them; anything else is not kept. */
export const CARD_LAST_DIGITS = /^\d{4}$/;

/** The card as shown after its method's name: `····1234`; empty when the provider gave no digits. */
export function cardDigitsShown(lastDigits: string | null | undefined): string {
  return lastDigits && CARD_LAST_DIGITS.test(lastDigits) ? `····${lastDigits}` : '';
}
