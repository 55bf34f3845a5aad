/**
 * The back office's data, one store per view (`createViewLoader`), and the staff actions that
 * change it: an action that succeeds refreshes the open views it changes; a closed view loads
 * afresh when it opens anyway.
 */
import type { AdminSession } from './admin.ts';
import type { AdminApi, AdminOutcome } from './admin-api.ts';
import { createStaffSeats } from './staff-seats.ts';
import { createViewLoader, type LoaderSettings } from './view-loader.ts';

export function createAdminViews(api: AdminApi, session: AdminSession, networkError: string) {
  const settings: LoaderSettings = { signedOut: (message) => session.signedOut(message), networkError };
  const views = {
    today: createViewLoader(() => api.today(), settings),
    bookings: createViewLoader((query) => api.bookings(query), settings),
    booking: createViewLoader((code) => api.booking(code), settings),
    departures: createViewLoader((query) => api.departures(query), settings),
    manifest: createViewLoader((id) => api.manifest(id), settings),
    attention: createViewLoader(() => api.attention(), settings),
    reviews: createViewLoader(() => api.reviews(), settings),
    sessions: createViewLoader(() => api.sessions(), settings),
  };
  type ViewName = keyof typeof views;

  /** Runs a staff action; once it succeeds, the open views it changes load again. */
  async function act<T>(call: () => Promise<AdminOutcome<T>>, changes: ViewName[]) {
    const outcome = await call();
    if (outcome.kind === 'ok') for (const name of changes) void views[name].refresh();
    return outcome;
  }
  // What a booking's money, trip or status feeds: every list and count that shows it.
  const bookingFed: ViewName[] = ['booking', 'bookings', 'today', 'attention', 'departures', 'manifest'];

  return {
    ...views,
    seats: createStaffSeats(api),
    bookingAction: (code: string, body: Record<string, unknown>, key: string) =>
      act(() => api.action(code, body, key), bookingFed),
    staffBooking: (body: Record<string, unknown>, key: string) =>
      act(() => api.staffBooking(body, key), bookingFed),
    decideReview: (id: string, body: Record<string, unknown>) =>
      act(() => api.decideReview(id, body), ['reviews']),
    endSession: (sessionId: string, reason: string) =>
      act(() => api.endSession(sessionId, reason), ['sessions']),
    departureSales: (id: string, stopped: boolean, reason: string) =>
      act(() => api.departureSales(id, stopped, reason), ['manifest', 'departures']),
    releaseHolds: (id: string, reason: string, key: string) =>
      act(() => api.releaseHolds(id, reason, key), ['manifest', 'departures', 'attention']),
  };
}
export type AdminViews = ReturnType<typeof createAdminViews>;
