/**
 * The placeholder values of the validation messages that have some (a limit, a minimum), for the
 * islands and the functions alike. Apart from the schemas: the back office and the functions'
 * replies word these messages, and the checkout's rules need none of the other forms' limits.
 */
import { MIN_SPOTS } from './group-size.ts';
import { GUIDE_NOTE_MAX } from './guide-note.ts';
import { MAX_SPOTS } from './pricing.ts';
import { CANCEL_REASON_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './review-text.ts';
import type { ValidationKey } from './validation-keys.ts';

export const VALIDATION_PARAMS: Partial<Record<ValidationKey, Record<string, number>>> = {
  'validation.spots.min': { min: MIN_SPOTS },
  'validation.spots.max': { max: MAX_SPOTS },
  'validation.review.tooShort': { min: REVIEW_TEXT_MIN },
  'validation.review.tooLong': { max: REVIEW_TEXT_MAX },
  'validation.reason.required': { max: 500 },
  'validation.cancelReason.tooLong': { max: CANCEL_REASON_MAX },
  'validation.guideNote.tooLong': { max: GUIDE_NOTE_MAX },
};
