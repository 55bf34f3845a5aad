/**
 * One-time sign-in links, one live link per person: issuing a link drops the person's others, and
 * using one drops the rest. Only a token's SHA-256 is stored.
 */
import type { Db } from '../db/pool.ts';
import { type Staff, tokenHash } from './staff.ts';

/** What a request for an unknown address writes under: never the SHA-256 (hex) of a token. */
const DECOY_HASH = 'decoy';

/**
 * Stores a new link of `staffId` and drops the others. For an unknown address (`null`) the same
 * statement rewrites the one decoy row, which has no staff member and so never signs anyone in:
 * both kinds of request do the same database work, and the table does not grow.
 */
export async function issueSignInLink(
  db: Db,
  staffId: string | null,
  token: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await db.query(
    `WITH others AS (DELETE FROM staff_sign_in_links WHERE staff_id = $2 AND token_hash <> $1)
     INSERT INTO staff_sign_in_links (token_hash, staff_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO UPDATE SET created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
    [staffId === null ? DECOY_HASH : tokenHash(token), staffId, now, expiresAt],
  );
}

/**
 * Uses a link once and drops the person's other links: the staff member it signs in, or null
 * (unknown, used, expired, account disabled).
 */
export async function consumeSignInLink(db: Db, token: string, now: Date): Promise<Staff | null> {
  const { rows } = await db.query<Staff>(
    `WITH used AS (
       UPDATE staff_sign_in_links l SET used_at = $2
       FROM staff s
       WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > $2
         AND s.id = l.staff_id AND s.disabled_at IS NULL
       RETURNING s.id, s.email, s.name, s.role
     ), others AS (
       DELETE FROM staff_sign_in_links o USING used WHERE o.staff_id = used.id AND o.token_hash <> $1
     )
     SELECT id::text AS id, email, name, role FROM used`,
    [tokenHash(token), now],
  );
  return rows[0] ?? null;
}
