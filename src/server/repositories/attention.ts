/**
 * What needs a person at the agency, in plain SQL:
 * - payment attempts closed without an answer we could trust: `needs_review` (the provider's answer
 *   did not match the attempt: another reference or amount; nothing was paid) and `unresolved` (never
 *   confirmed in time); each with the reason and the provider's own words, for a look at the provider's
 *   dashboard. A later success is still recorded (and then listed as paid, if paid twice);
 * - bookings paid more than their total (a late success after a retry: the customer was charged twice
 *   and is owed the excess, which the agency sends back by mobile money after checking with them, then
 *   records with `recordExcessReturned`);
 * - bookings above the online cap whose down payment is in: the balance is collected offline (never
 *   on a cancelled booking: nothing is due on it);
 * - cancelled bookings with money not yet sent back (paid before the cancel, or a payment that was
 *   pending at the cancel and succeeded after): everything paid is owed back.
 */

import { cardDigitsShown, isCard, type OnlineMethod } from '../../domain/payment-method.ts';
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { BookingsRow, PaymentAttemptsRow } from '../db/tables.ts';
import { addSentBack, type SentBack } from './sent-back.ts';

export interface AttentionPayment {
  reference: string;
  amount: number;
  method: OnlineMethod;
  number: string;
  providerId: string | null;
  financialTransId: string | null;
  lateSuccess: boolean;
  /** Succeeded on a cancelled booking (or was pending when it was cancelled). */
  cancelledBooking: boolean;
  confirmedAt: Date | null;
}

export interface AttentionBooking {
  code: string;
  fullName: string;
  whatsapp: string;
  email: string;
  total: number;
  paid: number;
  /** Already sent back of what was paid over the total. */
  excessReturned: number;
  /** Owed back now, as the database computes it (migration 013). */
  owedBack: number;
  createdAt: Date;
  /** The successful payments, oldest first. */
  payments: AttentionPayment[];
}

/** An attempt closed as `needs_review` or `unresolved` (and not successful since). */
export interface AttentionAttempt {
  code: string;
  fullName: string;
  whatsapp: string;
  reference: string;
  status: 'needs_review' | 'unresolved';
  /** Amount + fee asked of the customer. */
  due: number;
  method: OnlineMethod;
  number: string;
  providerId: string | null;
  /** Why: the mismatch found, or the last provider error (raw, for staff only). */
  reason: string;
  createdAt: Date;
}

export interface AttentionReport {
  /** Attempts set aside for review or closed unconfirmed: check them at the provider. */
  unresolved: AttentionAttempt[];
  /** Paid more than the total: the excess (`owedBack`) is owed back. */
  overpaid: AttentionBooking[];
  /** Above the online cap with something paid and the rest still due: to collect offline. */
  balanceOffline: AttentionBooking[];
  /** Cancelled with money kept: the refund owed is `owedBack`. */
  refunds: AttentionBooking[];
}

type RawBooking = Selected<
  BookingsRow,
  | 'id'
  | 'code'
  | 'full_name'
  | 'whatsapp'
  | 'email'
  | 'total'
  | 'amount_paid'
  | 'excess_returned'
  | 'owed_back'
  | 'created_at',
  { id: string; owed_back: number }
>;

/** A card by its last digits (`····1234`, or nothing when unknown), as every other view names it. */
function shownNumber(r: { method: OnlineMethod; number: string; card_last_digits: string | null }) {
  return isCard(r.method) ? cardDigitsShown(r.card_last_digits) : r.number;
}

type RawPayment = Selected<
  PaymentAttemptsRow,
  | 'booking_id'
  | 'reference'
  | 'amount'
  | 'method'
  | 'number'
  | 'card_last_digits'
  | 'provider_id'
  | 'financial_trans_id'
  | 'late_success'
  | 'cancelled_booking'
  | 'confirmed_at',
  { booking_id: string; method: OnlineMethod }
>;

const BOOKING_COLUMNS =
  'id::text AS id, code, full_name, whatsapp, email, total, amount_paid, excess_returned, owed_back, created_at';

