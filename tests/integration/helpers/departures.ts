/**
 * Departures for the seat tests: the fixture catalogue with departures added as a test needs them
 * (each test its own, so counts never mix), dates counted from the agency's today.
 */
import type { Context } from '@netlify/functions';
import type pg from 'pg';
import { expect } from 'vitest';
import departuresFn from '../../../functions/packages-departures.ts';
import type { CatalogueSnapshot } from '../../../src/content/types.ts';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import type { Departure } from '../../../src/domain/departure.ts';
import { type Answer, type AnyData, api, bookingBody, ORIGIN, readFixtureCatalogue } from './app.ts';

/** Sold by departure: minimum 3 people, 100,000 XAF per person. */
export const SCHEDULED = 'kribi-beach-escape';
/** Another package with departures of its own. */
export const OTHER_SCHEDULED = 'douala-city-tour';
/** Sold on request: no departures. */
export const ON_REQUEST = 'mount-cameroon-trek';

/** The agency's date `days` from today (negative: in the past). */
export function inDays(days: number): string {
  const today = new Date(`${agencyToday(new Date())}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface DepartureCatalogue {
  catalogue: CatalogueSnapshot;
  /** Adds a departure to `slug` (SCHEDULED by default) and returns it. */
  add(departure: Partial<Departure> & { id: string }, slug?: string): Departure;
}

export async function departureCatalogue(): Promise<DepartureCatalogue> {
  const catalogue = await readFixtureCatalogue();
  const add = (departure: Partial<Departure> & { id: string }, slug = SCHEDULED): Departure => {
    const pkg = catalogue.packages.find((p) => p.slug === slug);
    if (!pkg) throw new Error(`no package ${slug} in the fixture`);
    const full: Departure = {
      date: inDays(30),
      seats: 20,
      pricePerPerson: null,
      status: 'open',
      ...departure,
    };
    pkg.departures = [...(pkg.departures ?? []), full];
    return full;
  };
  // Both scheduled packages have a departure to come from the start: a departure is then required.
  add({ id: 'kribi-base', date: inDays(200), seats: 50 });
  add({ id: 'douala-base', date: inDays(200), seats: 50 }, OTHER_SCHEDULED);
  return { catalogue, add };
}

/** GET /api/packages/{slug}/departures, as the checkout calls it. */
export async function getDepartures(
  slug: string,
  headers: Record<string, string> = {},
): Promise<Answer<AnyData>> {
  const response = await departuresFn(
    new Request(`${ORIGIN}/api/packages/${encodeURIComponent(slug)}/departures`, { headers }),
    {} as Context,
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

/** A customer's booking of `spots` on a departure, made online (201 expected): its code. */
export async function bookDeparture(
  departureId: string,
  spots = 3,
  email = 'marie@example.cm',
): Promise<string> {
  const answer = await api.createBooking(
    bookingBody({
      departureId,
      spots,
      contact: { fullName: 'Ngono Marie', email, whatsapp: '+237699123456' },
    }),
  );
  expect(answer.status, answer.body.message).toBe(201);
  return answer.body.data.code as string;
}

/** The seats a departure's bookings take, by the database's one definition. */
export async function seatsTakenOn(pool: pg.Pool, departureId: string): Promise<number | undefined> {
  const { rows } = await pool.query<{ n: number }>('SELECT departure_seats_taken($1) AS n', [departureId]);
  return rows[0]?.n;
}
