/**
 * The back office's HTTP contract (staff only, session cookie): one definition per endpoint, shared by
 * its islands and functions. Every answer is the `Envelope` of `contract.ts`; refusals: 401 signed out,
 * 403 wrong role or foreign `Origin`, 415 not JSON, 400 invalid body, 404, 409, 422, 429.
 * State-changing calls on a booking carry an `Idempotency-Key` header.
 */
import type { BookingStatus } from '../domain/booking-status.ts';
import type { RefundProposal } from '../domain/cancellation-policy.ts';
import type { DepartureStatus } from '../domain/departure.ts';
import type { Locale } from '../domain/locales.ts';
import type { PaymentMethod } from '../domain/payment-method.ts';
import type { PaymentKind } from '../domain/payment-plan.ts';
import type { AttemptStatus } from '../domain/payment-status.ts';
import type { PaymentType } from '../domain/pricing.ts';
import type { RefundMethod } from '../domain/refund.ts';
import type { RefundAccount } from '../domain/refund-account.ts';
import type { OfflineChannel } from '../domain/staff-actions.ts';
import { type CreatedBooking, endpoint, type NoParams } from './contract.ts';

export type StaffRole = 'owner' | 'agent';

export interface StaffView {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface BookingListItem {
  code: string;
  createdAt: string;
  fullName: string;
  email: string;
  whatsapp: string;
  packageSlug: string;
  packageTitle: string;
  spots: number;
  total: number;
  paid: number;
  paymentType: PaymentType;
  status: BookingStatus;
  needsAttention: boolean;
}

export interface BookingPage {
  items: BookingListItem[];
  /** Matching bookings, counted up to 10,000 (`totalCapped` when there are more). */
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export interface MoneyPeriod {
  amount: number;
  payments: number;
}

export interface TodayView {
  newBookings: { today: number; week: number; latest: BookingListItem[] };
  received: { today: MoneyPeriod; week: MoneyPeriod; month: MoneyPeriod };
  outstanding: { bookings: number; amount: number };
  /** Cancelled bookings with money not yet sent back, and how much. */
  refundsOwed: { bookings: number; amount: number };
  /** Bookings with nothing paid for longer than the setting (`hours`), to follow up. */
  unpaid: { bookings: number; hours: number };
  attention: number;
}

export interface AdminAttemptView {
  reference: string;
  kind: PaymentKind;
  amount: number;
  fee: number;
  status: AttemptStatus;
  method: PaymentMethod;
  /** The phone number; for a card, `····1234` once the provider gave its last digits, else empty. */
  number: string;
  provider: string;
  providerId: string | null;
  providerStatus: string | null;
  financialTransId: string | null;
  payerName: string | null;
  failureReason: string | null;
  lateSuccess: boolean;
  createdAt: string;
  confirmedAt: string | null;
  lastCheckedAt: string | null;
  receiptSentAt: string | null;
  offline: {
    channel: OfflineChannel;
    receivedOn: string;
    note: string;
    staffName: string;
    /** Mobile money sent directly: the operator and the reference staff typed, if they did. */
    operator: 'mtn' | 'orange' | null;
    payerReference: string | null;
  } | null;
}

export interface NotificationView {
  id: string;
  receivedAt: string;
  providerId: string | null;
  externalId: string | null;
  outcome: string | null;
  rawBody: string;
}

/**
 * Notifications received but not stored over the last 30 days, all bookings together: unreadable,
 * naming no payment of ours, or past a payment's limit of kept notifications.
 */
export interface NotificationsNotKept {
  unreadable: number;
  unknownPayment: number;
  overLimit: number;
}

export interface AuditItem {
  id: string;
  action: string;
  /** Empty when the customer acted (`byCustomer`: travellers named from the booking page). */
  staffName: string;
  byCustomer: boolean;
  reason: string;
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface AdminBookingView {
  code: string;
  status: BookingStatus;
  createdAt: string;
  locale: Locale;
  package: { slug: string; titleEn: string; titleFr: string; durationDays: number; destination: string };
  tripType: string;
  spots: number;
  preferredDate: string | null;
  paymentType: string;
  contact: { fullName: string; email: string; whatsapp: string };
  /** The customer asked at checkout for their messages on WhatsApp as well. */
  whatsappOptIn: boolean;
  /** ...and proved the number theirs (docs/whatsapp.md#proof): only then do messages go. */
  whatsappProven: boolean;
  paymentMethod: string;
  paymentNumber: string;
  paymentEmail: string | null;
  pricePerPerson: number;
  total: number;
  downPayment: number;
  paid: number;
  leftToPay: number;
  /** Paid and not due (over the total, or anything once cancelled), not yet sent back. */
  owedBack: number;
  /** Sent back by the agency so far. */
  refunded: number;
  /** The staff member who took the booking for the customer; null when it was made online. */
  createdBy: string | null;
  excess: { owed: number; returned: number } | null;
  /** `abandoned`: closed by staff as never paid (the customer reads it so). */
  cancelled: { at: string; reason: string; abandoned: boolean } | null;
  /** On a cancelled booking: paid, sent back, still owed back, and each refund recorded. */
  refund: AdminRefundView | null;
  /** The customer's open request to cancel, to answer by cancelling or declining. */
  cancelRequest: { requestedAt: string; reason: string | null } | null;
  /** Not yet cancelled: the refund the cancellation policy proposes today, and its rule. */
  refundProposal: RefundProposal | null;
  /** The departure it travels on (null: sold on request), and the others it may move to. */
  departure: { id: string; date: string } | null;
  moveTargets: MoveTarget[];
  /** Travellers' names in order, as staff or the customer gave them. */
  travellers: string[];
  /** The note for the departure's guide, printed on the manifest; '' when none. */
  guideNote: string;
  /** When staff marked the trip travelled (reviews open from then); null when not. */
  travelledAt: string | null;
  confirmationSentAt: string | null;
  attempts: AdminAttemptView[];
  /** The provider's own first, then the others; newest first in each. */
  notifications: NotificationView[];
  notificationsNotKept: NotificationsNotKept;
  notes: AuditItem[];
  audit: AuditItem[];
}

export interface AdminRefundView {
  paid: number;
  /** The refund decided at the cancel (paid less what the agency keeps). */
  decided: number;
  refunded: number;
  owed: number;
  /** Of the refund decided: paid over the trip's price, returned in full (0: none, or an old cancel). */
  excess: number;
  /** The rest of it: the policy's share of the price paid, or the owner's amount. */
  share: number;
  /** The refund told whole: paid, kept and why, sent back, still to come. */
  account: RefundAccount;
  sent: {
    amount: number;
    method: RefundMethod;
    reference: string | null;
    sentAt: string;
    staffName: string;
  }[];
}

export interface AttentionItem {
  /**
   * `refund`: money kept on a cancelled booking (`amount` is owed back); `unpaid`: nothing paid for
   * longer than the setting (`amount` is the total), with the customer's contact; `cancelRequest`:
   * the customer asked to cancel (`amount` is what was paid); `overbooked`: paid after its seats were
   * released, into a departure that had filled (`amount` is what was paid); `whatsappFailed`: a
   * WhatsApp message still unsent after its last try (`reference` names the template, `reason` is
   * the API's last answer); `balanceOverdue`: the balance's due date passed (`amount` is what is
   * left, `since` the due date); `reminderFailed`: a reminder not sent after its last try
   * (`reference` is its kind, e.g. `balance_7`).
   */
  kind:
    | 'overpaid'
    | 'balanceOffline'
    | 'refund'
    | 'cancelRequest'
    | 'unconfirmed'
    | 'mailFailed'
    | 'unpaid'
    | 'overbooked'
    | 'whatsappFailed'
    | 'balanceOverdue'
    | 'reminderFailed';
  code: string;
  fullName: string;
  amount: number;
  reference: string | null;
  since: string;
  /** Why it failed, for staff (a `whatsappFailed` item). */
  reason?: string;
  contact?: UnpaidContact;
}

/** How to reach the customer of an unpaid booking, with a short text in their language. */
export interface UnpaidContact {
  /** E.164, for `wa.me` and `tel:`. */
  whatsapp: string;
  email: string;
  locale: Locale;
  /** The e-mail's subject and the message of both (WhatsApp's and the e-mail's body). */
  subject: string;
  message: string;
}

export interface ReviewQueueItem {
  id: string;
  bookingCode: string;
  packageSlug: string;
  /** The trip's name as booked, in the staff's language. */
  packageTitle: string;
  displayName: string;
  rating: number;
  text: string;
  locale: string;
  createdAt: string;
}

/** An open staff session, as an owner sees it (`current`: the owner's own). */
export interface StaffSessionView {
  id: string;
  staffName: string;
  staffEmail: string;
  role: StaffRole;
  createdAt: string;
  lastSeenAt: string;
  /** Read from the user agent at sign-in, for people to recognise; null when not recognised. */
  browser: string | null;
  os: string | null;
  current: boolean;
}

/** A departure as staff see it: its seats as the database counts them, and its money. */
export interface DepartureSummary {
  id: string;
  packageSlug: string;
  packageTitle: string;
  /** ISO date of the first day. */
  date: string;
  /** Capacity. */
  seats: number;
  /** Seats of bookings with money paid, of bookings whose hold still runs, and those left. */
  seatsPaid: number;
  seatsHeld: number;
  seatsFree: number;
  /** Bookings not cancelled, what they paid and what they still owe (integer XAF). */
  bookings: number;
  paid: number;
  leftToPay: number;
  /** The editors' status (a rebuild changes it). */
  status: DepartureStatus;
  /** Sales stopped in the back office (at once, until reopened). */
  stopped: boolean;
}

export interface DeparturesView {
  /** The trips that have departures, for the filter. */
  packages: { slug: string; title: string }[];
  items: DepartureSummary[];
  /** More departures match than are listed (the soonest are): a filter shows the others. */
  more: boolean;
}

/** One booking on a departure's manifest. */
export interface ManifestBooking {
  code: string;
  fullName: string;
  email: string;
  whatsapp: string;
  locale: Locale;
  spots: number;
  /** Travellers' names in order; an empty one is not named yet. */
  travellers: string[];
  paid: number;
  leftToPay: number;
  status: BookingStatus;
  /** Its seats: paid for, held while unpaid, or released when the hold ran out unpaid. */
  seats: 'paid' | 'held' | 'released';
  /** Staff notes, oldest first. */
  notes: string[];
  /** The note for the guide staff wrote on the booking; '' when none. */
  guideNote: string;
}

/** What a release of a departure's unpaid holds freed: seats, and the bookings' codes. */
export interface ReleasedHolds {
  seats: number;
  bookings: string[];
}

export interface ManifestView {
  departure: DepartureSummary;
  bookings: ManifestBooking[];
}

/** A departure the booking could move to: another one of its trip, and whether it has room. */
export interface MoveTarget {
  id: string;
  date: string;
  seatsLeft: number;
  availability: 'open' | 'full' | 'closed';
}

export interface ActionOutcome {
  action: string;
  /** What the booking looks like after the action. */
  paid: number;
  status: BookingStatus;
  providerStatus?: string;
  amount?: number;
  /** A payment link: the customer's payment page, and the prefilled WhatsApp message to send. */
  link?: { url: string; whatsapp: string };
}

export const adminApi = {
  signIn: endpoint<NoParams, { email: string; locale?: Locale }, Record<string, never>>({
    name: 'adminSignIn',
    method: 'POST',
    path: () => '/api/admin/sign-in',
    pattern: '/api/admin/sign-in',
  }),
  confirmSignIn: endpoint<NoParams, { token: string; locale?: Locale }, { staff: StaffView }>({
    name: 'adminConfirmSignIn',
    method: 'POST',
    path: () => '/api/admin/sign-in/confirm',
    pattern: '/api/admin/sign-in/confirm',
  }),
  signOut: endpoint<NoParams, { locale?: Locale }, Record<string, never>>({
    name: 'adminSignOut',
    method: 'POST',
    path: () => '/api/admin/sign-out',
    pattern: '/api/admin/sign-out',
  }),
  me: endpoint<NoParams, undefined, { staff: StaffView }>({
    name: 'adminMe',
    method: 'GET',
    path: () => '/api/admin/me',
    pattern: '/api/admin/me',
  }),
  today: endpoint<NoParams, undefined, TodayView>({
    name: 'adminToday',
    method: 'GET',
    path: () => '/api/admin/today',
    pattern: '/api/admin/today',
  }),
  bookings: endpoint<{ query: string }, undefined, BookingPage>({
    name: 'adminBookings',
    method: 'GET',
    path: ({ query }) => `/api/admin/bookings${query ? `?${query}` : ''}`,
    pattern: '/api/admin/bookings',
  }),
  booking: endpoint<{ code: string }, undefined, AdminBookingView>({
    name: 'adminBooking',
    method: 'GET',
    path: ({ code }) => `/api/admin/bookings/${encodeURIComponent(code)}`,
    pattern: '/api/admin/bookings/:code',
  }),
  bookingAction: endpoint<{ code: string }, Record<string, unknown>, ActionOutcome>({
    name: 'adminBookingAction',
    method: 'POST',
    path: ({ code }) => `/api/admin/bookings/${encodeURIComponent(code)}/actions`,
    pattern: '/api/admin/bookings/:code/actions',
  }),
  staffBooking: endpoint<NoParams, Record<string, unknown>, CreatedBooking>({
    name: 'adminStaffBooking',
    method: 'POST',
    path: () => '/api/admin/staff-bookings',
    pattern: '/api/admin/staff-bookings',
  }),
  attention: endpoint<NoParams, undefined, { items: AttentionItem[] }>({
    name: 'adminAttention',
    method: 'GET',
    path: () => '/api/admin/attention',
    pattern: '/api/admin/attention',
  }),
  reviews: endpoint<NoParams, undefined, { items: ReviewQueueItem[] }>({
    name: 'adminReviews',
    method: 'GET',
    path: () => '/api/admin/reviews',
    pattern: '/api/admin/reviews',
  }),
  reviewDecision: endpoint<{ id: string }, Record<string, unknown>, { status: 'approved' | 'rejected' }>({
    name: 'adminReviewDecision',
    method: 'POST',
    path: ({ id }) => `/api/admin/reviews/${encodeURIComponent(id)}/decision`,
    pattern: '/api/admin/reviews/:id/decision',
  }),
  sessions: endpoint<NoParams, undefined, { sessions: StaffSessionView[] }>({
    name: 'adminSessions',
    method: 'GET',
    path: () => '/api/admin/sessions',
    pattern: '/api/admin/sessions',
  }),
  endSession: endpoint<
    NoParams,
    { sessionId: string; reason: string; locale?: Locale },
    Record<string, never>
  >({
    name: 'adminEndSession',
    method: 'POST',
    path: () => '/api/admin/sessions/end',
    pattern: '/api/admin/sessions/end',
  }),
  departures: endpoint<{ query: string }, undefined, DeparturesView>({
    name: 'adminDepartures',
    method: 'GET',
    path: ({ query }) => `/api/admin/departures${query ? `?${query}` : ''}`,
    pattern: '/api/admin/departures',
  }),
  manifest: endpoint<{ id: string }, undefined, ManifestView>({
    name: 'adminManifest',
    method: 'GET',
    path: ({ id }) => `/api/admin/departures/${encodeURIComponent(id)}`,
    pattern: '/api/admin/departures/:id',
  }),
  departureSales: endpoint<
    { id: string },
    { stopped: boolean; reason: string; locale?: Locale },
    { stopped: boolean }
  >({
    name: 'adminDepartureSales',
    method: 'POST',
    path: ({ id }) => `/api/admin/departures/${encodeURIComponent(id)}/sales`,
    pattern: '/api/admin/departures/:id/sales',
  }),
  releaseHolds: endpoint<{ id: string }, { reason: string; locale?: Locale }, ReleasedHolds>({
    name: 'adminReleaseHolds',
    method: 'POST',
    path: ({ id }) => `/api/admin/departures/${encodeURIComponent(id)}/holds`,
    pattern: '/api/admin/departures/:id/holds',
  }),
} as const;

/**
 * Not JSON: a departure's manifest as a CSV file. A download is a plain link, whose request says
 * the browser's language, not the back office's: `locale` names the staff's for the headers.
 */
export const MANIFEST_EXPORT_PATTERN = '/api/admin/departures/:id/export';
export const manifestExportUrl = (id: string, locale: Locale) =>
  `/api/admin/departures/${encodeURIComponent(id)}/export?locale=${locale}`;

/** Not JSON: the CSV file of the bookings list (same query as `bookings`, and the staff's `locale`). */
export const ADMIN_EXPORT_PATH = '/api/admin/bookings-export';
export const adminExportUrl = (query: string, locale: Locale) =>
  `${ADMIN_EXPORT_PATH}?${query ? `${query}&` : ''}locale=${locale}`;
