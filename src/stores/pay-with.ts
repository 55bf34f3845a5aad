/**
 * How the customer chose to pay a booking: mobile money or card. The checkout hands the choice to
 * the payment page (same tab), which keeps it across a reload; an address may ask for one
 * (`?method=card`, the card return page's retry).
 */
import { type KeyValueStorage, storedValue } from './session-storage.ts';

export const PAY_WITH = ['mobile_money', 'card'] as const;
export type PayWith = (typeof PAY_WITH)[number];

export const isPayWith = (raw: unknown): raw is PayWith => PAY_WITH.includes(raw as PayWith);

export function payWithStore(storage: KeyValueStorage | null, code: string) {
  return storedValue(storage, `payment.with.${code}`, isPayWith);
}

/** The choice to start with: the address's, else the one this tab made, else mobile money. */
export function initialPayWith(asked: string | null, stored: PayWith | null): PayWith {
  if (isPayWith(asked)) return asked;
  return stored ?? 'mobile_money';
}
