/**
 * The back office's door to its functions (`src/api/admin-contract.ts`): same-origin calls carrying
 * the session cookie, counted by the loading bar, folded into outcomes. A 401 means "signed out".
 */
import {
  type ActionOutcome,
  type AdminBookingView,
  type AttentionItem,
  adminApi,
  type BookingPage,
  type DeparturesView,
  type ManifestView,
  type ReleasedHolds,
  type ReviewQueueItem,
  type StaffSessionView,
  type StaffView,
  type TodayView,
} from '../../api/admin-contract.ts';
import { api, type CreatedBooking, type Endpoint, type PackageDepartures } from '../../api/contract.ts';
import { ApiNetworkError, request } from '../../api/request-json.ts';
import type { Locale } from '../../i18n/locales.ts';
import { withLoading } from '../loading.ts';

export type AdminOutcome<T> =
  | { kind: 'ok'; data: T; message: string }
  | { kind: 'refused'; status: 'signedOut' | 'forbidden' | 'other'; message: string }
  | { kind: 'failed' };

export interface AdminApi {
  signIn(email: string): Promise<AdminOutcome<Record<string, never>>>;
  confirmSignIn(token: string): Promise<AdminOutcome<{ staff: StaffView }>>;
  signOut(): Promise<AdminOutcome<Record<string, never>>>;
  me(): Promise<AdminOutcome<{ staff: StaffView }>>;
  today(): Promise<AdminOutcome<TodayView>>;
  bookings(query: string): Promise<AdminOutcome<BookingPage>>;
  booking(code: string): Promise<AdminOutcome<AdminBookingView>>;
  action(code: string, body: Record<string, unknown>, key: string): Promise<AdminOutcome<ActionOutcome>>;
  staffBooking(body: Record<string, unknown>, key: string): Promise<AdminOutcome<CreatedBooking>>;
  attention(): Promise<AdminOutcome<{ items: AttentionItem[] }>>;
  reviews(): Promise<AdminOutcome<{ items: ReviewQueueItem[] }>>;
  decideReview(id: string, body: Record<string, unknown>): Promise<AdminOutcome<{ status: string }>>;
  sessions(): Promise<AdminOutcome<{ sessions: StaffSessionView[] }>>;
  endSession(sessionId: string, reason: string): Promise<AdminOutcome<Record<string, never>>>;
  departures(query: string): Promise<AdminOutcome<DeparturesView>>;
  manifest(id: string): Promise<AdminOutcome<ManifestView>>;
  departureSales(id: string, stopped: boolean, reason: string): Promise<AdminOutcome<{ stopped: boolean }>>;
  releaseHolds(id: string, reason: string, key: string): Promise<AdminOutcome<ReleasedHolds>>;
  /** The checkout's seats function: a trip's departures to come with their seats left now. */
  packageDepartures(slug: string): Promise<AdminOutcome<PackageDepartures>>;
}

export function httpAdminApi(locale: Locale, fetcher: typeof fetch = fetch): AdminApi {
  async function call<P, B, D>(
    endpoint: Endpoint<P, B, D>,
    options: { params: P; body?: B; idempotencyKey?: string },
  ): Promise<AdminOutcome<D>> {
    // Status of the answer, read through the fetch we hand the requester.
    let status = 0;
    const tracking: typeof fetch = async (input, init) => {
      const response = await fetcher(input, { ...init, credentials: 'same-origin' });
      status = response.status;
      return response;
    };
    try {
      const envelope = await withLoading(() => request(endpoint, { ...options, locale, fetch: tracking }));
      if (envelope.ok) return { kind: 'ok', data: envelope.data, message: envelope.message };
      return { kind: 'refused', status: refusal(status), message: envelope.message };
    } catch (error) {
      if (error instanceof ApiNetworkError) return { kind: 'failed' };
      throw error;
    }
  }
  const withLocale = <T extends object>(body: T) => ({ ...body, locale });
  return {
    signIn: (email) => call(adminApi.signIn, { params: {}, body: withLocale({ email }) }),
    confirmSignIn: (token) => call(adminApi.confirmSignIn, { params: {}, body: withLocale({ token }) }),
    signOut: () => call(adminApi.signOut, { params: {}, body: withLocale({}) }),
    me: () => call(adminApi.me, { params: {} }),
    today: () => call(adminApi.today, { params: {} }),
    bookings: (query) => call(adminApi.bookings, { params: { query } }),
    booking: (code) => call(adminApi.booking, { params: { code } }),
    action: (code, body, idempotencyKey) =>
      call(adminApi.bookingAction, { params: { code }, body: withLocale(body), idempotencyKey }),
    staffBooking: (body, idempotencyKey) =>
      call(adminApi.staffBooking, { params: {}, body: withLocale(body), idempotencyKey }),
    attention: () => call(adminApi.attention, { params: {} }),
    reviews: () => call(adminApi.reviews, { params: {} }),
    decideReview: (id, body) => call(adminApi.reviewDecision, { params: { id }, body: withLocale(body) }),
    sessions: () => call(adminApi.sessions, { params: {} }),
    endSession: (sessionId, reason) =>
      call(adminApi.endSession, { params: {}, body: withLocale({ sessionId, reason }) }),
    departures: (query) => call(adminApi.departures, { params: { query } }),
    manifest: (id) => call(adminApi.manifest, { params: { id } }),
    departureSales: (id, stopped, reason) =>
      call(adminApi.departureSales, { params: { id }, body: withLocale({ stopped, reason }) }),
    releaseHolds: (id, reason, idempotencyKey) =>
      call(adminApi.releaseHolds, { params: { id }, body: withLocale({ reason }), idempotencyKey }),
    packageDepartures: (slug) => call(api.departures, { params: { slug } }),
  };
}

/** A 403 is final for this person (their role), so no "Try again" is offered for it. */
function refusal(status: number): 'signedOut' | 'forbidden' | 'other' {
  if (status === 401) return 'signedOut';
  return status === 403 ? 'forbidden' : 'other';
}
