/**
 * What staff actions read and write on a booking's row, inside the action's transaction (`once`,
 * `src/server/admin/audit-log.ts`): the row locked first, as a payment start and a cancel lock it,
 * so no action decides on figures another one is changing. The money columns are only read here:
 * the database keeps them (migration 013).
 */

import type pg from 'pg';
import type { ActionOutcome } from '../../api/admin-contract.ts';
import type { BookingStatus } from '../../domain/booking-status.ts';
import type { CancelBasis } from '../../domain/refund-account.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
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
  /** The note for the departure's guide ('' when none, migration 035). */
  guideNote: string;
}

type RawLocked = Selected<
  BookingsRow,
  | 'amount_paid'
  | 'excess_returned'
  | 'total'
  | 'left_to_pay'
  | 'owed_back'
  | 'spots'
  | 'traveller_names'
  | 'guide_note',
  { left_to_pay: number; owed_back: number }
> &
  Computed<{ cancelled: boolean; travelled: boolean; date: string | null }>;

/** Locks the booking's row (`FOR UPDATE`) and reads what actions decide on; null when there is none. */
export async function lockBookingForAction(db: Queryable, bookingId: string): Promise<LockedBooking | null> {
  const { rows } = await db.query<RawLocked>(
    `SELECT cancelled_at IS NOT NULL AS cancelled, travelled_at IS NOT NULL AS travelled,
       amount_paid, excess_returned, total, left_to_pay, owed_back,
       to_char(preferred_date, 'YYYY-MM-DD') AS date, spots, traveller_names, guide_note
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    cancelled: r.cancelled,
    travelled: r.travelled,
    paid: r.amount_paid,
    returned: r.excess_returned,
    total: r.total,
    leftToPay: r.left_to_pay,
    owedBack: r.owed_back,
    date: r.date,
    spots: r.spots,
    travellerNames: r.traveller_names,
    guideNote: r.guide_note,
  };
}

/** A booking's money as an action's answer reports it, after the action. */
export type Outcome = Pick<ActionOutcome, 'paid' | 'status'>;

type RawOutcome = Selected<BookingsRow, 'amount_paid' | 'status', { status: BookingStatus }>;
const toOutcome = (r: RawOutcome | undefined): Outcome | null =>
  r ? { paid: r.amount_paid, status: r.status } : null;

export async function bookingOutcome(db: Queryable, bookingId: string): Promise<Outcome | null> {
  const { rows } = await db.query<RawOutcome>('SELECT amount_paid, status FROM bookings WHERE id = $1', [
    bookingId,
  ]);
  return toOutcome(rows[0]);
}

type RawCancelled = Selected<BookingsRow, 'owed_back' | 'status', { owed_back: number; status: string }>;

/**
 * The cancel: when, why, what the agency keeps of what was paid (the refund owed follows) and the
 * refund's two parts (the excess over the price, the rest), told to the customer and staff.
 */
export async function markCancelled(
  db: Queryable,
  bookingId: string,
  cancel: { at: Date; reason: string; kept: number; excess: number; share: number; basis: CancelBasis },
): Promise<{ owedBack: number; status: string } | null> {
  const { rows } = await db.query<RawCancelled>(
    `UPDATE bookings SET cancelled_at = $2, cancel_reason = $3, cancel_kept = $4, updated_at = $2,
       cancel_refund_excess = $5, cancel_refund_share = $6,
       cancel_refund_percent = $7, cancel_days_before = $8, cancel_refund_reason = $9
     WHERE id = $1 RETURNING owed_back, status`,
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
  const r = rows[0];
  return r ? { owedBack: r.owed_back, status: r.status } : null;
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
  const { rows } = await db.query<RawOutcome>(
    `UPDATE bookings SET traveller_names = $2, updated_at = now() WHERE id = $1
     RETURNING amount_paid, status`,
    [bookingId, names],
  );
  return toOutcome(rows[0]);
}

/** Replaces the note for the departure's guide ('' clears it). */
export async function setGuideNote(db: Queryable, bookingId: string, note: string): Promise<Outcome | null> {
  const { rows } = await db.query<RawOutcome>(
    `UPDATE bookings SET guide_note = $2, updated_at = now() WHERE id = $1
     RETURNING amount_paid, status`,
    [bookingId, note],
  );
  return toOutcome(rows[0]);
}
