/**
 * The checkout's form checks: the shared booking schema (the server parses the same), then the
 * package's own rules (minimum group size, trip types that fit it, as in src/domain/group-size.ts).
 */
import { tripTypeAllowed } from '../../domain/group-size.ts';
import { MAX_SPOTS } from '../../domain/pricing.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { UiMessage } from '../ui-message.ts';
import { type CheckoutDraft, type Field, fieldOfPath, STEP_FIELDS, type Step } from './checkout-fields.ts';
import type * as CheckoutRules from './checkout-rules.ts';

export type FieldErrors = Partial<Record<Field, UiMessage>>;

/** Errors of the given steps' fields. */
export function validateDraft(
  rules: typeof CheckoutRules,
  draft: CheckoutDraft,
  pkg: { minPeople: number } | null,
  context: { today: string; locale: Locale; steps: readonly Step[]; keptOperator?: boolean },
): FieldErrors {
  const minPeople = pkg?.minPeople ?? 1;
  const params = { min: minPeople, max: MAX_SPOTS };
  const errors: FieldErrors = {};
  const result = rules.parseWith(
    rules.createBookingSchema(context.today),
    rules.requestBody(draft, context.locale),
  );
  if (!result.ok) {
    for (const issue of result.issues) {
      const field = fieldOfPath(issue.path);
      if (field && !errors[field]) errors[field] = { key: issue.key, params };
    }
  }
  if (!errors.tripType && draft.tripType && !tripTypeAllowed(draft.tripType, minPeople)) {
    errors.tripType = { key: 'validation.tripType.belowMinimum', params };
  }
  const spots = Number(draft.spots);
  if (!errors.spots && Number.isFinite(spots) && spots < minPeople) {
    errors.spots = { key: 'validation.package.minPeople', params };
  }
  // One name per other traveller at most, as the server checks (the lead is the first traveller).
  if (!errors.travellers && Number.isInteger(spots) && rules.otherTravellers(draft).length > spots - 1) {
    errors.travellers = { key: 'validation.travellers.overGroup', params: { spots } };
  }
  // The number's own checks load with the rules, off the first load.
  const numberKey = rules.paymentNumberKey(draft, context.keptOperator);
  if (!errors.paymentNumber && numberKey) errors.paymentNumber = { key: numberKey };
  const wanted = new Set(context.steps.flatMap((step) => STEP_FIELDS[step]));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => wanted.has(field as Field)));
}
