/**
 * Scheduled departures of a trip (docs/business-rules.md#departures): a date with a number of seats,
 * planned by editors in the CMS. A package without departures is sold "on request" with a preferred
 * date, as before. The seats a departure has left are counted by the database, never by the browser.
 */

/** Editors' word for a departure: `guaranteed` has enough travellers to run, `closed` sells no more. */
export const DEPARTURE_STATUSES = ['open', 'guaranteed', 'closed'] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** From this many seats left, and below, the checkout says "only N seats left". */
export const FEW_SEATS_LEFT = 5;

/** One departure, as the CMS publishes it and the catalogue snapshot carries it. */
export interface Departure {
  /** Stable across edits (the CMS array item's key): bookings refer to it. */
  id: string;
  /** ISO date of the first day, in the agency's time zone. */
  date: string;
  /** Capacity, 1 to 200. */
  seats: number;
  /** Integer XAF per person for this date (high season); null: the trip's own price. */
  pricePerPerson: number | null;
  status: DepartureStatus;
}

/** What a customer may do with a departure right now. */
export type DepartureAvailability =
  | { kind: 'open'; seatsLeft: number; few: boolean }
  | { kind: 'full' }
  | { kind: 'closed' }
  | { kind: 'past' };

/** The price per person charged for a departure: its own, else the trip's. */
export function departurePricePerPerson(tripPricePerPerson: number, departure: Departure): number {
  return departure.pricePerPerson ?? tripPricePerPerson;
}

/**
 * Whether a departure can be booked, from its seats taken (paid or held) and a stop of sales made in
 * the back office since the build. `today` is the agency's ISO date: a departure on that day or
 * before is past (nobody books a trip that leaves this morning).
 */
export function departureAvailability(
  departure: Departure,
  facts: { taken: number; stopped: boolean; today: string },
): DepartureAvailability {
  if (departure.date <= facts.today) return { kind: 'past' };
  if (departure.status === 'closed' || facts.stopped) return { kind: 'closed' };
  const seatsLeft = Math.max(0, departure.seats - facts.taken);
  if (seatsLeft === 0) return { kind: 'full' };
  return { kind: 'open', seatsLeft, few: seatsLeft <= FEW_SEATS_LEFT };
}

/** The departures still to come, soonest first. */
export function upcomingDepartures(departures: readonly Departure[], today: string): Departure[] {
  return departures.filter((d) => d.date > today).sort((a, b) => a.date.localeCompare(b.date));
}
