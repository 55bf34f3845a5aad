/**
 * The card fee and the rules of a card charge (docs/business-rules.md#cards).
 * - CinetPay takes card payments in XAF only in amounts that are a multiple of 5 (its initialisation
 *   refuses others). The amount owed is never changed; the fee is: `cardFeePercent` % of the amount,
 *   rounded up to a whole XAF, then up to the next amount that makes amount + fee a multiple of 5 (at
 *   most 4 XAF more). The fee is shown before paying, so the customer sees the exact charge.
 * - `cardLimitXaf` (optional, the agency's CMS settings): no single card charge above it; without it
 *   only the online rule of every payment applies (`ONLINE_CAP_XAF`, pricing.ts).
 */
import { isXaf, percentOf } from './money.ts';

/** Default card fee when the CMS settings leave it empty, percent (CinetPay's card commission). */
export const DEFAULT_CARD_FEE_PERCENT = 3.5;
/** CinetPay's step for an amount: a multiple of 5. */
export const CARD_AMOUNT_STEP = 5;

export function cardFeeFor(amount: number, cardFeePercent: number): number {
  const fee = percentOf(amount, cardFeePercent, 'up');
  const rest = (amount + fee) % CARD_AMOUNT_STEP;
  return rest === 0 ? fee : fee + (CARD_AMOUNT_STEP - rest);
}

/** Whether a card may charge this much at once under the agency's card limit (none: any amount). */
export function withinCardLimit(charge: number, cardLimitXaf: number | null | undefined): boolean {
  return (
    cardLimitXaf === null || cardLimitXaf === undefined || !isXaf(cardLimitXaf) || charge <= cardLimitXaf
  );
}
