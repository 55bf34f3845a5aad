/**
 * Which payment a booking may start next and for how much. Kinds: `deposit` (the down payment, first
 * payment), `full` (the whole total, first payment, not above the online cap), `balance` (what is left
 * after a deposit, not above the online cap). Amounts are decided here from the stored booking, never
 * taken from the request. The fee depends on the method: the mobile-money fee stored on the booking,
 * or the card fee (`card-fee.ts`), which also refuses a card charge above the agency's card limit.
 */
import { cardFeeFor, DEFAULT_CARD_FEE_PERCENT, withinCardLimit } from './card-fee.ts';
import type { OnlineMethod } from './payment-method.ts';
import { feeFor, ONLINE_CAP_XAF } from './pricing.ts';

export const PAYMENT_KINDS = ['deposit', 'full', 'balance'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export interface PlanInput {
  kind: PaymentKind;
  total: number;
  downPayment: number;
  feePercent: number;
  /** Sum of successful payments so far (before fees). */
  amountPaid: number;
  /** Absent: mobile money (the fee above). */
  method?: OnlineMethod | undefined;
  /** The card settings; absent: the defaults. */
  card?: CardSettings | undefined;
}

/** The agency's card settings (CMS), read as the fee and the limit of a card payment. */
export interface CardSettings {
  feePercent?: number | undefined;
  limitXaf?: number | null | undefined;
}

export type PlanRefusal =
  | 'already-paid'
  | 'deposit-already-paid'
  | 'balance-before-deposit'
  | 'balance-offline'
  | 'card-limit';

export type PaymentPlan =
  | { ok: true; kind: PaymentKind; amount: number; fee: number; dueNow: number }
  | { ok: false; reason: PlanRefusal };

export function planPayment(input: PlanInput): PaymentPlan {
  const { kind, total, downPayment, feePercent, amountPaid } = input;
  if (amountPaid >= total) return { ok: false, reason: 'already-paid' };
  const capped = total > ONLINE_CAP_XAF;
  let amount: number;
  switch (kind) {
    case 'deposit':
      if (amountPaid > 0) return { ok: false, reason: 'deposit-already-paid' };
      amount = downPayment;
      break;
    case 'full':
      if (amountPaid > 0) return { ok: false, reason: 'deposit-already-paid' };
      if (capped) return { ok: false, reason: 'balance-offline' };
      amount = total;
      break;
    case 'balance':
      if (amountPaid === 0) return { ok: false, reason: 'balance-before-deposit' };
      if (capped) return { ok: false, reason: 'balance-offline' };
      amount = total - amountPaid;
      break;
  }
  if (input.method !== 'card') {
    const fee = feeFor(amount, feePercent);
    return { ok: true, kind, amount, fee, dueNow: amount + fee };
  }
  const fee = cardFeeFor(amount, input.card?.feePercent ?? DEFAULT_CARD_FEE_PERCENT);
  if (!withinCardLimit(amount + fee, input.card?.limitXaf)) return { ok: false, reason: 'card-limit' };
  return { ok: true, kind, amount, fee, dueNow: amount + fee };
}

/** The payment a booking asks for next, or null when nothing more is payable online. */
export function nextPaymentKind(
  input: Omit<PlanInput, 'kind'> & { paymentType: 'single' | 'multiple' },
): PaymentKind | null {
  const { total, amountPaid, paymentType } = input;
  if (amountPaid >= total) return null;
  if (amountPaid === 0) return paymentType === 'single' && total <= ONLINE_CAP_XAF ? 'full' : 'deposit';
  return total > ONLINE_CAP_XAF ? null : 'balance';
}
