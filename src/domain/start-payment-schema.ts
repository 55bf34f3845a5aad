/**
 * The schema of a payment started on the payment page (a deposit, the rest, the whole). Apart
 * from `schemas.ts`: only the function reads it, and the checkout's rules need not carry the
 * payment plan it names.
 */
import * as v from 'valibot';
import { CARD } from './payment-method.ts';
import { PAYMENT_KINDS } from './payment-plan.ts';
import { key, locale, onlineMethod, paymentNumber } from './schemas.ts';

/**
 * Absent `method`: the booking's own. `card` takes no number (a number with it is refused, so a
 * client that meant mobile money is told rather than sent to a card page).
 */
export const startPaymentSchema = v.pipe(
  v.strictObject({
    kind: v.picklist(PAYMENT_KINDS, key('validation.kind.invalid')),
    method: v.optional(onlineMethod),
    number: v.optional(paymentNumber),
    locale,
  }),
  v.forward(
    v.check(
      (body) => body.method !== CARD || body.number === undefined,
      key('validation.paymentNumber.notForCard'),
    ),
    ['number'],
  ),
);

export type StartPaymentInput = v.InferInput<typeof startPaymentSchema>;
export type StartPaymentRequest = v.InferOutput<typeof startPaymentSchema>;
