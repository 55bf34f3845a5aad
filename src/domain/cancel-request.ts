/**
 * What the customer's booking page offers about cancelling (docs/customer-journey.md): the policy
 * and a request form while the booking stands, the open request once asked, nothing once it is
 * cancelled or closed as never paid (the request function refuses those too).
 */
export type CancellationOffer = 'none' | 'request' | 'asked';

export function cancellationOffer(booking: {
  cancelled: boolean;
  requestOpen: boolean;
  /** The trip took place or began (`tripUnderway`): nothing to cancel any more. */
  tripUnderway?: boolean;
}): CancellationOffer {
  if (booking.cancelled || booking.tripUnderway) return 'none';
  return booking.requestOpen ? 'asked' : 'request';
}

/**
 * Whether the trip took place or began: the agency recorded it as travelled, or its first day (in
 * the agency's calendar) has come. A request to cancel is then neither offered nor taken.
 */
export function tripUnderway(facts: { travelled: boolean; tripDate: string | null; today: string }): boolean {
  return facts.travelled || (facts.tripDate !== null && facts.tripDate <= facts.today);
}
