/** Provider notifications as received (raw body kept for audit), then marked processed. */
import type { Db } from '../db/pool.ts';

export async function insertNotification(
  db: Db,
  n: { provider: string; rawBody: string; providerId: string | null; externalId: string | null },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO provider_notifications (provider, raw_body, provider_id, external_id)
     VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
    [n.provider, n.rawBody, n.providerId, n.externalId],
  );
  return (rows[0] as { id: string }).id;
}

export async function markNotificationProcessed(db: Db, id: string, outcome: string): Promise<void> {
  await db.query(`UPDATE provider_notifications SET processed_at = now(), outcome = $2 WHERE id = $1`, [
    id,
    outcome,
  ]);
}

/** Removes raw bodies received before `before` (kept 30 days for audit), at most `limit` a call. */
export async function deleteNotificationsBefore(db: Db, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM provider_notifications WHERE id IN (
       SELECT id FROM provider_notifications WHERE received_at < $1 ORDER BY received_at LIMIT $2)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
