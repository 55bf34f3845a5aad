/**
 * Group sizes: each package sets its own minimum number of people in the CMS (3 when left empty), and
 * a trip type that is smaller than that minimum cannot be booked on it (a solo traveller cannot join a
 * package run for groups of three or more). Checkout and server use these same functions, so what the
 * form offers is exactly what the server accepts. See docs/customer-journey.md.
 */
import type { TripType } from './trip-types.ts';

/** The minimum of a package whose CMS entry leaves it empty. */
export const DEFAULT_MIN_PEOPLE = 3;
/** No package can go below one person. */
export const MIN_SPOTS = 1;

/** The fixed size of the trip types that have one; the others (group, family) take any size. */
const TRIP_TYPE_SIZE: Partial<Record<TripType, number>> = { solo: 1, couple: 2 };

/** A package's effective minimum from its CMS value (missing or nonsense: the default). */
export function packageMinimum(cmsValue: number | null | undefined): number {
  return typeof cmsValue === 'number' && Number.isSafeInteger(cmsValue) && cmsValue >= MIN_SPOTS
    ? cmsValue
    : DEFAULT_MIN_PEOPLE;
}

/** Whether a trip type can be booked on a package with this minimum. */
export function tripTypeAllowed(tripType: TripType, minPeople: number): boolean {
  const size = TRIP_TYPE_SIZE[tripType];
  return size === undefined || size >= minPeople;
}

/** The trip types a package with this minimum offers, in the given order. */
export function tripTypesFor<T extends TripType>(tripTypes: readonly T[], minPeople: number): T[] {
  return tripTypes.filter((tripType) => tripTypeAllowed(tripType, minPeople));
}
