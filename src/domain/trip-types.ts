/** The kinds of trip a booking can be (a plain module, so pages and islands can list them without valibot). */
export const TRIP_TYPES = ['group', 'couple', 'solo', 'family'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
