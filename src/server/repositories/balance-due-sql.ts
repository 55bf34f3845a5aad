/**
 * A booking's balance due date in SQL, as `balanceDueDate` in `src/domain/balance-due.ts` decides
 * it: `days` before the trip, or, for a trip booked closer than that, the day before departure and
 * never before the day the booking was made. `tests/integration/balance-due-sql.test.ts` holds the
 * two equal.
 */

import { AGENCY_UTC_OFFSET_MINUTES } from '../../domain/agency-calendar.ts';

/** The day a booking (alias `b`) was made in the agency's calendar (its one offset, `agency-calendar.ts`). */
export const CREATED_DAY_SQL = `((b.created_at AT TIME ZONE 'UTC') + interval '${AGENCY_UTC_OFFSET_MINUTES} minutes')::date`;

/** The due date of booking `b`, `days` an SQL expression of the balance period in days. */
export function balanceDueSql(days: string): string {
  return `(CASE WHEN b.preferred_date - ${days} > ${CREATED_DAY_SQL} THEN b.preferred_date - ${days}
    ELSE GREATEST(b.preferred_date - 1, ${CREATED_DAY_SQL}) END)`;
}
