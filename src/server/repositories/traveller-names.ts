/** A booking's travellers' names (migration 022), as the customer names them from the booking page. */
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

/** What the customer's naming depends on. */
interface NamingFacts {
  cancelled: boolean;
  spots: number;
  names: string[];
  tripDate: string | null;
  travelled: boolean;
}

type Raw = Selected<BookingsRow, 'spots' | 'traveller_names'> &
  Computed<{ cancelled: boolean; trip_date: string | null; travelled: boolean }>;

/** The facts the customer's naming depends on, the booking's row held until the transaction ends. */
export async function lockTravellerNames(tx: Db, bookingId: string): Promise<NamingFacts | null> {
  const { rows } = await tx.query<Raw>(
    `SELECT cancelled_at IS NOT NULL AS cancelled, spots, traveller_names,
       to_char(preferred_date, 'YYYY-MM-DD') AS trip_date, travelled_at IS NOT NULL AS travelled
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  const r = rows[0];
  return r
    ? {
        cancelled: r.cancelled,
        spots: r.spots,
        names: r.traveller_names,
        tripDate: r.trip_date,
        travelled: r.travelled,
      }
    : null;
}

export async function saveTravellerNames(tx: Db, bookingId: string, names: string[]): Promise<void> {
  await tx.query('UPDATE bookings SET traveller_names = $2, updated_at = now() WHERE id = $1', [
    bookingId,
    names,
  ]);
}
