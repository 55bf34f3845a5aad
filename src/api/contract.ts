/**
 * The HTTP contract between the islands and the functions: one definition per endpoint, used by the
 * client requester (`request-json.ts`) and by the function serving it. Every answer is the `Envelope`.
 *
 * - createBooking  POST /api/bookings                     body CreateBookingInput      201 CreatedBooking
 * - getBooking     GET  /api/bookings/{code}              (rate limited: 429)          200 BookingDetails | 404
 * - startPayment   POST /api/bookings/{code}/payments     body StartPaymentInput,      202 PaymentAttemptView
 *                  header Idempotency-Key (recommended)   409 + data.reference when a payment is already open
 *                  `method: 'card'`: no number; the answer's `redirectUrl` is the provider's page
 * - paymentStatus  GET  /api/payments/{reference}         reconciled when pending     200 PaymentStatusView
 * - webhook        POST /api/payments/webhook             Fapshi's notification       200
 * - notify         GET|POST /api/payments/notify/{provider} a hosted page's notification (CinetPay) 200
 * - submitReview   POST /api/reviews                      body ReviewInput             201 | 403 not yet | 409 twice
 * - requestCancel  POST /api/bookings/{code}/cancel-request body CancelRequestInput  201 | 404 | 409 open or cancelled
 * - departures     GET  /api/packages/{slug}/departures   (rate limited, cached 5 s)   200 PackageDepartures | 404
 * - nameTravellers POST /api/bookings/{code}/travellers    body TravellerNamesInput 200 | 404 | 409 | 422
 * - stopReminders  POST /api/bookings/{code}/reminders-off body RemindersOffInput 200 | 404 bad link
 *
 * Refusals: 400 malformed JSON / invalid fields (`data.issues`), 404, 405, 409, 413 body over 16 KB,
 * 415 not JSON, 422 business rule (e.g. package minimum, idempotency key reused), 429, 502/503.
 * Messages are localised by the `locale` field of the body or `Accept-Language`.
 */
import type { BookingStatus, Excess } from '../domain/booking-status.ts';
import type { CancelRequestInput, ReviewInput } from '../domain/customer-text-schemas.ts';
import type { CURRENCY } from '../domain/money.ts';
import type { FailureReason } from '../domain/payment-failure.ts';
import type { OnlineMethod, PaymentMethod } from '../domain/payment-method.ts';
import type { PaymentKind } from '../domain/payment-plan.ts';
import type { PaymentStatus } from '../domain/payment-status.ts';
import type { PaymentType } from '../domain/pricing.ts';
import type { RefundMethod } from '../domain/refund.ts';
import type { RefundAccount } from '../domain/refund-account.ts';
import type { ReviewRefusal } from '../domain/review-eligibility.ts';
import type {
  CreateBookingInput,
  RemindersOffInput,
  TravellerNamesInput,
  TripType,
  ValidationKey,
} from '../domain/schemas.ts';
import type { StartPaymentInput } from '../domain/start-payment-schema.ts';

export const MAX_BODY_BYTES = 16 * 1024;

export interface ApiIssue {
  /** Dotted field path, e.g. `contact.email`. */
  path: string;
  /** Message key (see `src/i18n/catalog/booking.en.ts`). */
  key: ValidationKey;
  /** The key's text in the request's language. */
  message: string;
}

export interface ApiErrorData {
  /** Message key of `message`. */
  key?: string;
  issues?: ApiIssue[];
  /** 409 on start payment: the open attempt to resume; 422: the attempt that failed. */
  reference?: string;
  /** 422 on start payment: why the payment failed (`payment.failure.<reason>`). */
  failureReason?: FailureReason;
  /** 429: seconds to wait (also in the Retry-After header). */
  retryAfterSeconds?: number;
}

export type ApiSuccess<T> = { ok: true; message: string; data: T };
export type ApiFailure = { ok: false; message: string; data?: ApiErrorData };
export type Envelope<T> = ApiSuccess<T> | ApiFailure;

