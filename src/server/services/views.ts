/** Maps stored rows to the contract's views (masked where public). */
import type { Amounts, NextPayment, PaymentAttemptView, PaymentView } from '../../api/contract.ts';
import { maskName, maskPhone } from '../../domain/masking.ts';
import { CURRENCY } from '../../domain/money.ts';
import { customerFailureReason } from '../../domain/payment-failure.ts';
import { publicStatus } from '../../domain/payment-status.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';

export function amountsOf(b: Booking): Amounts {
  return {
    currency: CURRENCY,
    pricePerPerson: b.pricePerPerson,
    total: b.total,
    downPayment: b.downPayment,
    downPaymentPercent: b.downPaymentPercent,
    feePercent: b.feePercent,
    onlineCapExceeded: b.total > ONLINE_CAP_XAF,
  };
}

export function paymentView(a: AttemptRow): PaymentView {
  const failureReason = customerFailureReason(a.status, a.failureReason);
  return {
    reference: a.reference,
    kind: a.kind,
    amount: a.amount,
    fee: a.fee,
    status: publicStatus(a.status),
    ...(failureReason ? { failureReason } : {}),
    method: a.method,
    // A payment staff recorded has no number: nothing to show, not a mask of nothing.
    number: a.number ? maskPhone(a.number) : '',
    createdAt: a.createdAt.toISOString(),
    confirmedAt: a.confirmedAt ? a.confirmedAt.toISOString() : null,
    lateSuccess: a.lateSuccess,
  };
}

export function attemptView(a: AttemptRow, bookingCode: string): PaymentAttemptView {
  return { ...paymentView(a), bookingCode, dueNow: a.amount + a.fee };
}

export function nextPaymentView(plan: {
  amount: number;
  fee: number;
  dueNow: number;
  kind: NextPayment['kind'];
}) {
  return { kind: plan.kind, amount: plan.amount, fee: plan.fee, dueNow: plan.dueNow } satisfies NextPayment;
}

/** The travellers as the public page shows them: masked as the lead's is, '' for one not named. */
export function maskedTravellers(spots: number, names: readonly string[]): string[] {
  return Array.from({ length: spots }, (_, i) => (names[i] ? maskName(names[i]) : ''));
}
