/**
 * The reminders and invitations the scheduled job sends (migration 027): which bookings have one due
 * today, in SQL that follows `src/domain/reminder-schedule.ts`, and the claim of each message (one
 * row per booking, kind and channel), taken before it is sent and marked sent after.
 */
import {
  BALANCE_REMINDER_STEPS,
  PRE_TRIP_DAYS,
  REVIEW_INVITATION_WINDOW_DAYS,
  type ReminderKind,
} from '../../domain/reminder-schedule.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { BookingRemindersRow } from '../db/tables.ts';
import { balanceDueSql, CREATED_DAY_SQL } from './balance-due-sql.ts';
import { WHATSAPP_PROVEN } from './whatsapp-messages.ts';

export type ReminderChannel = 'email' | 'whatsapp';

/** A message is tried this many times (runs of the job) before it is left to staff. */
export const REMINDER_MAX_TRIES = 5;

type RawDue = Selected<
  BookingRemindersRow,
  'booking_id' | 'kind',
  { booking_id: string; kind: ReminderKind }
>;
type Now = Computed<{ now: string }>;

export interface DueReminder {
  bookingId: string;
  kind: ReminderKind;
}

/** Not cancelled, stopped by the customer, or closed as never paid. */
const WANTS_REMINDERS = 'b.cancelled_at IS NULL AND b.reminders_off_at IS NULL';
/** Something paid: the trip is on (a booking with nothing paid is followed up by staff instead). */
const TRAVELLING = `b.status IN ('partial_payment', 'payment_completed', 'balance_offline')`;

/**
 * Bookings with a message due on `today` and not yet sent, claimed or given up on (channel
 * `channel`), at most `limit`. `$1` today, `$2` the balance's days before the trip.
 */
export async function listDueReminders(
  db: Db,
  today: string,
  balanceDueDays: number,
  channel: ReminderChannel,
  limit: number,
  leaseMs: number,
  /** The run's start by the database's clock (`databaseNow`): what failed since is left to the next run. */
  runStartedAt: string,
): Promise<DueReminder[]> {
  const due = balanceDueSql('$2::int');
  const [first, second, last] = BALANCE_REMINDER_STEPS;
  // The step whose window holds today (balanceReminderDue), and the day it came.
  const balanceKind = `CASE WHEN $1::date >= ${due} - ${last} THEN 'balance_${last}'
    WHEN $1::date >= ${due} - ${second} THEN 'balance_${second}' ELSE 'balance_${first}' END`;
  const stepDay = `CASE WHEN $1::date >= ${due} - ${last} THEN ${due} - ${last}
    WHEN $1::date >= ${due} - ${second} THEN ${due} - ${second} ELSE ${due} - ${first} END`;
  const end = 'b.preferred_date + GREATEST(b.duration_days, 1)';
  const { rows } = await db.query<RawDue>(
    `WITH due AS (
       SELECT b.id, ${balanceKind} AS kind FROM bookings b
       WHERE ${WANTS_REMINDERS} AND b.status = 'partial_payment'
         AND ${due} BETWEEN $1::date AND $1::date + ${first}
         AND ${CREATED_DAY_SQL} <= ${stepDay}
       UNION ALL
       SELECT b.id, 'pre_trip' FROM bookings b
       WHERE ${WANTS_REMINDERS} AND ${TRAVELLING}
         AND b.preferred_date BETWEEN $1::date + 1 AND $1::date + ${PRE_TRIP_DAYS}
       UNION ALL
       SELECT b.id, 'review_invitation' FROM bookings b
       WHERE ${WANTS_REMINDERS} AND b.status = 'payment_completed'
         AND NOT EXISTS (SELECT 1 FROM reviews v WHERE v.booking_id = b.id)
         AND b.preferred_date BETWEEN $1::date - 400 AND $1::date - 1
         AND ${end} BETWEEN $1::date - ${REVIEW_INVITATION_WINDOW_DAYS - 1} AND $1::date
     )
     SELECT d.id::text AS booking_id, d.kind FROM due d
     LEFT JOIN booking_reminders r ON r.booking_id = d.id AND r.kind = d.kind AND r.channel = $3
     WHERE (r.id IS NULL OR (r.sent_at IS NULL AND r.tries < $5
       AND (r.claimed_at IS NULL OR r.claimed_at < now() - $6 * interval '1 millisecond')
       AND (r.failed_at IS NULL OR r.failed_at < $7::timestamptz)))
       -- WhatsApp only to customers who asked for it at checkout (migration 028), at a number
       -- proven theirs (migration 030).
       AND ($3::text = 'email' OR EXISTS (SELECT 1 FROM bookings b WHERE b.id = d.id AND ${WHATSAPP_PROVEN}))
     ORDER BY d.id, d.kind LIMIT $4`,
    [today, balanceDueDays, channel, limit, REMINDER_MAX_TRIES, leaseMs, runStartedAt],
  );
  return rows.map((r) => ({ bookingId: r.booking_id, kind: r.kind }));
}