export type Method = 'GET' | 'POST';

export interface Endpoint<Params, Body, Data> {
  name: string;
  method: Method;
  /** URL path (no origin) from the path parameters. */
  path: (params: Params) => string;
  /** The function's `config.path` (a test holds each function to it). */
  pattern: string;
  /** Phantom types for the client. */
  readonly types?: { params: Params; body: Body; data: Data };
}

export function endpoint<Params, Body, Data>(
  def: Omit<Endpoint<Params, Body, Data>, 'types'>,
): Endpoint<Params, Body, Data> {
  return def;
}

export type NoParams = Record<string, never>;

// ----- response data -----

export interface Amounts {
  currency: typeof CURRENCY;
  pricePerPerson: number;
  total: number;
  downPayment: number;
  downPaymentPercent: number;
  feePercent: number;
  /** The card fee, percent (the agency's CMS settings, else CinetPay's default; `card-fee.ts`). */
  cardFeePercent: number;
  /** No single card charge above this (the agency's CMS settings); null: no card limit of its own. */
  cardLimitXaf: number | null;
  /** Whether the total is above XAF 1,000,000: only the down payment is paid online. */
  onlineCapExceeded: boolean;
}

export interface NextPayment {
  kind: PaymentKind;
  amount: number;
  fee: number;
  /** amount + fee: what the phone is asked for. */
  dueNow: number;
  /** The same payment by card: its fee and charge (a multiple of 5); null above the card limit. */
  card: { fee: number; dueNow: number } | null;
}

export interface CreatedBooking {
  code: string;
  status: BookingStatus;
  packageSlug: string;
  packageTitle: string;
  spots: number;
  paymentType: PaymentType;
  amounts: Amounts;
  /** The first payment to start (invoice lines: amount, fee, dueNow). */
  firstPayment: NextPayment;
  /** Left to pay after the first payment. */
  balanceAfter: number;
  createdAt: string;
}

export interface PaymentView {
  reference: string;
  kind: PaymentKind;
  amount: number;
  fee: number;
  status: PaymentStatus;
  /**
   * Why a failed or expired payment did not go through, as a catalogue reason
   * (`payment.failure.<reason>`); the provider's own text is never shown.
   */
  failureReason?: FailureReason;
  /**
   * The operator or `card` online; cash, a transfer or mobile money sent directly when staff recorded
   * it. Named `payment.method.<method>` then `number`.
   */
  method: PaymentMethod;
  /**
   * Masked payment number; for a card `····1234` once the provider gave its last digits; empty for a
   * payment staff recorded or a card whose digits are not known.
   */
  number: string;
  createdAt: string;
  confirmedAt: string | null;
  /** A success reported after the attempt had been closed as failed or expired. */
  lateSuccess: boolean;
}

