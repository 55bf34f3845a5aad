/**
 * The review form of a paid booking: display name, a 1-5 star rating and a text, checked with the
 * shared review schema, sent once. The server's refusals (already reviewed: 409, not paid: 403) are
 * shown as it words them.
 */
import { atom } from 'nanostores';
import { reviewSchema } from '../../domain/customer-text-schemas.ts';
import { DISPLAY_NAME_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../../domain/review-text.ts';
import { parseWith } from '../../domain/schemas.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../api.ts';
import { failureMessage, type UiMessage } from '../ui-message.ts';

export const REVIEW_FIELDS = ['displayName', 'rating', 'text'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

export interface ReviewDraft {
  displayName: string;
  /** 0 = not rated yet. */
  rating: number;
  text: string;
}

export type ReviewPhase = 'editing' | 'sending' | 'sent' | 'refused';

const PARAMS = { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX, maxName: DISPLAY_NAME_MAX };

export interface ReviewOptions {
  code: string;
  locale: Locale;
  api: IslandApi;
  onSent?: () => void;
}

export function createReview(options: ReviewOptions) {
  const $draft = atom<ReviewDraft>({ displayName: '', rating: 0, text: '' });
  const $errors = atom<Partial<Record<ReviewField, UiMessage>>>({});
  const $phase = atom<ReviewPhase>('editing');
  /** Outcome or refusal message shown above the form. */
  const $message = atom<UiMessage | null>(null);
  const $focus = atom<{ target: ReviewField; seq: number } | null>(null);
  let focusSeq = 0;

  function update<F extends ReviewField>(field: F, value: ReviewDraft[F]) {
    $draft.set({ ...$draft.get(), [field]: value });
    const errors = $errors.get();
    if (errors[field]) {
      const { [field]: _removed, ...rest } = errors;
      $errors.set(rest);
    }
  }

  function body() {
    const draft = $draft.get();
    return {
      code: options.code,
      displayName: draft.displayName,
      rating: draft.rating,
      text: draft.text,
      locale: options.locale,
    };
  }

  function validate(): Partial<Record<ReviewField, UiMessage>> {
    const result = parseWith(reviewSchema, body());
    const errors: Partial<Record<ReviewField, UiMessage>> = {};
    if (result.ok) return errors;
    for (const issue of result.issues) {
      const field = REVIEW_FIELDS.find((name) => name === issue.path);
      if (field && !errors[field]) errors[field] = { key: issue.key, params: PARAMS };
    }
    return errors;
  }

  async function submit(): Promise<void> {
    if ($phase.get() !== 'editing') return;
    $message.set(null);
    const errors = validate();
    $errors.set(errors);
    const first = REVIEW_FIELDS.find((field) => errors[field]);
    if (first) {
      focusSeq += 1;
      $focus.set({ target: first, seq: focusSeq });
      return;
    }
    $phase.set('sending');
    const outcome = await options.api.submitReview(body());
    if (outcome.kind === 'ok') {
      $phase.set('sent');
      // One thank-you, in the panel where the form was: no toast saying it again in other words.
      $message.set({ key: 'islands.review.success' });
      options.onSent?.();
      return;
    }
    if (outcome.kind === 'refused') {
      const fieldIssues = (outcome.data.issues ?? []).filter((issue) =>
        (REVIEW_FIELDS as readonly string[]).includes(issue.path),
      );
      if (fieldIssues.length > 0) {
        $errors.set(Object.fromEntries(fieldIssues.map((issue) => [issue.path, { text: issue.message }])));
        $phase.set('editing');
        return;
      }
      // Already reviewed or not paid: sending again cannot succeed.
      $message.set({ text: outcome.message });
      $phase.set('refused');
      return;
    }
    $message.set(failureMessage(outcome.failure));
    $phase.set('editing');
  }

  return { $draft, $errors, $phase, $message, $focus, update, submit };
}
