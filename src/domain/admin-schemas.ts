/**
 * Valibot schemas of the back office's request bodies, shared by its islands and functions. Strict
 * objects: an unknown field is refused. Every staff action carries a reason (the audit log's "why").
 */
import * as v from 'valibot';
import { guideNoteSchema } from './guide-note.ts';
import { LOCALES } from './locales.ts';
import { PAYER_REFERENCE } from './payment-method.ts';
import { OPERATORS } from './phone.ts';
import { MAX_SPOTS } from './pricing.ts';
import { REFUND_METHODS } from './refund.ts';
import { stripFormatCharacters } from './review-text.ts';
import { departureIdSchema, travellerNamesSchema, type ValidationKey } from './schemas.ts';
import { OFFLINE_CHANNELS } from './staff-actions.ts';

export const REASON_MAX = 500;
const key = (k: ValidationKey) => k;
const locale = v.optional(v.picklist(LOCALES, key('validation.locale.invalid')));

// Staff reasons reach customers (a declined request's message): no bidi controls nor hidden text.
const reason = v.pipe(
  v.string(key('validation.reason.required')),
  v.transform(stripFormatCharacters),
  v.trim(),
  v.nonEmpty(key('validation.reason.required')),
  v.maxLength(REASON_MAX, key('validation.reason.required')),
);

const optionalReason = v.pipe(
  v.string(key('validation.reason.required')),
  v.transform(stripFormatCharacters),
  v.trim(),
  v.maxLength(REASON_MAX, key('validation.reason.required')),
);

export const signInRequestSchema = v.strictObject({
  email: v.pipe(
    v.string(key('validation.email.invalid')),
    v.trim(),
    v.nonEmpty(key('validation.email.required')),
    v.maxLength(254, key('validation.email.invalid')),
    v.email(key('validation.email.invalid')),
  ),
  locale,
});

export const signInConfirmSchema = v.strictObject({
  token: v.pipe(v.string(key('validation.invalid')), v.regex(/^[\w-]{20,100}$/, key('validation.invalid'))),
  locale,
});

export const emptyBodySchema = v.strictObject({ locale });

export const endSessionSchema = v.strictObject({
  sessionId: v.pipe(v.string(key('validation.invalid')), v.regex(/^\d{1,18}$/, key('validation.invalid'))),
  reason,
  locale,
});

/** A whole number from `min` to `max`; `tooLarge` words one above the maximum when it differs. */
const wholeNumber = (min: number, max: number, invalid: ValidationKey, tooLarge: ValidationKey = invalid) =>
  v.pipe(
    v.number(key(invalid)),
    v.integer(key(invalid)),
    v.minValue(min, key(invalid)),
    v.maxValue(max, key(tooLarge)),
  );

const AMOUNT_MAX = 100_000_000;
const amount = wholeNumber(1, AMOUNT_MAX, 'validation.amount.invalid');

const isoDate = v.pipe(
  v.string(key('validation.date.invalid')),
  v.isoDate(key('validation.date.invalid')),
  v.check((iso) => {
    const d = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
  }, key('validation.date.invalid')),
);

