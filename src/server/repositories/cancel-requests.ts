/** Customers' requests to cancel (migration 017): one open per booking, answered by staff. */
import type { CancelRequestView } from '../../api/contract.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { CancelRequestsRow } from '../db/tables.ts';
import { mailClaims } from './mail-claims.ts';

export interface OpenCancelRequest {
  id: string;
  bookingId: string;
  reason: string | null;
  requestedAt: string;
}

type RawId = Selected<CancelRequestsRow, 'id', { id: string }>;

type RawOpen = Selected<
  CancelRequestsRow,
  'id' | 'booking_id' | 'reason' | 'requested_at',
  { id: string; booking_id: string; requested_at: string }
>;

type RawLatest = Selected<
  CancelRequestsRow,
  'requested_at' | 'answer' | 'answer_message',
  { requested_at: string; answer: CancelRequestView['answer'] }
>;

type RawDeclined = Selected<
  CancelRequestsRow,
  'booking_id' | 'answer_message',
  { booking_id: string; answer_message: string }
>;

/**
 * Records a request; false when one is already open for the booking (the unique index) or the
 * booking is cancelled (its row is locked as a cancel locks it, so none slips in after one).
 */
export async function insertCancelRequest(
  db: Db,
  bookingId: string,
  reason: string | null,
  at: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO cancel_requests (booking_id, reason, requested_at)
     SELECT id, $2, $3 FROM bookings WHERE id = $1 AND cancelled_at IS NULL FOR UPDATE
     ON CONFLICT (booking_id) WHERE answered_at IS NULL DO NOTHING`,
    [bookingId, reason, at],
  );
  return rowCount === 1;
}

export async function findOpenCancelRequest(db: Db, bookingId: string): Promise<OpenCancelRequest | null> {
  const { rows } = await db.query<RawOpen>(
    `SELECT id::text AS id, booking_id::text AS booking_id, reason, to_json(requested_at) #>> '{}' AS requested_at
     FROM cancel_requests WHERE booking_id = $1 AND answered_at IS NULL`,
    [bookingId],
  );
  const r = rows[0];
  return r ? { id: r.id, bookingId: r.booking_id, reason: r.reason, requestedAt: r.requested_at } : null;
}

/** The latest request of a booking, as the customer sees it. */
export async function latestCancelRequest(db: Db, bookingId: string): Promise<CancelRequestView | null> {
  const { rows } = await db.query<RawLatest>(
    `SELECT to_json(requested_at) #>> '{}' AS requested_at, answer, answer_message
     FROM cancel_requests WHERE booking_id = $1 ORDER BY requested_at DESC, id DESC LIMIT 1`,
    [bookingId],
  );
  const r = rows[0];
  return r ? { requestedOn: r.requested_at, answer: r.answer, message: r.answer_message } : null;
}

/** Declines the open request with the message the customer is sent; its id, or null if none. */
export async function declineCancelRequest(
  db: Db,
  bookingId: string,
  staffId: string,
  message: string,
  at: Date,
): Promise<string | null> {
  const { rows } = await db.query<RawId>(
    `UPDATE cancel_requests SET answer = 'declined', answer_message = $3, answered_by = $2, answered_at = $4
     WHERE booking_id = $1 AND answered_at IS NULL RETURNING id::text AS id`,
    [bookingId, staffId, message, at],
  );
  return rows[0]?.id ?? null;
}

/**
 * Closes the booking's open request, if any, as answered by its cancel (or its close as abandoned),
 * in the caller's transaction; its id, or null if none was open.
 */
export async function answerOpenRequestByCancel(
  db: Db,
  bookingId: string,
  staffId: string,
  at: Date,
): Promise<string | null> {
  const { rows } = await db.query<RawId>(
    `UPDATE cancel_requests SET answer = 'cancelled', answered_by = $2, answered_at = $3
     WHERE booking_id = $1 AND answered_at IS NULL RETURNING id::text AS id`,
    [bookingId, staffId, at],
  );
  return rows[0]?.id ?? null;
}

/** The e-mail giving the customer the agency's answer when it declines (migration 020). */
export const declineMailClaims = mailClaims({
  table: 'cancel_requests',
  claimed: 'mail_claimed_at',
  sent: 'mail_sent_at',
  happened: 'answered_at',
  when: "answer = 'declined'",
});

/** A declined request: its booking and the message the customer is sent. */
export async function findDeclinedRequest(
  db: Db,
  id: string,
): Promise<{ bookingId: string; message: string } | null> {
  const { rows } = await db.query<RawDeclined>(
    `SELECT booking_id::text AS booking_id, answer_message
     FROM cancel_requests WHERE id = $1 AND answer = 'declined'`,
    [id],
  );
  const r = rows[0];
  return r ? { bookingId: r.booking_id, message: r.answer_message } : null;
}
