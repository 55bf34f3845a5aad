/**
 * A payment attempt's status moves forward only. `successful` is final and wins over everything:
 * a success reported after we marked the attempt failed or expired is still recorded (and flagged
 * late), because the customer's money has moved.
 */

export const PAYMENT_STATUSES = ['pending', 'successful', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const FORWARD: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['successful', 'failed', 'expired'],
  failed: ['successful'],
  expired: ['successful'],
  successful: [],
};

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return FORWARD[from].includes(to);
}

/** A success recorded after the attempt had already been closed as failed or expired. */
export function isLateSuccess(from: PaymentStatus, to: PaymentStatus): boolean {
  return to === 'successful' && (from === 'failed' || from === 'expired');
}

/** Maps the provider's vocabulary (`created` is still pending for us). */
export function fromProviderStatus(
  status: 'created' | 'pending' | 'successful' | 'failed' | 'expired',
): PaymentStatus {
  return status === 'created' ? 'pending' : status;
}
