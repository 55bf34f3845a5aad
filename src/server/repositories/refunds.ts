/**
 * Refunds of cancelled bookings: each one the agency sent (amount, how, the payout's reference, who,
 * when), and the claims of the e-mails that tell the customer of the cancel and of each refund.
 * A refund also adds to what the booking's row says was sent back (`addSentBack`, the one writer),
 * which the attention list and the booking pages read.
 */
import type { RefundMethod } from '../../domain/refund.ts';
import type { Db } from '../db/pool.ts';
import { addSentBack } from './sent-back.ts';

export interface RefundRow {
  id: string;
  bookingId: string;
  amount: number;
  method: RefundMethod;
  reference: string | null;
  sentAt: Date;
}

interface Raw {
  id: string;
  booking_id: string;
  amount: number;
  method: RefundMethod;
  reference: string | null;
  sent_at: Date;
}

const COLUMNS = 'id::text AS id, booking_id::text AS booking_id, amount, method, reference, sent_at';
const toRow = (r: Raw): RefundRow => ({
  id: r.id,
  bookingId: r.booking_id,
  amount: r.amount,
  method: r.method,
  reference: r.reference,
  sentAt: r.sent_at,
});

export interface NewRefund {
  bookingId: string;
  amount: number;
  method: RefundMethod;
  reference: string | null;
  staffId: string;
  at: Date;
}

/**
 * Writes a refund and adds it to what was sent back, in the caller's transaction. Null (nothing
 * written) when the amount is more than the booking owes back.
 */
export async function insertRefund(db: Db, refund: NewRefund): Promise<RefundRow | null> {
  const sent = await addSentBack(db, {
    booking: { id: refund.bookingId },
    amount: refund.amount,
    at: refund.at,
    note: null,
  });
  if (!sent) return null;
  const { rows } = await db.query<Raw>(
    `INSERT INTO booking_refunds (booking_id, amount, method, reference, staff_id, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
    [refund.bookingId, refund.amount, refund.method, refund.reference, refund.staffId, refund.at],
  );
  const row = rows[0];
  if (!row) throw new Error('refund not written');
  return toRow(row);
}

export async function listRefunds(db: Db, bookingId: string): Promise<RefundRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM booking_refunds WHERE booking_id = $1 ORDER BY sent_at, id`,
    [bookingId],
  );
  return rows.map(toRow);
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | null> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM booking_refunds WHERE id = $1`, [id]);
  const row = rows[0];
  return row ? toRow(row) : null;
}

const lease = (column: string, param: string) =>
  `(${column} IS NULL OR ${column} < now() - ${param} * interval '1 millisecond')`;

/** Claims the e-mail telling the customer of a refund (see `claimed-mail.ts`). */
export async function claimRefundMail(db: Db, id: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE booking_refunds SET mail_claimed_at = now()
     WHERE id = $1 AND mail_sent_at IS NULL AND ${lease('mail_claimed_at', '$2')}`,
    [id, leaseMs],
  );
  return rowCount === 1;
}

export async function markRefundMailSent(db: Db, id: string): Promise<void> {
  await db.query('UPDATE booking_refunds SET mail_sent_at = now() WHERE id = $1', [id]);
}

export async function releaseRefundMail(db: Db, id: string): Promise<void> {
  await db.query('UPDATE booking_refunds SET mail_claimed_at = NULL WHERE id = $1', [id]);
}

export async function listUnsentRefundMails(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<RefundRow[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM booking_refunds
     WHERE mail_sent_at IS NULL AND sent_at >= $1 AND ${lease('mail_claimed_at', '$3')}
     ORDER BY sent_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows.map(toRow);
}

/** Claims the e-mail telling the customer the booking was cancelled. */
export async function claimCancelMail(db: Db, bookingId: string, leaseMs: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE bookings SET cancel_mail_claimed_at = now()
     WHERE id = $1 AND cancelled_at IS NOT NULL AND cancel_mail_sent_at IS NULL
       AND ${lease('cancel_mail_claimed_at', '$2')}`,
    [bookingId, leaseMs],
  );
  return rowCount === 1;
}

export async function markCancelMailSent(db: Db, bookingId: string): Promise<void> {
  await db.query('UPDATE bookings SET cancel_mail_sent_at = now() WHERE id = $1', [bookingId]);
}

export async function releaseCancelMail(db: Db, bookingId: string): Promise<void> {
  await db.query('UPDATE bookings SET cancel_mail_claimed_at = NULL WHERE id = $1', [bookingId]);
}

/** Ids of bookings cancelled since `since` whose cancel e-mail was never sent and is not being sent. */
export async function listUnsentCancelMails(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM bookings
     WHERE cancelled_at >= $1 AND cancel_mail_sent_at IS NULL AND ${lease('cancel_mail_claimed_at', '$3')}
     ORDER BY cancelled_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows.map((r) => r.id);
}
