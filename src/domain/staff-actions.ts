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
  'moveDeparture',
  'travellers',
  'guideNote',
] as const;
export type BookingActionName = (typeof BOOKING_ACTIONS)[number];

/**
 * Actions an agent may take too; the others (money, cancellation, closing an unpaid booking as
 * abandoned, which turns a payment still pending into money owed back) are the owner's. Marking a trip
 * travelled is a fact any staff member may know (audited; reviews it opens are still moderated).
 * A new date or group size is priced by the checkout's rules, never by the agent, and a payment
 * link asks the customer for what the booking already says: neither sets a price. Moving a booking
 * to another departure of its trip is a new date, priced again by the checkout's rules when that
 * departure sells at another price, and travellers' names and the note for the guide are facts.
 */
export const AGENT_ACTIONS: readonly BookingActionName[] = [
  'recheck',
  'resend',
  'note',
  'travelled',
  'changeTrip',
  'paymentLink',
  'moveDeparture',
  'travellers',
  'guideNote',
];

export const OFFLINE_CHANNELS = ['cash', 'bank_transfer', 'mobile_money'] as const;
export type OfflineChannel = (typeof OFFLINE_CHANNELS)[number];

export function mayTake(role: 'owner' | 'agent', action: BookingActionName): boolean {
  return role === 'owner' || AGENT_ACTIONS.includes(action);
}

/** Why a trip may not be marked travelled, or null when it may. */
export type TravelledRefusal = 'cancelled' | 'alreadyTravelled' | 'nothingPaid';

/**
 * Marking a trip travelled opens reviews and says the customer came: a cancelled or never-paid
 * booking did not travel with the agency, and the first mark is the one kept.
 */
export function travelledRefusal(booking: {
  cancelled: boolean;
  travelled: boolean;
  paid: number;
}): TravelledRefusal | null {
  if (booking.cancelled) return 'cancelled';
  if (booking.travelled) return 'alreadyTravelled';
  if (booking.paid <= 0) return 'nothingPaid';
  return null;
}

/** What the back office knows of a booking when it offers actions. */
export interface ActionFacts {
  cancelled: boolean;
  paid: number;
  leftToPay: number;
  travelled: boolean;
  /** A payment went through the provider, so it can be asked about again. */
  providerAttempt: boolean;
  excessOwed: number;
  refundOwed: number;
  cancelRequested: boolean;
  /** Other departures of its trip to come, it may move to (absent: none). */
  moveTargets?: number;
  /**
   * Something can still be paid online (`nextPaymentKind`): above the online cap, once the down
   * payment is in, the rest is collected offline and a payment link would be refused.
   */
  payableOnline?: boolean;
}

/**
 * The actions the back office offers on a booking: those the server would accept, in this order.
 * The note for the guide has a panel of its own on the booking (`GuideNote.tsx`), on any booking
 * not cancelled.
 */
export function offeredActions(f: ActionFacts): BookingActionName[] {
  const open = !f.cancelled;
  const offered: [BookingActionName, boolean][] = [
    ['note', true],
    ['resend', true],
    ['recheck', f.providerAttempt],
    ['offlinePayment', open],
    ['excessReturned', f.excessOwed > 0],
    ['refundSent', f.refundOwed > 0],
    ['changeTrip', open],
    ['changePrice', open],
    ['moveDeparture', open && (f.moveTargets ?? 0) > 0],
    ['travellers', open],
    ['paymentLink', open && f.leftToPay > 0 && f.payableOnline !== false],
    ['cancel', open],
    ['declineCancel', open && f.cancelRequested],
    // Never paid: closed as abandoned rather than cancelled (nothing to refund).
    ['abandon', open && f.paid === 0],
    ['travelled', travelledRefusal(f) === null],
  ];
  return offered.filter(([, offer]) => offer).map(([action]) => action);
}
