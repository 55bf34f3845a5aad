/**
 * Prices a booking. Rules (decided here, shown line by line on the invoice):
 * - total = price per person x spots, integer XAF; spots >= the package minimum (see group-size.ts).
 * - down payment = `downPaymentPercent` % of the total, rounded up to a whole XAF.
 * - payment type `single`: the total is paid at once; `multiple`: the down payment now, the balance
 *   later (online, from the booking details page).
 * - above ONLINE_CAP_XAF (1,000,000 XAF) total, only the down payment is taken online: the payment
 *   type applied is `multiple` whatever was asked, and the agency collects the rest.
 * - fee = `feePercent` % of the amount charged now, rounded up to a whole XAF, added on top.
 */
import { MIN_SPOTS } from './group-size.ts';
import { assertXaf, percentOf } from './money.ts';

export type PaymentType = 'single' | 'multiple';
export const PAYMENT_TYPES = ['single', 'multiple'] as const;

/** A total above this is only partly paid online (docs/business-rules.md#money-and-prices). */
export const ONLINE_CAP_XAF = 1_000_000;
/** Upper bound on spots per booking (larger groups contact the agency). */
export const MAX_SPOTS = 50;
/** Defaults when the CMS settings leave them empty. */
export const DEFAULT_DOWN_PAYMENT_PERCENT = 30;
export const DEFAULT_FEE_PERCENT = 2;

/** The payment type the rules apply: above the cap the full amount is not paid online, so never `single`. */
export function appliedPaymentType(requested: PaymentType, total: number): PaymentType {
  return total > ONLINE_CAP_XAF ? 'multiple' : requested;
}

/**
 * How a booking is paid, as told to people: `depositOnline` (the down payment online, the rest with the
 * agency) for any total above the cap, whatever type is stored (older rows may say `single`).
 */
export type PaymentArrangement = PaymentType | 'depositOnline';

export function paymentArrangement(booking: { paymentType: PaymentType; total: number }): PaymentArrangement {
  return booking.total > ONLINE_CAP_XAF ? 'depositOnline' : booking.paymentType;
}

export interface PricingInput {
  pricePerPerson: number;
  spots: number;
  minPeople: number;
  paymentType: PaymentType;
  downPaymentPercent: number;
  feePercent: number;
}

export interface BookingPrice {
  pricePerPerson: number;
  spots: number;
  /** The type applied (see appliedPaymentType), which may differ from the one asked for. */
  paymentType: PaymentType;
  total: number;
  downPayment: number;
  /** total - downPayment. */
  balance: number;
  /** Whether the total is above the online cap (only the down payment is paid online). */
  onlineCapExceeded: boolean;
  /** What is charged by the first payment, before the fee. */
  chargedNow: number;
  fee: number;
  /** chargedNow + fee: what the customer's phone is asked for. */
  dueNow: number;
  /** total - chargedNow: left to pay after the first payment. */
  balanceAfter: number;
  /** Whether what is left after the first payment can be paid online. */
  balancePayableOnline: boolean;
  downPaymentPercent: number;
  feePercent: number;
}

export class PricingError extends RangeError {
  override readonly name = 'PricingError';
}

export function feeFor(amount: number, feePercent: number): number {
  return percentOf(amount, feePercent, 'up');
}

export function priceBooking(input: PricingInput): BookingPrice {
  const { pricePerPerson, spots, downPaymentPercent, feePercent } = input;
  assertXaf(pricePerPerson, 'pricePerPerson');
  const minimum = Math.max(MIN_SPOTS, input.minPeople);
  if (!Number.isSafeInteger(spots) || spots < minimum) {
    throw new PricingError(`spots must be an integer >= ${minimum}, got ${spots}`);
  }
  if (downPaymentPercent <= 0 || downPaymentPercent > 100) {
    throw new PricingError(`downPaymentPercent must be in (0, 100], got ${downPaymentPercent}`);
  }
  const total = pricePerPerson * spots;
  assertXaf(total, 'total');
  const downPayment = percentOf(total, downPaymentPercent, 'up');
  const onlineCapExceeded = total > ONLINE_CAP_XAF;
  const paymentType = appliedPaymentType(input.paymentType, total);
  const chargedNow = paymentType === 'single' ? total : downPayment;
  const fee = feeFor(chargedNow, feePercent);
  return {
    pricePerPerson,
    spots,
    paymentType,
    total,
    downPayment,
    balance: total - downPayment,
    onlineCapExceeded,
    chargedNow,
    fee,
    dueNow: chargedNow + fee,
    balanceAfter: total - chargedNow,
    balancePayableOnline: !onlineCapExceeded && total - chargedNow > 0,
    downPaymentPercent,
    feePercent,
  };
}
