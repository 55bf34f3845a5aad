/**
 * Provider notifications naming one of our attempts (copy capped, kept 30 days for audit), then marked
 * processed; the others only counted, one row per day and outcome.
 */
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { ProviderNotificationsRow, ProviderNotificationsUnstoredRow } from '../db/tables.ts';

export type UnstoredOutcome = 'unreadable' | 'unknown-payment' | 'over-limit';

type RawId = Selected<ProviderNotificationsRow, 'id', { id: string }>;
type RawUnstored = Selected<ProviderNotificationsUnstoredRow, 'outcome', { outcome: UnstoredOutcome }> &
  Computed<{ n: number }>;

interface NewNotification {
  provider: string;
  rawBody: string;
  providerId: string;
  externalId: string | null;
  attemptId: string;
  /** Whether it names the transaction bound to the attempt: the limit is counted per kind. */
  matched: boolean;
  /** Notifications of this kind already kept for the attempt past which this one is not stored. */
  keepAtMost: number;
}

/**
 * Stores the notification unless the attempt already has `keepAtMost` of its kind: its id, or `null`.
 * Concurrent calls may each pass the check, so the bound is `keepAtMost` plus the pool's size.
 */
export async function insertNotification(db: Db, n: NewNotification): Promise<string | null> {
  const { rows } = await db.query<RawId>(
    `INSERT INTO provider_notifications (provider, raw_body, provider_id, external_id, attempt_id)
     SELECT $1::text, $2::text, $3::text, $4::text, a.id
     FROM payment_attempts a
     WHERE a.id = $5::bigint
       AND (SELECT count(*) FROM provider_notifications k
            WHERE k.attempt_id = a.id AND COALESCE(k.provider_id = a.provider_id, false) = $6::boolean) < $7::int
     RETURNING id::text AS id`,
    [n.provider, n.rawBody, n.providerId, n.externalId, n.attemptId, n.matched, n.keepAtMost],
  );
  return rows[0]?.id ?? null;
}

export async function markNotificationProcessed(db: Db, id: string, outcome: string): Promise<void> {
  await db.query(`UPDATE provider_notifications SET processed_at = now(), outcome = $2 WHERE id = $1`, [
    id,
    outcome,
  ]);
}

/** One more notification not stored on `day` (`YYYY-MM-DD`) for `outcome`. */
export async function countUnstoredNotification(
  db: Db,
  day: string,
  outcome: UnstoredOutcome,
): Promise<void> {
  await db.query(
    `INSERT INTO provider_notifications_unstored (day, outcome, count) VALUES ($1::date, $2, 1)
     ON CONFLICT (day, outcome) DO UPDATE SET count = provider_notifications_unstored.count + 1`,
    [day, outcome],
  );
}

/** Notifications not stored since `day` (`YYYY-MM-DD`), by outcome. */
export async function unstoredNotificationsSince(
  db: Db,
  day: string,
): Promise<Record<UnstoredOutcome, number>> {
  const { rows } = await db.query<RawUnstored>(
    `SELECT outcome, sum(count)::float8 AS n FROM provider_notifications_unstored
     WHERE day >= $1::date GROUP BY outcome`,
    [day],
  );
  const totals: Record<UnstoredOutcome, number> = { unreadable: 0, 'unknown-payment': 0, 'over-limit': 0 };
  for (const row of rows) totals[row.outcome] = Number(row.n);
  return totals;
}

/**
 * Removes raw bodies received before `before` (kept 30 days for audit), at most `limit` a call, and
 * the day counts of notifications not stored from before that day.
 */
export async function deleteNotificationsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM provider_notifications WHERE id IN (
       SELECT id FROM provider_notifications WHERE received_at < $1 ORDER BY received_at LIMIT $2)`,
    [before, limit],
  );
  await db.query(`DELETE FROM provider_notifications_unstored WHERE day < $1::date`, [
    before.toISOString().slice(0, 10),
  ]);
  return rowCount ?? 0;
}
