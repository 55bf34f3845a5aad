/**
 * Why a payment did not go through, as the customer is told it: a short list of reasons with a
 * catalogue message each (`payment.failure.*`, en + fr). The provider's own text never reaches a
 * customer (it may be in any language, name internals, or be plain wrong); it is kept for the log and
 * for staff, and only sorted here into one of these reasons.
 */
import type { AttemptStatus } from './payment-status.ts';

const FAILURE_REASONS = [
  'insufficientFunds',
  'numberInvalid',
  'declined',
  'cardDeclined',
  'abandoned',
  'timedOut',
  'review',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

// Ordered: the first pattern that matches names the reason. English and French wordings, as the
// operators' messages relayed by the aggregator come in either.
const PATTERNS: ReadonlyArray<readonly [FailureReason, RegExp]> = [
  ['insufficientFunds', /insufficient|not enough|solde|fonds|balance too low/i],
  [
    'numberInvalid',
    /not registered|unregistered|invalid (phone|number|msisdn)|phone must|unknown (subscriber|number)|num[ée]ro|subscriber/i,
  ],
  // A card payment the customer left on the hosted page (CinetPay's TRANSACTION_CANCEL), before a
  // decline, whose pattern would take it.
  ['abandoned', /abandon|TRANSACTION_CANCEL|cancelled by the customer/i],
  ['cardDeclined', /card declined|carte refus/i],
  ['declined', /declin|cancel|reject|refus|annul|denied/i],
  ['timedOut', /expired?|time.?out|timed out|not confirmed in time|délai/i],
];

/** Sorts a provider's failure text (or our own note) into a reason; `other` when nothing fits. */
export function failureReasonOf(text: string | null | undefined): FailureReason {
  if (!text) return 'other';
  for (const [reason, pattern] of PATTERNS) if (pattern.test(text)) return reason;
  return 'other';
}

/** The reason shown for a closed attempt that did not pay; null while pending or once successful. */
export function customerFailureReason(
  status: AttemptStatus,
  failureText: string | null,
): FailureReason | null {
  switch (status) {
    case 'pending':
    case 'successful':
      return null;
    case 'needs_review':
      return 'review';
    case 'expired':
    case 'unresolved':
      return 'timedOut';
    case 'failed':
      return failureReasonOf(failureText);
  }
}
