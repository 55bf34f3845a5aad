/** The agency's calendar: Cameroon (UTC+1, no summer time), where "today" and "past" are decided. */
export const AGENCY_TIME_ZONE = 'Africa/Douala';

/** The date in Cameroon at `now`, `YYYY-MM-DD`. */
export function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(now);
}