/**
 * Claims one message: true for exactly one caller while it is unsent, unclaimed (or its lease ran
 * out) and not given up on. Each claim counts as a try.
 */
export async function claimReminder(
  db: Db,
  r: DueReminder,
  channel: ReminderChannel,
  leaseMs: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO booking_reminders (booking_id, kind, channel, claimed_at, tries)
     VALUES ($1, $2, $3, now(), 1)
     ON CONFLICT ON CONSTRAINT booking_reminders_once DO UPDATE
       SET claimed_at = now(), tries = booking_reminders.tries + 1
       WHERE booking_reminders.sent_at IS NULL AND booking_reminders.tries < $5
         AND (booking_reminders.claimed_at IS NULL
           OR booking_reminders.claimed_at < now() - $4 * interval '1 millisecond')`,
    [r.bookingId, r.kind, channel, leaseMs, REMINDER_MAX_TRIES],
  );
  return rowCount === 1;
}

export async function markReminderSent(db: Db, r: DueReminder, channel: ReminderChannel): Promise<void> {
  await db.query(
    `UPDATE booking_reminders SET sent_at = now(), last_error = NULL
     WHERE booking_id = $1 AND kind = $2 AND channel = $3`,
    [r.bookingId, r.kind, channel],
  );
}

/** Gives the claim back after a failed send, for the next run (until the last try). */
export async function releaseReminder(
  db: Db,
  r: DueReminder,
  channel: ReminderChannel,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE booking_reminders SET claimed_at = NULL, failed_at = now(), last_error = left($4, 500)
     WHERE booking_id = $1 AND kind = $2 AND channel = $3 AND sent_at IS NULL`,
    [r.bookingId, r.kind, channel, error],
  );
}

/** Drops a claim whose message is no longer wanted (paid, cancelled or stopped meanwhile). */
export async function dropReminder(db: Db, r: DueReminder, channel: ReminderChannel): Promise<void> {
  await db.query(
    `DELETE FROM booking_reminders
     WHERE booking_id = $1 AND kind = $2 AND channel = $3 AND sent_at IS NULL`,
    [r.bookingId, r.kind, channel],
  );
}

/** Stops reminders for one booking; true the first time (a replay changes nothing). */
export async function stopRemindersFor(db: Db, bookingId: string): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE bookings SET reminders_off_at = now() WHERE id = $1 AND reminders_off_at IS NULL',
    [bookingId],
  );
  return rowCount === 1;
}

/**
 * The database's clock, which the claims and failures are stamped with, as its own text: to the
 * microsecond, as they are. A `Date` keeps milliseconds only, so a failure of the run before, in
 * the same millisecond, would read as this run's and wait a run more.
 */
export async function databaseNow(db: Db): Promise<string> {
  const { rows } = await db.query<Now>('SELECT now()::text AS now');
  return rows[0]?.now ?? new Date().toISOString();
}
