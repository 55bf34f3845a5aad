/**
 * The back office's state: who is signed in, and which view the address's fragment names
 * (`#today`, `#bookings?q=...`, `#booking=CODE`, `#new` (a booking taken for a customer),
 * `#attention`, `#reviews`, `#departures?package=...&month=...`, `#departure=ID` (a manifest);
 * `#token=...` is a sign-in link). The fragment never reaches a server,
 * so a sign-in token stays out of logs.
 */
import { atom } from 'nanostores';
import type { StaffView } from '../../api/admin-contract.ts';
import type { AdminApi } from './admin-api.ts';

export type AdminRoute =
  | { view: 'today' }
  | { view: 'bookings'; query: string }
  | { view: 'booking'; code: string }
  | { view: 'attention' }
  | { view: 'reviews' }
  | { view: 'sessions' }
  | { view: 'new' }
  | { view: 'departures'; query: string }
  | { view: 'departure'; id: string }
  | { view: 'signInLink'; token: string };

export function routeOf(hash: string): AdminRoute {
  const raw = hash.replace(/^#/, '');
  const [name = '', rest = ''] = raw.split(/[=?](.*)/s);
  const value = (() => {
    try {
      return decodeURIComponent(rest);
    } catch {
      return '';
    }
  })();
  if (name === 'token' && value) return { view: 'signInLink', token: value };
  if (name === 'booking' && value) return { view: 'booking', code: value };
  if (name === 'bookings') return { view: 'bookings', query: raw.includes('?') ? rest : '' };
  if (name === 'attention') return { view: 'attention' };
  if (name === 'reviews') return { view: 'reviews' };
  if (name === 'sessions') return { view: 'sessions' };
  if (name === 'new') return { view: 'new' };
  if (name === 'departures') return { view: 'departures', query: raw.includes('?') ? rest : '' };
  if (name === 'departure' && value) return { view: 'departure', id: value };
  return { view: 'today' };
}

export function hashOf(route: AdminRoute): string {
  switch (route.view) {
    case 'booking':
      return `#booking=${encodeURIComponent(route.code)}`;
    case 'bookings':
      return route.query ? `#bookings?${route.query}` : '#bookings';
    case 'departures':
      return route.query ? `#departures?${route.query}` : '#departures';
    case 'departure':
      return `#departure=${encodeURIComponent(route.id)}`;
    case 'signInLink':
      return '#today';
    default:
      return `#${route.view}`;
  }
}

export type SessionPhase = 'checking' | 'signedOut' | 'signedIn';

export function createAdminSession(api: AdminApi) {
  const $phase = atom<SessionPhase>('checking');
  const $staff = atom<StaffView | null>(null);
  const $notice = atom<string | null>(null);

  const signedOut = (message: string | null = null) => {
    $staff.set(null);
    $phase.set('signedOut');
    $notice.set(message);
  };

  return {
    $phase,
    $staff,
    $notice,
    /** Opens the session of a sign-in link, or finds the current one. */
    async start(route: AdminRoute): Promise<void> {
      const outcome = route.view === 'signInLink' ? await api.confirmSignIn(route.token) : await api.me();
      if (outcome.kind === 'ok') {
        $staff.set(outcome.data.staff);
        $phase.set('signedIn');
      } else signedOut(outcome.kind === 'refused' && route.view === 'signInLink' ? outcome.message : null);
    },
    signedOut,
    async signOut(): Promise<void> {
      const outcome = await api.signOut();
      signedOut(outcome.kind === 'ok' ? outcome.message : null);
    },
  };
}
export type AdminSession = ReturnType<typeof createAdminSession>;
