/** The invoice of the payment being made, from the booking and its next payment. */
import type { BookingDetails, NextPayment } from '../../api/contract.ts';
import type { PaymentKind } from '../../domain/payment-plan.ts';

/** What the invoice shows for the payment being made. */
export interface Invoice {
  packageTitle: string;
  spots: number;
  total: number;
  paid: number;
  kind: PaymentKind;
  amount: number;
  fee: number;
  dueNow: number;
  /** Left to pay once this payment succeeds. */
  leftAfter: number;
}

export function invoiceFor(booking: BookingDetails, payment: NextPayment): Invoice {
  return {
    packageTitle: booking.package.title,
    spots: booking.spots,
    total: booking.amounts.total,
    paid: booking.paid,
    kind: payment.kind,
    amount: payment.amount,
    fee: payment.fee,
    dueNow: payment.dueNow,
    leftAfter: Math.max(0, booking.leftToPay - payment.amount),
  };
}
