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