type RawAttempt = Pick<BookingsRow, 'code' | 'full_name' | 'whatsapp'> &
  Selected<
    PaymentAttemptsRow,
    'reference' | 'status' | 'method' | 'number' | 'card_last_digits' | 'provider_id' | 'created_at',
    { status: 'needs_review' | 'unresolved'; method: OnlineMethod }
  > & { due: number; reason: string | null };

async function listUnresolvedAttempts(db: Db, since: Date): Promise<AttentionAttempt[]> {
  const { rows } = await db.query<RawAttempt>(
    `SELECT b.code, b.full_name, b.whatsapp, a.reference, a.status, a.amount + a.fee AS due, a.method,
       a.number, a.card_last_digits, a.provider_id, COALESCE(a.review_reason, a.failure_reason) AS reason, a.created_at
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE a.status IN ('needs_review', 'unresolved') AND a.created_at >= $1 ORDER BY a.created_at, a.id`,
    [since],
  );
  return rows.map((r) => ({
    code: r.code,
    fullName: r.full_name,
    whatsapp: r.whatsapp,
    reference: r.reference,
    status: r.status,
    due: r.due,
    method: r.method,
    number: shownNumber(r),
    providerId: r.provider_id,
    reason: r.reason ?? '(no reason recorded)',
    createdAt: r.created_at,
  }));
}

/** Bookings created since `since` that need the agency, each with its successful payments. */
export async function listNeedingAttention(db: Db, since: Date): Promise<AttentionReport> {
  // The owed back and the status the database computes (migration 013), never worked out here.
  const overpaid = await db.query<RawBooking>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings
     WHERE owed_back > 0 AND cancelled_at IS NULL AND created_at >= $1 ORDER BY created_at`,
    [since],
  );
  const refunds = await db.query<RawBooking>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings
     WHERE owed_back > 0 AND cancelled_at IS NOT NULL AND created_at >= $1 ORDER BY created_at`,
    [since],
  );
  const balanceOffline = await db.query<RawBooking>(
    `SELECT ${BOOKING_COLUMNS} FROM bookings
     WHERE status = 'balance_offline' AND created_at >= $1 ORDER BY created_at`,
    [since],
  );
  const ids = [...overpaid.rows, ...balanceOffline.rows, ...refunds.rows].map((b) => b.id);
  const payments =
    ids.length === 0
      ? []
      : (
          await db.query<RawPayment>(
            `SELECT booking_id::text AS booking_id, reference, amount, method, number, card_last_digits, provider_id,
               financial_trans_id, late_success, cancelled_booking, confirmed_at
             FROM payment_attempts WHERE status = 'successful' AND booking_id = ANY($1::bigint[])
             ORDER BY confirmed_at NULLS LAST, id`,
            [ids],
          )
        ).rows;
  const withPayments = (b: RawBooking): AttentionBooking => ({
    code: b.code,
    fullName: b.full_name,
    whatsapp: b.whatsapp,
    email: b.email,
    total: b.total,
    paid: b.amount_paid,
    excessReturned: b.excess_returned,
    owedBack: b.owed_back,
    createdAt: b.created_at,
    payments: payments
      .filter((p) => p.booking_id === b.id)
      .map((p) => ({
        reference: p.reference,
        amount: p.amount,
        method: p.method,
        number: shownNumber(p),
        providerId: p.provider_id,
        financialTransId: p.financial_trans_id,
        lateSuccess: p.late_success,
        cancelledBooking: p.cancelled_booking,
        confirmedAt: p.confirmed_at,
      })),
  });
  return {
    unresolved: await listUnresolvedAttempts(db, since),
    overpaid: overpaid.rows.map(withPayments),
    balanceOffline: balanceOffline.rows.map(withPayments),
    refunds: refunds.rows.map(withPayments),
  };
}

/**
 * Records that the agency sent back everything owed so far (`note`: e.g. the payout's reference):
 * what was paid over the total, or on a cancelled booking everything paid, as the database's
 * `owed_back` says (the status and owed back then follow). Null when nothing is owed on that
 * booking (unknown code, nothing owed, or already recorded): a second call changes nothing.
 */
export function recordExcessReturned(
  db: Db,
  code: string,
  note: string | null,
  at = new Date(),
): Promise<SentBack | null> {
  return addSentBack(db, { booking: { code }, amount: null, at, note });
}
