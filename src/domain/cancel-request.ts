/**
 * What the customer's booking page offers about cancelling (docs/customer-journey.md): the policy
 * and a request form while the booking stands, the open request once asked, nothing once it is
 * cancelled or closed as never paid (the request function refuses those too).
 */
export type CancellationOffer = 'none' | 'request' | 'asked';

export function cancellationOffer(booking: { cancelled: boolean; requestOpen: boolean }): CancellationOffer {
  if (booking.cancelled) return 'none';
  return booking.requestOpen ? 'asked' : 'request';
}
