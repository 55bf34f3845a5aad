/**
 * What the payment page shows, as nanostores atoms: one place that declares them, so the parts
 * of the payment store (following an attempt, starting one) share the same state.
 */
import { atom } from 'nanostores';
import type { BookingDetails } from '../../api/contract.ts';
import type { FailureReason } from '../../domain/payment-failure.ts';
import type { UiMessage } from '../ui-message.ts';
import type { Invoice } from './payment-invoice.ts';

export type PaymentPhase =
  | 'loading'
  /** Invoice shown, waiting for "Pay". */
  | 'ready'
  /** Start request in flight. */
  | 'starting'
  /** The provider asked the phone for confirmation. */
  | 'initiated'
  | 'inProgress'
  /** Success seen; reading the booking's new balance. */
  | 'updating'
  | 'success'
  | 'failed'
  /** Nothing left to pay online. */
  | 'nothingDue'
  /** The agency cancelled the booking: it takes no payment. */
  | 'cancelled'
  /** Above the online cap: the agency contacts the customer. */
  | 'offline'
  /** The booking could not be loaded (see `$banner`). */
  | 'unavailable';

export function createPaymentState() {
  return {
    $phase: atom<PaymentPhase>('loading'),
    $booking: atom<BookingDetails | null>(null),
    $invoice: atom<Invoice | null>(null),
    $banner: atom<UiMessage | null>(null),
    $stillWaiting: atom(false),
    /** Why the last payment failed, shown under "This payment has failed." (null: no reason given). */
    $failureReason: atom<FailureReason | null>(null),
    /** Polling stopped before a final answer; the customer may check again. */
    $gaveUp: atom(false),
    /**
     * The connection dropped while following a payment: the attempt goes on at the provider and the
     * page says so, then checks at once when the browser is back online (`online`).
     */
    $offline: atom(false),
    /** The customer chose to pay from another number (or network) than the booking's. */
    $otherNumber: atom(false),
    /** The provider's page of the card payment being followed, while it is open (null otherwise). */
    $cardPage: atom<string | null>(null),
  };
}

export type PaymentState = ReturnType<typeof createPaymentState>;
