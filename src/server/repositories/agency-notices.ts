/**
 * The agency's notices of bookings and payments: one row per event, claimed before its e-mail is
 * sent (exactly one caller wins) and marked sent after; an unsent claim is a lease the sweep retakes.
 */
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { AgencyNoticesRow } from '../db/tables.ts';
import { inTransaction } from '../db/transaction.ts';

/** `overbooked`: paid after its seats were released, into a departure that had filled (migration 021). */
export type AgencyNoticeKind = 'booking' | 'payment' | 'late_success' | 'cancelled_payment' | 'overbooked';

export interface AgencyNotice {
  key: string;
  kind: AgencyNoticeKind;
  bookingId: string;
  attemptId: string | null;
}

type RawNotice = Selected<
  AgencyNoticesRow,
  'key' | 'kind' | 'booking_id' | 'attempt_id',
  { kind: AgencyNoticeKind; booking_id: string; attempt_id: string | null }
>;

/** Whether the batch of new-booking notices may go now. */
type Due = Computed<{ due: boolean }>;

const toNotice = (r: RawNotice): AgencyNotice => ({
  key: r.key,
  kind: r.kind,
  bookingId: r.booking_id,
  attemptId: r.attempt_id,
});

/** Records the event (once) and claims its notice; false when it is sent or being sent elsewhere. */
export async function claimAgencyNotice(db: Db, notice: AgencyNotice, leaseMs: number): Promise<boolean> {
  await db.query(
    `INSERT INTO agency_notices (key, kind, booking_id, attempt_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO NOTHING`,
    [notice.key, notice.kind, notice.bookingId, notice.attemptId],
  );
  const { rowCount } = await db.query(
    `UPDATE agency_notices SET claimed_at = now()
     WHERE key = $1 AND sent_at IS NULL
       AND (claimed_at IS NULL OR claimed_at < now() - $2 * interval '1 millisecond')`,
    [notice.key, leaseMs],
  );
  return rowCount === 1;
}

export async function markAgencyNoticeSent(db: Db, key: string): Promise<void> {
  await db.query('UPDATE agency_notices SET sent_at = now() WHERE key = $1', [key]);
}

export async function releaseAgencyNotice(db: Db, key: string): Promise<void> {
  await db.query('UPDATE agency_notices SET claimed_at = NULL WHERE key = $1', [key]);
}

/** Notices of events since `since` not sent, and not being sent (no claim, or its lease ran out). */
export async function listUnsentAgencyNotices(
  db: Db,
  since: Date,
  limit: number,
  leaseMs: number,
): Promise<AgencyNotice[]> {
  const { rows } = await db.query<RawNotice>(
    `SELECT key, kind, booking_id::text AS booking_id, attempt_id::text AS attempt_id FROM agency_notices
     WHERE sent_at IS NULL AND created_at >= $1
       AND (claimed_at IS NULL OR claimed_at < now() - $3 * interval '1 millisecond')
     ORDER BY created_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows.map(toNotice);
}

/** Records the event once, unclaimed: the batch of new-booking notices sends it. */
export async function recordAgencyNotice(db: Db, notice: AgencyNotice): Promise<void> {
  await db.query(
    `INSERT INTO agency_notices (key, kind, booking_id, attempt_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO NOTHING`,
    [notice.key, notice.kind, notice.bookingId, notice.attemptId],
  );
}

/**
 * Claims the new-booking notices not sent (at most `limit`, oldest first) when the last batch went
 * `minutes` ago or more, and dates this batch, under the batch row's lock: one caller at a time,
 * and none again before `minutes` have passed. Empty when it is not time, or nothing waits.
 */
export async function claimBookingNoticeBatch(
  db: Db,
  batch: { minutes: number; leaseMs: number; limit: number },
): Promise<AgencyNotice[]> {
  return inTransaction(db, async (tx) => {
    const { rows: due } = await tx.query<Due>(
      `SELECT last_sent_at IS NULL OR last_sent_at <= now() - $1 * interval '1 minute' AS due
       FROM agency_booking_digest FOR UPDATE`,
      [batch.minutes],
    );
    if (!due[0]?.due) return [];
    const { rows } = await tx.query<RawNotice>(
      `UPDATE agency_notices SET claimed_at = now()
       WHERE key IN (
         SELECT key FROM agency_notices
         WHERE kind = 'booking' AND sent_at IS NULL
           AND (claimed_at IS NULL OR claimed_at < now() - $1 * interval '1 millisecond')
         ORDER BY created_at LIMIT $2)
       RETURNING key, kind, booking_id::text AS booking_id, attempt_id::text AS attempt_id`,
      [batch.leaseMs, batch.limit],
    );
    if (rows.length > 0) await tx.query('UPDATE agency_booking_digest SET last_sent_at = now()');
    return rows.map(toNotice).sort((a, b) => Number(a.bookingId) - Number(b.bookingId));
  });
}

/** The batch went: its notices are sent. */
export async function markAgencyNoticesSent(db: Db, keys: readonly string[]): Promise<void> {
  await db.query('UPDATE agency_notices SET sent_at = now() WHERE key = ANY($1::text[])', [keys]);
}

/** The batch failed: its notices wait again, and the next call may send at once. */
export async function releaseBookingNoticeBatch(db: Db, keys: readonly string[]): Promise<void> {
  await db.query('UPDATE agency_notices SET claimed_at = NULL WHERE key = ANY($1::text[])', [keys]);
  await db.query('UPDATE agency_booking_digest SET last_sent_at = NULL');
}
