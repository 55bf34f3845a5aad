/**
 * Every traveller's name, not only the lead booker's (docs/business-rules.md#departures): given in
 * order, one per person at most; an empty one is a traveller not yet named. The rule for a name is
 * `travellerNamesSchema` (`schemas.ts`), shared by the back office, the checkout and the booking page.
 */

/** The names as kept: trailing unnamed travellers dropped, so "nobody named" is an empty list. */
export function keptTravellerNames(names: readonly string[]): string[] {
  const kept = [...names];
  while (kept.length > 0 && kept.at(-1) === '') kept.pop();
  return kept;
}

/**
 * The customer's names over those kept: a name given replaces the one in its place, an empty one
 * keeps it. So a form that shows only the missing names (the others are masked on the public page)
 * never erases one, and nobody can blank a group's names with the booking's code and e-mail.
 */
export function mergedTravellerNames(before: readonly string[], given: readonly string[]): string[] {
  const length = Math.max(before.length, given.length);
  return keptTravellerNames(Array.from({ length }, (_, i) => given[i]?.trim() || before[i] || ''));
}

export interface TravellerNamesFacts {
  spots: number;
  names: readonly string[];
  /** The trip's first day (a departure's date or the preferred one); null: not known yet. */
  tripDate: string | null;
  cancelled: boolean;
  /** Staff marked the trip done. */
  travelled: boolean;
  /** The agency's day (`agencyToday`). */
  today: string;
}

/** How many of the group are not named yet. */
export function unnamedTravellers(facts: Pick<TravellerNamesFacts, 'spots' | 'names'>): number {
  const named = facts.names.slice(0, facts.spots).filter((name) => name !== '').length;
  return Math.max(0, facts.spots - named);
}

/** Why the customer may not name travellers now; null while they may (before the trip starts). */
export function travellerNamesRefusal(
  facts: Omit<TravellerNamesFacts, 'spots' | 'names'>,
): 'cancelled' | 'started' | null {
  if (facts.cancelled) return 'cancelled';
  if (facts.travelled || (facts.tripDate !== null && facts.today >= facts.tripDate)) return 'started';
  return null;
}
