/**
 * The agency's notices of bookings and payments: one row per event, claimed before its e-mail is
 * sent (exactly one caller wins) and marked sent after; an unsent claim is a lease the sweep retakes.
 */
import type { Db } from '../db/pool.ts';
import type { Selected } from '../db/row-types.ts';
import type { AgencyNoticesRow } from '../db/tables.ts';

/** `overbooked`: paid after its seats were released, into a departure that had filled (migration 021). */
export type AgencyNoticeKind = 'booking' | 'payment' | 'late_success' | 'cancelled_payment' | 'overbooked';

export interface AgencyNoticeRow {
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

const toRow = (r: RawNotice): AgencyNoticeRow => ({
  key: r.key,
  kind: r.kind,
  bookingId: r.booking_id,
  attemptId: r.attempt_id,
});

/** Records the event (once) and claims its notice; false when it is sent or being sent elsewhere. */
export async function claimAgencyNotice(db: Db, notice: AgencyNoticeRow, leaseMs: number): Promise<boolean> {
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
): Promise<AgencyNoticeRow[]> {
  const { rows } = await db.query<RawNotice>(
    `SELECT key, kind, booking_id::text AS booking_id, attempt_id::text AS attempt_id FROM agency_notices
     WHERE sent_at IS NULL AND created_at >= $1
       AND (claimed_at IS NULL OR claimed_at < now() - $3 * interval '1 millisecond')
     ORDER BY created_at LIMIT $2`,
    [since, limit, leaseMs],
  );
  return rows.map(toRow);
}