/** Every action on a booking, told apart by `action`. */
const bookingActions = v.variant('action', [
  v.strictObject({
    action: v.literal('offlinePayment'),
    amount,
    channel: v.picklist(OFFLINE_CHANNELS, key('validation.paymentMethod.required')),
    // Mobile money sent directly: the operator and the reference staff read, both optional.
    operator: v.optional(v.picklist(OPERATORS, key('validation.paymentMethod.required'))),
    payerReference: v.optional(
      v.pipe(
        v.string(key('validation.invalid')),
        v.trim(),
        v.regex(PAYER_REFERENCE, key('validation.invalid')),
      ),
    ),
    receivedOn: isoDate,
    // Required (true) to record more than is left to pay: a typo must not become an overpayment.
    confirmOverpayment: v.optional(v.boolean(key('validation.invalid'))),
    reason,
    locale,
  }),
  v.strictObject({ action: v.literal('excessReturned'), reason, locale }),
  // The refund decided (0..paid, the service checks): the policy's proposal when absent; a reason
  // for the refund is required when it differs from the proposal (the service knows it).
  v.strictObject({
    action: v.literal('cancel'),
    refundAmount: v.optional(wholeNumber(0, AMOUNT_MAX, 'validation.amount.invalid')),
    refundReason: v.optional(reason),
    reason,
    locale,
  }),
  // Closing a booking never paid: the reason is optional (the audit log keeps an empty one).
  v.strictObject({ action: v.literal('abandon'), reason: v.optional(optionalReason), locale }),
  // A refund sent on a cancelled booking; the reference is required for mobile money (the service).
  v.strictObject({
    action: v.literal('refundSent'),
    amount,
    method: v.picklist(REFUND_METHODS, key('validation.paymentMethod.required')),
    reference: v.optional(
      v.pipe(
        v.string(key('validation.invalid')),
        v.trim(),
        v.regex(/^[\w .:/#-]{1,80}$/, key('validation.invalid')),
      ),
    ),
    reason,
    locale,
  }),
  v.strictObject({
    action: v.literal('recheck'),
    reference: v.pipe(
      v.string(key('validation.invalid')),
      v.regex(/^[\w-]{4,80}$/, key('validation.invalid')),
    ),
    reason,
    locale,
  }),
  v.strictObject({
    action: v.literal('resend'),
    what: v.picklist(['confirmation', 'receipt'], key('validation.invalid')),
    reason,
    locale,
  }),
  v.strictObject({ action: v.literal('note'), reason, locale }),
  v.strictObject({ action: v.literal('travelled'), reason, locale }),
  // A new date or group size (either or both); the new total follows from the pricing rules.
  v.strictObject({
    action: v.literal('changeTrip'),
    spots: v.optional(wholeNumber(1, MAX_SPOTS, 'validation.spots.invalid', 'validation.spots.max')),
    preferredDate: v.optional(isoDate),
    reason,
    locale,
  }),
  // The owner's new total for the booking, whole XAF.
  v.strictObject({ action: v.literal('changePrice'), total: amount, reason, locale }),
  v.strictObject({ action: v.literal('paymentLink'), reason, locale }),
  // Declining a customer's request to cancel: the reason is the message the customer is sent.
  v.strictObject({ action: v.literal('declineCancel'), reason, locale }),
  // Another departure of the same trip (the service checks the package, the date and the seats).
  v.strictObject({ action: v.literal('moveDeparture'), departureId: departureIdSchema, reason, locale }),
  // Every traveller's name, in order; the reason is optional (the audit log keeps an empty one).
  v.strictObject({
    action: v.literal('travellers'),
    names: travellerNamesSchema,
    reason: v.optional(optionalReason),
    locale,
  }),
  // The note for the departure's guide, replacing the last one ('' clears it); reason optional.
  v.strictObject({
    action: v.literal('guideNote'),
    guideNote: guideNoteSchema,
    reason: v.optional(optionalReason),
    locale,
  }),
]);

/** Cash or a bank transfer carries no operator nor mobile-money reference. */
export const bookingActionSchema = v.pipe(
  bookingActions,
  v.check(
    (a) =>
      a.action !== 'offlinePayment' ||
      a.channel === 'mobile_money' ||
      (a.operator === undefined && a.payerReference === undefined),
    key('validation.invalid'),
  ),
  v.check(
    (a) => a.action !== 'changeTrip' || a.spots !== undefined || a.preferredDate !== undefined,
    key('validation.invalid'),
  ),
);
export type BookingAction = v.InferOutput<typeof bookingActionSchema>;

/** Stopping a departure's sales at once, or opening them again (owners). */
export const departureSalesSchema = v.strictObject({
  stopped: v.boolean(key('validation.invalid')),
  reason,
  locale,
});

export const releaseHoldsSchema = v.strictObject({ reason, locale });

export const reviewDecisionSchema = v.variant('decision', [
  v.strictObject({ decision: v.literal('approve'), reason: v.optional(reason), locale }),
  v.strictObject({ decision: v.literal('reject'), reason, locale }),
]);
