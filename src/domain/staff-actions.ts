/** The staff actions on a booking and who may take them (shared by the back office's islands and functions). */

export const BOOKING_ACTIONS = [
  'offlinePayment',
  'excessReturned',
  'refundSent',
  'cancel',
  'abandon',
  'recheck',
  'resend',
  'note',
  'travelled',
  'changeTrip',
  'changePrice',
  'paymentLink',
  'declineCancel',
] as const;
export type BookingActionName = (typeof BOOKING_ACTIONS)[number];

/**
 * Actions an agent may take too; the others (money, cancellation, closing an unpaid booking as
 * abandoned, which turns a payment still pending into money owed back) are the owner's. Marking a trip
 * travelled is a fact any staff member may know (audited; reviews it opens are still moderated).
 * A new date or group size is priced by the checkout's rules, never by the agent, and a payment
 * link asks the customer for what the booking already says: neither sets a price.
 */
export const AGENT_ACTIONS: readonly BookingActionName[] = [
  'recheck',
  'resend',
  'note',
  'travelled',
  'changeTrip',
  'paymentLink',
];

export const OFFLINE_CHANNELS = ['cash', 'bank_transfer', 'mobile_money'] as const;

export function mayTake(role: 'owner' | 'agent', action: BookingActionName): boolean {
  return role === 'owner' || AGENT_ACTIONS.includes(action);
}
