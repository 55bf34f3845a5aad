/**
 * Refunds of cancelled bookings: each one the agency sent (amount, how, the payout's reference, who,
 * when), and the claims of the e-mails that tell the customer of the cancel and of each refund.
 * A refund also adds to what the booking's row says was sent back (`addSentBack`, the one writer),
 * which the attention list and the booking pages read.
 */
import type { RefundMethod } from '../../domain/refund.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingRefundsRow } from '../db/tables.ts';
import { mailClaims } from './mail-claims.ts';
import { addSentBack } from './sent-back.ts';

export interface Refund {
  id: string;
  bookingId: string;
  amount: number;
  method: RefundMethod;
  reference: string | null;
  sentAt: Date;
}

type Raw = Selected<
  BookingRefundsRow,
  'id' | 'booking_id' | 'amount' | 'method' | 'reference' | 'sent_at',
  { id: string; booking_id: string; method: RefundMethod }
>;

const COLUMNS = 'id::text AS id, booking_id::text AS booking_id, amount, method, reference, sent_at';
const toRefund = (r: Raw): Refund => ({
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
export async function insertRefund(db: Db, refund: NewRefund): Promise<Refund | null> {
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
  return toRefund(row);
}

export async function listRefunds(db: Db, bookingId: string): Promise<Refund[]> {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM booking_refunds WHERE booking_id = $1 ORDER BY sent_at, id`,
    [bookingId],
  );
  return rows.map(toRefund);
}

export async function findRefund(db: Db, id: string): Promise<Refund | null> {
  const { rows } = await db.query<Raw>(`SELECT ${COLUMNS} FROM booking_refunds WHERE id = $1`, [id]);
  const row = rows[0];
  return row ? toRefund(row) : null;
}

/** The e-mail telling the customer of each refund. */
export const refundMailClaims = mailClaims({
  table: 'booking_refunds',
  claimed: 'mail_claimed_at',
  sent: 'mail_sent_at',
  happened: 'sent_at',
});

/** The e-mail telling the customer the booking was cancelled. */
export const cancelMailClaims = mailClaims({
  table: 'bookings',
  claimed: 'cancel_mail_claimed_at',
  sent: 'cancel_mail_sent_at',
  happened: 'cancelled_at',
  when: 'cancelled_at IS NOT NULL',
});
