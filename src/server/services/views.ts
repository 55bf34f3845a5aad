/** Maps stored rows to the contract's views (masked where public). */
import type { Amounts, NextPayment, PaymentAttemptView, PaymentView } from '../../api/contract.ts';
import { maskName, maskPhone } from '../../domain/masking.ts';
import { CURRENCY } from '../../domain/money.ts';
import { customerFailureReason } from '../../domain/payment-failure.ts';
import { cardDigitsShown, isCard } from '../../domain/payment-method.ts';
import type { PaymentPlan } from '../../domain/payment-plan.ts';
import { publicStatus } from '../../domain/payment-status.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';
import type { ResolvedCardSettings } from './card-settings.ts';

export function amountsOf(b: Booking, card: ResolvedCardSettings): Amounts {
  return {
    currency: CURRENCY,
    pricePerPerson: b.pricePerPerson,
    total: b.total,
    downPayment: b.downPayment,
    downPaymentPercent: b.downPaymentPercent,
    feePercent: b.feePercent,
    cardFeePercent: card.feePercent,
    cardLimitXaf: card.limitXaf,
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
    number: shownNumber(a),
    createdAt: a.createdAt.toISOString(),
    confirmedAt: a.confirmedAt ? a.confirmedAt.toISOString() : null,
    lateSuccess: a.lateSuccess,
  };
}

/**
 * What follows the method's name: a card's last digits (`····1234`) when the provider gave them; a
 * masked phone number; nothing for a payment staff recorded (not a mask of nothing).
 */
export function shownNumber(a: Pick<AttemptRow, 'method' | 'number' | 'cardLastDigits'>): string {
  if (isCard(a.method)) return cardDigitsShown(a.cardLastDigits);
  return a.number ? maskPhone(a.number) : '';
}

export function attemptView(a: AttemptRow, bookingCode: string): PaymentAttemptView {
  // The provider's page only while the attempt can still be paid there.
  const redirectUrl = a.status === 'pending' ? a.redirectUrl : null;
  return { ...paymentView(a), bookingCode, dueNow: a.amount + a.fee, redirectUrl };
}

type Planned = Extract<PaymentPlan, { ok: true }>;

/** The next payment by mobile money, and the same by card (null when the card plan refused it). */
export function nextPaymentView(plan: Planned, byCard: PaymentPlan | null): NextPayment {
  return {
    kind: plan.kind,
    amount: plan.amount,
    fee: plan.fee,
    dueNow: plan.dueNow,
    card: byCard?.ok ? { fee: byCard.fee, dueNow: byCard.dueNow } : null,
  };
}

/** The travellers as the public page shows them: masked as the lead's is, '' for one not named. */
export function maskedTravellers(spots: number, names: readonly string[]): string[] {
  return Array.from({ length: spots }, (_, i) => (names[i] ? maskName(names[i]) : ''));
}
