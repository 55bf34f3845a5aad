/**
 * The rows of the back office's attention list besides money owed back (`attention.ts`) and unpaid
 * bookings (`unpaid-bookings.ts`): each kind at most 200, in the list's item shape
 * (`src/server/admin/booking-views.ts` puts them together).
 */
import type { AttentionItem } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingsRow } from '../db/tables.ts';
import { balanceDueSql } from './balance-due-sql.ts';
import { iso } from './booking-details.ts';

/** An item's row: its booking's code and name, and what the SQL says of the item. */
type RawItem = Selected<BookingsRow, 'code' | 'full_name'> &
  Computed<{
    kind: AttentionItem['kind'];
    amount: number;
    reference: string | null;
    since: string;
    /** `failedWhatsApp`'s only. */
    reason?: string;
  }>;

function toItem(r: RawItem): AttentionItem {
  const item: AttentionItem = {
    kind: r.kind,
    code: r.code,
    fullName: r.full_name,
    amount: r.amount,
    reference: r.reference,
    since: r.since,
  };
  if (r.reason !== undefined) item.reason = r.reason;
  return item;
}

/** Attempts still pending since before `stuck`, or closed in a state other than success, failure or expiry. */
export async function unconfirmedPayments(db: Db, since: Date, stuck: Date): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'unconfirmed' AS kind, b.code, b.full_name, a.amount, a.reference,
       ${iso('a.created_at')} AS since
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE a.created_at >= $1 AND ((a.status = 'pending' AND a.created_at < $2)
       OR a.status NOT IN ('pending', 'successful', 'failed', 'expired'))
     ORDER BY a.created_at LIMIT 200`,
    [since, stuck],
  );
  return rows.map(toItem);
}

/** Confirmations and receipts still unsent since before `stuck`. */
export async function mailsNotSent(db: Db, since: Date, stuck: Date): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'mailFailed' AS kind, b.code, b.full_name, 0 AS amount, NULL AS reference,
       ${iso('b.created_at')} AS since
     FROM bookings b WHERE b.confirmation_sent_at IS NULL AND b.created_at >= $1 AND b.created_at < $2
     UNION ALL
     SELECT 'mailFailed', b.code, b.full_name, a.amount, a.reference, ${iso('a.confirmed_at')}
     FROM payment_attempts a JOIN bookings b ON b.id = a.booking_id
     WHERE a.status = 'successful' AND a.receipt_sent_at IS NULL AND a.confirmed_at >= $1 AND a.confirmed_at < $2
     LIMIT 200`,
    [since, stuck],
  );
  return rows.map(toItem);
}

/** Customers' requests to cancel not answered yet, oldest first. */
export async function openCancelRequests(db: Db): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'cancelRequest' AS kind, b.code, b.full_name, b.amount_paid AS amount,
       NULL AS reference, ${iso('r.requested_at')} AS since
     FROM cancel_requests r JOIN bookings b ON b.id = r.booking_id
     WHERE r.answered_at IS NULL ORDER BY r.requested_at LIMIT 200`,
  );
  return rows.map(toItem);
}

/** WhatsApp messages still unsent after their last try (docs/whatsapp.md), with the last reason. */
export async function failedWhatsApp(db: Db, since: Date, maxTries: number): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'whatsappFailed' AS kind, b.code, b.full_name, 0 AS amount,
       m.template AS reference, ${iso('m.created_at')} AS since,
       COALESCE(m.last_error, '') AS reason
     FROM whatsapp_messages m JOIN bookings b ON b.id = m.booking_id
     WHERE m.sent_at IS NULL AND m.skipped_at IS NULL AND m.tries >= $2 AND m.created_at >= $1
     ORDER BY m.created_at LIMIT 200`,
    [since, maxTries],
  );
  return rows.map(toItem);
}

/**
 * Balances overdue on `today`: their due date (`balance-due-sql.ts`) is past, never on the day it
 * falls nor on the day the booking was made; `amount` is what is left.
 */
export async function overdueBalances(db: Db, today: string, dueDays: number): Promise<AttentionItem[]> {
  const due = balanceDueSql('$2::int');
  const { rows } = await db.query<RawItem>(
    `SELECT 'balanceOverdue' AS kind, b.code, b.full_name, b.left_to_pay AS amount,
       NULL AS reference, to_char(${due}, 'YYYY-MM-DD') AS since
     FROM bookings b WHERE b.status = 'partial_payment' AND ${due} < $1::date
     ORDER BY b.preferred_date LIMIT 200`,
    [today, dueDays],
  );
  return rows.map(toItem);
}

/** Reminders given up on after their last try (`reference` names the message). */
export async function remindersGivenUp(db: Db, maxTries: number): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'reminderFailed' AS kind, b.code, b.full_name, 0 AS amount,
       r.kind AS reference, ${iso('r.failed_at')} AS since
     FROM booking_reminders r JOIN bookings b ON b.id = r.booking_id
     WHERE r.sent_at IS NULL AND r.claimed_at IS NULL AND r.tries >= $1
     ORDER BY r.failed_at LIMIT 200`,
    [maxTries],
  );
  return rows.map(toItem);
}

/**
 * Bookings paid after their seats were released into a departure that had filled (migration 021):
 * listed until staff move or cancel them, whatever their age.
 */
export async function overbookedBookings(db: Db): Promise<AttentionItem[]> {
  const { rows } = await db.query<RawItem>(
    `SELECT 'overbooked' AS kind, code, full_name, amount_paid AS amount, NULL AS reference,
       ${iso('seats_overbooked_at')} AS since
     FROM bookings WHERE seats_overbooked_at IS NOT NULL AND cancelled_at IS NULL
     ORDER BY seats_overbooked_at LIMIT 200`,
  );
  return rows.map(toItem);
}
