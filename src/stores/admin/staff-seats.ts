/**
 * New booking's seats left: the departures of the trip staff chose, read from the checkout's seats
 * function when it is chosen and again after a refusal (seats sold meanwhile).
 */
import { atom } from 'nanostores';
import type { SeatsAnswer } from '../checkout/checkout-departures.ts';
import type { AdminApi } from './admin-api.ts';

export function createStaffSeats(api: AdminApi) {
  const $seats = atom<SeatsAnswer | null>(null);
  // Only the latest read counts: a slow answer for the trip chosen before never replaces it.
  let latest = 0;
  return {
    $seats,
    /** Reads `slug`'s seats; the trip's answer on screen stays until the new one comes. */
    async read(slug: string): Promise<void> {
      const mine = ++latest;
      if ($seats.get()?.slug !== slug) $seats.set({ slug, phase: 'loading', departures: [] });
      const outcome = await api.packageDepartures(slug);
      if (mine !== latest) return;
      $seats.set(
        outcome.kind === 'ok'
          ? { slug, phase: 'ready', departures: outcome.data.departures }
          : { slug, phase: 'failed', departures: [] },
      );
    },
    /** Forgets the seats (New booking closed): an answer still on its way is dropped. */
    close(): void {
      latest += 1;
      $seats.set(null);
    },
  };
}