export interface BookingDetails {
  code: string;
  status: BookingStatus;
  package: { slug: string; title: string; durationDays: number; destination: string };
  /** Where and when the group meets, in the booking's language, from the trip; null when unset. */
  meeting: { point: string; time: string } | null;
  tripType: TripType;
  spots: number;
  /** The trip's date: a scheduled departure's when `departureId` is set, else the one suggested. */
  preferredDate: string | null;
  /** The scheduled departure travelled on; null: sold on request. */
  departureId: string | null;
  /** One per person: each name masked as the lead's is (first name, initial); '' not named yet. */
  travellers: string[];
  /** How many of the group are not named yet. */
  unnamedTravellers: number;
  /** Whether the customer may name travellers here now: not cancelled, the trip not started. */
  canNameTravellers: boolean;
  /**
   * Paid after its seats were released, into a departure that filled meanwhile: the agency will
   * contact the customer to choose another date or refund. False once staff moved it.
   */
  overbooked: boolean;
  /** The customer stopped reminders for this booking from a link in one (receipts still go). */
  remindersOff: boolean;
  reservedOn: string;
  paymentType: PaymentType;
  /** Masked (a public lookup): first name and initial, e-mail and phone partly hidden. */
  contact: { fullName: string; email: string; whatsapp: string };
  /** The customer asked at checkout for their messages on WhatsApp as well. */
  whatsappOptIn: boolean;
  /**
   * Their number is proven theirs (they wrote to the agency from it with the code, or paid from
   * it): only then do WhatsApp messages go.
   */
  whatsappProven: boolean;
  /** The method chosen at checkout (an operator, or `card`). */
  paymentMethod: OnlineMethod;
  amounts: Amounts;
  paid: number;
  leftToPay: number;
  /**
   * The day the balance is due (the agency's setting, days before the trip); null when nothing is
   * left to pay, the booking is cancelled or the trip has no date.
   */
  balanceDueOn: string | null;
  /** Paid and not due (over the total, or anything once cancelled), not yet sent back. */
  owedBack: number;
  /** Sent back by the agency so far. */
  refunded: number;
  completionPercent: number;
  /** Paid over the total (a payment confirmed after a successful retry); null when never. */
  excess: Excess | null;
  payments: PaymentView[];
  /** Null when nothing more is payable online (paid, or above the online cap). */
  nextPayment: NextPayment | null;
  /** A payment waiting for the customer's confirmation, to resume. */
  openPayment: string | null;
  /** True when a review would be accepted now (docs/business-rules.md#reviews). */
  canReview: boolean;
  reviewed: boolean;
  /** Why a review is not accepted yet (or ever, once cancelled); null when it is. */
  reviewRefusal: ReviewRefusal | null;
  /** The first day a review is accepted, for a trip with a date. */
  reviewFrom: string | null;
  /** When the agency cancelled the booking: it then takes no payment. Null when not. */
  cancelledOn: string | null;
  /** When staff closed it as never paid (it is then cancelled too): it reads so. Null when not. */
  abandonedOn: string | null;
  /** The trip took place or began: cancelling is no longer offered (nor taken). */
  tripUnderway: boolean;
  /** On a cancelled booking: what was paid, sent back and still owed back. Null when not cancelled. */
  refund: RefundView | null;
  /** The customer's latest request to cancel and its answer, if any. */
  cancelRequest: CancelRequestView | null;
}

export interface CancelRequestView {
  requestedOn: string;
  /** Null while the agency has not answered. */
  answer: 'cancelled' | 'declined' | null;
  /** The agency's message when it declined. */
  message: string | null;
}

export interface RefundView {
  paid: number;
  /** The refund decided at the cancel: paid less what the agency keeps under its policy. */
  decided: number;
  refunded: number;
  owed: number;
  /** Of the refund decided: paid over the trip's price, returned in full (0: none, or an old cancel). */
  excess: number;
  /** The rest of it: the policy's share of the price paid, or the owner's amount. */
  share: number;
  /** The refund told whole: paid, kept and why, sent back, still to come. */
  account: RefundAccount;
  /** Each refund the agency sent, oldest first (the payout's reference is in the customer's e-mail). */
  sent: { amount: number; method: RefundMethod; sentOn: string }[];
}

export interface PaymentAttemptView extends PaymentView {
  bookingCode: string;
  /** amount + fee. */
  dueNow: number;
  /**
   * A card payment's page at the provider (CinetPay's `payment_url`), to send the customer to while
   * the attempt is pending; null for mobile money (the phone is asked) and once it is closed.
   */
  redirectUrl: string | null;
}

export interface PaymentStatusView extends PaymentAttemptView {
  bookingStatus: BookingStatus;
  total: number;
  paid: number;
  leftToPay: number;
  completionPercent: number;
}

export interface SubmittedReview {
  status: 'pending';
}

export interface SavedTravellers {
  /** As in `BookingDetails.travellers`. */
  travellers: string[];
  unnamedTravellers: number;
}

export interface SubmittedCancelRequest {
  status: 'requested';
}

export interface RemindersOff {
  remindersOff: true;
}

