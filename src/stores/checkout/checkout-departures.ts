/**
 * The departures a checkout offers (docs/business-rules.md#departures): the dates the page was built
 * with, then the seats left as the seats function answers them. The page's list shows at once; the
 * live answer decides what can be picked (the server still counts again at booking).
 */
import type { DepartureSeats } from '../../api/contract.ts';
import { type Departure, departurePricePerPerson, upcomingDepartures } from '../../domain/departure.ts';
import type { UiMessage } from '../ui-message.ts';

/** `checking`: the seats are not known yet; `unknown`: they could not be read (booking checks them). */
export type DepartureState = DepartureSeats['availability'] | 'checking' | 'unknown';

export interface DepartureOption {
  id: string;
  date: string;
  pricePerPerson: number;
  /** Null until the seats function answered. */
  seatsLeft: number | null;
  state: DepartureState;
}

/** The seats function's answer for the package on screen. */
export interface SeatsAnswer {
  slug: string;
  phase: 'loading' | 'ready' | 'failed';
  departures: readonly DepartureSeats[];
}

/**
 * The options to show: the live list once it came (it knows of stops made since the build), else
 * the page's departures still to come, their seats being checked (or unknown after a failure).
 */
export function departureOptions(
  pkg: { slug: string; pricePerPerson: number; departures?: readonly Departure[] | undefined } | null,
  seats: SeatsAnswer | null,
  today: string,
): DepartureOption[] {
  if (!pkg) return [];
  const answer = seats?.slug === pkg.slug ? seats : null;
  if (answer?.phase === 'ready') {
    return answer.departures.map((d) => ({
      id: d.id,
      date: d.date,
      pricePerPerson: d.pricePerPerson,
      seatsLeft: d.seatsLeft,
      state: d.availability,
    }));
  }
  const pending: DepartureState = answer?.phase === 'failed' ? 'unknown' : 'checking';
  return upcomingDepartures(pkg.departures ?? [], today).map((d) => ({
    id: d.id,
    date: d.date,
    pricePerPerson: departurePricePerPerson(pkg.pricePerPerson, d),
    seatsLeft: null,
    state: d.status === 'closed' ? 'closed' : pending,
  }));
}

/** Whether an option can be chosen: a full or closed departure is shown but cannot be. */
export function selectable(option: DepartureOption): boolean {
  return option.state !== 'full' && option.state !== 'closed';
}

/**
 * Step 1's rule for a trip sold by departures: one must be chosen, it must still take bookings, and
 * the group must fit in its seats left (when known). Null when the choice is fine.
 */
export function departureError(
  options: readonly DepartureOption[],
  departureId: string,
  spots: number,
): UiMessage | null {
  if (options.length === 0) return null;
  if (!departureId) return { key: 'validation.departure.required' };
  const chosen = options.find((option) => option.id === departureId);
  if (!chosen) return { key: 'validation.departure.unknown' };
  if (chosen.state === 'full') return { key: 'islands.checkout.departureError.full' };
  if (chosen.state === 'closed') return { key: 'islands.checkout.departureError.closed' };
  const left = chosen.seatsLeft;
  if (left !== null && Number.isSafeInteger(spots) && spots > left) {
    const key =
      left === 1 ? 'islands.checkout.departureError.fewOne' : 'islands.checkout.departureError.fewOther';
    return { key, params: { count: left } };
  }
  return null;
}
