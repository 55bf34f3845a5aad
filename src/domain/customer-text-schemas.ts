/**
 * The schemas of what a customer writes in their own words after booking: a review (with its
 * booking's code) and a request to cancel. Apart from `schemas.ts`, so the checkout's validation
 * rules do not carry their markup stripping and limits (only the review form and the functions
 * load them).
 */
import * as v from 'valibot';
import { bookingCodeProblem, CODE_PROBLEM_KEYS, canonicalBookingCode } from './booking-code.ts';
import {
  CANCEL_REASON_MAX,
  DISPLAY_NAME_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  stripMarkup,
} from './review-text.ts';
import { email, key, locale } from './schemas.ts';

/** A booking code in any accepted spelling, output in its canonical `XXXX-XXXX-XX` form. */
export const bookingCodeSchema = v.pipe(
  v.string(key('validation.code.required')),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const problem = bookingCodeProblem(dataset.value);
    const canonical = canonicalBookingCode(dataset.value);
    if (problem === null && canonical) return canonical;
    addIssue({ message: key(CODE_PROBLEM_KEYS[problem ?? 'invalid']) });
    return NEVER;
  }),
);

export const reviewSchema = v.strictObject({
  code: bookingCodeSchema,
  displayName: v.pipe(
    v.string(key('validation.displayName.required')),
    v.transform(stripMarkup),
    v.nonEmpty(key('validation.displayName.required')),
    v.maxLength(DISPLAY_NAME_MAX, key('validation.displayName.tooLong')),
  ),
  rating: v.pipe(
    v.number(key('validation.rating.required')),
    v.integer(key('validation.rating.invalid')),
    v.minValue(1, key('validation.rating.required')),
    v.maxValue(5, key('validation.rating.invalid')),
  ),
  text: v.pipe(
    v.string(key('validation.review.tooShort')),
    v.transform(stripMarkup),
    v.minLength(REVIEW_TEXT_MIN, key('validation.review.tooShort')),
    v.maxLength(REVIEW_TEXT_MAX, key('validation.review.tooLong')),
  ),
  locale,
});

/**
 * A customer's request to cancel: the booking's code (its path) and e-mail, as given at booking,
 * prove it is theirs; the reason is optional.
 */
export const cancelRequestSchema = v.strictObject({
  email,
  reason: v.optional(
    v.pipe(
      v.string(key('validation.cancelReason.tooLong')),
      v.transform(stripMarkup),
      v.maxLength(CANCEL_REASON_MAX, key('validation.cancelReason.tooLong')),
    ),
  ),
  locale,
});

export type ReviewInput = v.InferInput<typeof reviewSchema>;
export type ReviewRequest = v.InferOutput<typeof reviewSchema>;
export type CancelRequestInput = v.InferInput<typeof cancelRequestSchema>;
export type CancelRequestBody = v.InferOutput<typeof cancelRequestSchema>;
