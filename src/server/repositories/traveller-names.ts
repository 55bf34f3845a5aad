/** A booking's travellers' names (migration 022), as the customer names them from the booking page. */
import type { Db } from '../db/pool.ts';

export interface TravellerNamesRow {
  cancelled: boolean;
  spots: number;
  names: string[];
  tripDate: string | null;
  travelled: boolean;
}

/** The facts the customer's naming depends on, the booking's row held until the transaction ends. */
export async function lockTravellerNames(tx: Db, bookingId: string): Promise<TravellerNamesRow | null> {
  const { rows } = await tx.query<TravellerNamesRow>(
    `SELECT cancelled_at IS NOT NULL AS cancelled, spots, traveller_names AS names,
       to_char(preferred_date, 'YYYY-MM-DD') AS "tripDate", travelled_at IS NOT NULL AS travelled
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  return rows[0] ?? null;
}

export async function saveTravellerNames(tx: Db, bookingId: string, names: string[]): Promise<void> {
  await tx.query('UPDATE bookings SET traveller_names = $2, updated_at = now() WHERE id = $1', [
    bookingId,
    names,
  ]);
}
