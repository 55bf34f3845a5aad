/**
 * The agency's calendar: Cameroon (UTC+1, no summer time), where "today" and "past" are decided.
 * The offset lives here once: the day boundaries the server computes and the SQL that groups by
 * the agency's day read it, and tests/unit/domain/agency-calendar.test.ts holds it to the time
 * zone's own rules.
 */
export const AGENCY_TIME_ZONE = 'Africa/Douala';

/** Minutes the agency's clock is ahead of UTC, all year. */
export const AGENCY_UTC_OFFSET_MINUTES = 60;

/** The same offset as an ISO 8601 suffix (`+01:00`). */
export const AGENCY_UTC_OFFSET = isoOffset(AGENCY_UTC_OFFSET_MINUTES);

/** The date in Cameroon at `now`, `YYYY-MM-DD`. */
export function agencyToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: AGENCY_TIME_ZONE }).format(now);
}

/** The instant the agency's clock reads `time` (`HH:MM`) on `day` (`YYYY-MM-DD`). */
export function agencyMoment(day: string, time = '00:00'): Date {
  return new Date(`${day}T${time}:00${AGENCY_UTC_OFFSET}`);
}

function isoOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