/** A scheduled departure as the checkout offers it, its seats counted by the database. */
export interface DepartureSeats {
  id: string;
  /** ISO date of the first day. */
  date: string;
  /** Integer XAF: the departure's own price, else the trip's. */
  pricePerPerson: number;
  /** Seats that can still be booked (0 unless `open` or `few`). */
  seatsLeft: number;
  /** `few`: open with `FEW_SEATS_LEFT` seats or fewer; `closed`: by the editors or stopped by staff. */
  availability: 'open' | 'few' | 'full' | 'closed';
}

export interface PackageDepartures {
  packageSlug: string;
  /** The departures to come, soonest first; empty for a trip sold on request. */
  departures: DepartureSeats[];
}

// ----- endpoints -----

export const api = {
  createBooking: endpoint<NoParams, CreateBookingInput, CreatedBooking>({
    name: 'createBooking',
    method: 'POST',
    path: () => '/api/bookings',
    pattern: '/api/bookings',
  }),
  getBooking: endpoint<{ code: string }, undefined, BookingDetails>({
    name: 'getBooking',
    method: 'GET',
    path: ({ code }) => `/api/bookings/${encodeURIComponent(code)}`,
    pattern: '/api/bookings/:code',
  }),
  startPayment: endpoint<{ code: string }, StartPaymentInput, PaymentAttemptView>({
    name: 'startPayment',
    method: 'POST',
    path: ({ code }) => `/api/bookings/${encodeURIComponent(code)}/payments`,
    pattern: '/api/bookings/:code/payments',
  }),
  paymentStatus: endpoint<{ reference: string }, undefined, PaymentStatusView>({
    name: 'paymentStatus',
    method: 'GET',
    path: ({ reference }) => `/api/payments/${encodeURIComponent(reference)}`,
    pattern: '/api/payments/:reference',
  }),
  submitReview: endpoint<NoParams, ReviewInput, SubmittedReview>({
    name: 'submitReview',
    method: 'POST',
    path: () => '/api/reviews',
    pattern: '/api/reviews',
  }),
  requestCancel: endpoint<{ code: string }, CancelRequestInput, SubmittedCancelRequest>({
    name: 'requestCancel',
    method: 'POST',
    path: ({ code }) => `/api/bookings/${encodeURIComponent(code)}/cancel-request`,
    pattern: '/api/bookings/:code/cancel-request',
  }),
  nameTravellers: endpoint<{ code: string }, TravellerNamesInput, SavedTravellers>({
    name: 'nameTravellers',
    method: 'POST',
    path: ({ code }) => `/api/bookings/${encodeURIComponent(code)}/travellers`,
    pattern: '/api/bookings/:code/travellers',
  }),
  departures: endpoint<{ slug: string }, undefined, PackageDepartures>({
    name: 'departures',
    method: 'GET',
    path: ({ slug }) => `/api/packages/${encodeURIComponent(slug)}/departures`,
    pattern: '/api/packages/:slug/departures',
  }),
  stopReminders: endpoint<{ code: string }, RemindersOffInput, RemindersOff>({
    name: 'stopReminders',
    method: 'POST',
    path: ({ code }) => `/api/bookings/${encodeURIComponent(code)}/reminders-off`,
    pattern: '/api/bookings/:code/reminders-off',
  }),
} as const;

/** Webhooks and sweep are server-to-server: called by the providers and by the scheduler. */
export const serverPaths = {
  webhook: '/api/payments/webhook',
  /** A provider's notification by its name (`cinetpay`); answers a plain GET with 200 too. */
  notify: (provider: string) => `/api/payments/notify/${encodeURIComponent(provider)}`,
  notifyPattern: '/api/payments/notify/:provider',
  /** Meta's webhook of the messages customers send the agency on WhatsApp. */
  whatsappWebhook: '/api/whatsapp/webhook',
  sweep: '/api/internal/sweep-payments',
  reminders: '/api/internal/send-reminders',
} as const;
