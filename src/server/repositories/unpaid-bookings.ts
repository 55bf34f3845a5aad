/**
 * Bookings with nothing paid, made before a cut-off (`UNPAID_FOLLOW_UP_HOURS` ago): the back office
 * lists them for staff to reach the customer (`src/server/admin/unpaid-bookings.ts`).
 */
import type { Locale } from '../../domain/locales.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

/** Open and never paid (the status the database computes), made before `$n`. */
export const unpaidSince = (param: string) => `(b.status = 'pending_payment' AND b.created_at < ${param})`;

export type UnpaidBooking = Selected<
  BookingsRow,
  'code' | 'full_name' | 'whatsapp' | 'email' | 'locale' | 'total' | 'package_title_en' | 'package_title_fr',
  { locale: Locale }
> & { since: string };

/** Oldest first, at most 200, none made before `since` (the attention list's window). */
export async function listUnpaidBookings(db: Db, before: Date, since: Date): Promise<UnpaidBooking[]> {
  const { rows } = await db.query<UnpaidBooking>(
    `SELECT b.code, b.full_name, b.whatsapp, b.email, b.locale, b.total, b.package_title_en,
       b.package_title_fr, to_json(b.created_at) #>> '{}' AS since
     FROM bookings b WHERE ${unpaidSince('$1')} AND b.created_at >= $2
     ORDER BY b.created_at LIMIT 200`,
    [before, since],
  );
  return rows;
}
