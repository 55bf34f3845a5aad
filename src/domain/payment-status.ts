/**
 * A payment attempt's status moves forward only. `successful` is final and wins over everything:
 * a success reported after we closed the attempt (failed, expired, unresolved, or set aside for
 * review) is still recorded (and flagged late), because the customer's money has moved.
 *
 * Customers see four statuses (`PaymentStatus`). Two more exist for the agency (`AttemptStatus`):
 * `needs_review` (the provider answered something that does not match the attempt: nothing is paid,
 * staff look at it) and `unresolved` (never confirmed within the attempt's time). To the customer they
 * read as failed and expired, with the reason (`payment-failure.ts`).
 */

export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ATTEMPT_STATUSES = [...PAYMENT_STATUSES, 'needs_review', 'unresolved'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** Closed without a success: the sweep still asks the provider about these for a while. */
export const CLOSED_UNPAID: readonly AttemptStatus[] = ['failed', 'expired', 'needs_review', 'unresolved'];

const FORWARD: Record<AttemptStatus, readonly AttemptStatus[]> = {
  pending: ['successful', 'failed', 'expired', 'needs_review', 'unresolved'],
  failed: ['successful'],
  expired: ['successful'],
  needs_review: ['successful'],
  unresolved: ['successful'],
  successful: [],
};

export function canTransition(from: AttemptStatus, to: AttemptStatus): boolean {
  return FORWARD[from].includes(to);
}

/** A success recorded after the attempt had already been closed. */
export function isLateSuccess(from: AttemptStatus, to: AttemptStatus): boolean {
  return to === 'successful' && CLOSED_UNPAID.includes(from);
}

/** What the customer is shown for an attempt's status. */
export function publicStatus(status: AttemptStatus): PaymentStatus {
  if (status === 'needs_review') return 'failed';
  if (status === 'unresolved') return 'expired';
  return status;
}

/** Maps the provider's vocabulary (`created` is still pending for us). */
export function fromProviderStatus(
  status: 'created' | 'pending' | 'successful' | 'failed' | 'expired',
): PaymentStatus {
  return status === 'created' ? 'pending' : status;
}
