/**
 * The one statement that writes what the agency sent back to a customer (`excess_returned`): a
 * refund on a cancelled booking and the return of a double charge both go through it. It never sends
 * back more than the database's `owed_back` (migration 013) at the moment it runs, holding the
 * booking's row, so two staff recording at once cannot send back twice.
 */
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';

export interface SentBack {
  id: string;
  code: string;
  /** What this call added to what was sent back. */
  amount: number;
  whatsapp: string;
}

export interface SendBack {
  /** The booking, by id or by code. */
  booking: { id: string } | { code: string };
  /** How much; null for everything owed back now. */
  amount: number | null;
  at: Date;
  /** Kept with the booking (e.g. the payout's reference); null leaves the last one. */
  note: string | null;
}

type Raw = Selected<BookingsRow, 'id' | 'code' | 'whatsapp', { id: string }> & Computed<{ amount: number }>;

/** Null when nothing was written: unknown booking, nothing owed, or more than is owed. */
export async function addSentBack(db: Db, send: SendBack): Promise<SentBack | null> {
  const key = 'id' in send.booking ? 'id = $1::bigint' : 'code = $1';
  const value = 'id' in send.booking ? send.booking.id : send.booking.code;
  const { rows } = await db.query<Raw>(
    `UPDATE bookings b SET excess_returned = b.excess_returned + o.amount, excess_returned_at = $3,
       excess_returned_note = COALESCE($4, b.excess_returned_note), updated_at = $3
     FROM (SELECT id, COALESCE($2::bigint, owed_back) AS amount, owed_back FROM bookings
           WHERE ${key} FOR UPDATE) o
     WHERE b.id = o.id AND o.amount > 0 AND o.amount <= o.owed_back
     RETURNING b.id::text AS id, b.code, o.amount, b.whatsapp`,
    [value, send.amount, send.at, send.note],
  );
  const r = rows[0];
  return r ? { id: r.id, code: r.code, amount: r.amount, whatsapp: r.whatsapp } : null;
}
