/**
 * What staff actions read and write on a booking's row, inside the action's transaction (`once`,
 * `src/server/admin/audit-log.ts`): the row locked first, as a payment start and a cancel lock it,
 * so no action decides on figures another one is changing. The money columns are only read here:
 * the database keeps them (migration 013).
 */

import type pg from 'pg';
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { CancelBasis } from '../../domain/refund-account.ts';
import type { Db } from '../db/pool.ts';
import type { BookingsRow } from '../db/tables.ts';

type Queryable = Pick<pg.ClientBase, 'query'> | Db;

/** What a staff action checks before it writes, read with the row locked until the transaction ends. */
export interface LockedBooking {
  cancelled: boolean;
  travelled: boolean;
  paid: number;
  /** Sent back so far (`excess_returned`). */
  returned: number;
  total: number;
  leftToPay: number;
  owedBack: number;
  /** The trip's date (ISO day), its departure's or the preferred one; null when none. */
  date: string | null;
  spots: number;
  travellerNames: string[];
}

type RawLocked = Pick<BookingsRow, 'spots' | 'traveller_names'> & {
  cancelled: boolean;
  travelled: boolean;
  paid: number;
  returned: number;
  total: number;
  left: number;
  owed: number;
  date: string | null;
};

/** Locks the booking's row (`FOR UPDATE`) and reads what actions decide on; null when there is none. */
export async function lockBookingForAction(db: Queryable, bookingId: string): Promise<LockedBooking | null> {
  const { rows } = await db.query<RawLocked>(
    `SELECT cancelled_at IS NOT NULL AS cancelled, travelled_at IS NOT NULL AS travelled,
       amount_paid AS paid, excess_returned AS returned, total, left_to_pay AS left, owed_back AS owed,
       to_char(preferred_date, 'YYYY-MM-DD') AS date, spots, traveller_names
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    cancelled: r.cancelled,
    travelled: r.travelled,
    paid: r.paid,
    returned: r.returned,
    total: r.total,
    leftToPay: r.left,
    owedBack: r.owed,
    date: r.date,
    spots: r.spots,
    travellerNames: r.traveller_names,
  };
}

/** A booking's money as an action's answer reports it, after the action. */
export type Outcome = Pick<ActionOutcome, 'paid' | 'status'>;

export async function bookingOutcome(db: Queryable, bookingId: string): Promise<Outcome | null> {
  const { rows } = await db.query<Outcome>('SELECT amount_paid AS paid, status FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return rows[0] ?? null;
}

/**
 * The cancel: when, why, what the agency keeps of what was paid (the refund owed follows) and the
 * refund's two parts (the excess over the price, the rest), told to the customer and staff.
 */
export async function markCancelled(
  db: Queryable,
  bookingId: string,
  cancel: { at: Date; reason: string; kept: number; excess: number; share: number; basis: CancelBasis },
): Promise<{ owedBack: number; status: string } | null> {
  const { rows } = await db.query<{ owedBack: number; status: string }>(
    `UPDATE bookings SET cancelled_at = $2, cancel_reason = $3, cancel_kept = $4, updated_at = $2,
       cancel_refund_excess = $5, cancel_refund_share = $6,
       cancel_refund_percent = $7, cancel_days_before = $8, cancel_refund_reason = $9
     WHERE id = $1 RETURNING owed_back AS "owedBack", status`,
    [
      bookingId,
      cancel.at,
      cancel.reason,
      cancel.kept,
      cancel.excess,
      cancel.share,
      cancel.basis.percent,
      cancel.basis.daysBefore,
      cancel.basis.reason,
    ],
  );
  return rows[0] ?? null;
}

/**
 * Closed as never paid: cancelled and abandoned at once, its cancel e-mail marked sent (an unpaid
 * booking closed after a conversation needs none).
 */
export async function markAbandoned(db: Queryable, bookingId: string, at: Date, reason: string | null) {
  await db.query(
    `UPDATE bookings SET cancelled_at = $2, abandoned_at = $2, cancel_reason = $3,
       cancel_mail_sent_at = $2, updated_at = $2
     WHERE id = $1`,
    [bookingId, at, reason],
  );
}

export async function setTravelledAt(db: Queryable, bookingId: string, at: Date): Promise<void> {
  await db.query('UPDATE bookings SET travelled_at = $2, updated_at = $2 WHERE id = $1', [bookingId, at]);
}

/** After a move to a departure with room: no longer overbooked, and a paid booking's seats are kept. */
export async function markSeatsSettledAfterMove(db: Queryable, bookingId: string): Promise<void> {
  await db.query(
    `UPDATE bookings SET seats_overbooked_at = NULL,
       seats_kept_at = CASE WHEN amount_paid > 0 THEN now() ELSE seats_kept_at END
     WHERE id = $1`,
    [bookingId],
  );
}

export async function setTravellerNames(
  db: Queryable,
  bookingId: string,
  names: readonly string[],
): Promise<Outcome | null> {
  const { rows } = await db.query<Outcome>(
    `UPDATE bookings SET traveller_names = $2, updated_at = now() WHERE id = $1
     RETURNING amount_paid AS paid, status`,
    [bookingId, names],
  );
  return rows[0] ?? null;
}
