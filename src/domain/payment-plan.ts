/**
 * Which payment a booking may start next and for how much. Kinds: `deposit` (the down payment, first
 * payment), `full` (the whole total, first payment, not above the online cap), `balance` (what is left
 * after a deposit, not above the online cap). Amounts are decided here from the stored booking, never
 * taken from the request.
 */
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
}

export type PlanRefusal =
  | 'already-paid'
  | 'deposit-already-paid'
  | 'balance-before-deposit'
  | 'balance-offline';

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
  const fee = feeFor(amount, feePercent);
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
