/**
 * How a payment came in. Online, through the provider: the mobile-money operator. Recorded by staff:
 * cash at the agency, a bank transfer or mobile money sent directly to the agency; `unknown` for an
 * old staff record that did not keep it, said as such rather than guessed (docs/back-office.md).
 */
import { OPERATORS, type Operator } from './phone.ts';
import type { OFFLINE_CHANNELS } from './staff-actions.ts';

export type OfflineMethod = (typeof OFFLINE_CHANNELS)[number];
export type PaymentMethod = Operator | OfflineMethod | 'unknown';

/** A reference staff type for mobile money sent directly (a transaction id, at most 40 characters). */
export const PAYER_REFERENCE = /^[\p{L}\p{N}][\p{L}\p{N} ._:#/-]{1,39}$/u;

/** The operator of a payment made through the provider; null for one staff recorded. */
export function operatorOf(method: PaymentMethod): Operator | null {
  return (OPERATORS as readonly string[]).includes(method) ? (method as Operator) : null;
}
