/**
 * The devices staff signed in from: a random token in a long-lived cookie, stored as its SHA-256
 * with the staff member. A link request from a known device skips the limits a stranger can use up.
 */
import type { Db } from '../db/pool.ts';
import type { Computed } from '../db/row-types.ts';
import { type Staff, tokenHash } from './staff.ts';

export interface SignInTarget {
  staff: Staff;
  /** The request came from a device this staff member signed in from, used since `since`. */
  knownDevice: boolean;
}

/** An account, and whether the request's device is one of its own. */
type RawTarget = Staff & Computed<{ known_device: boolean }>;

/** The enabled account of `email`, and whether `device` (a cookie's token) is one of its devices. */
export async function findSignInTarget(
  db: Db,
  email: string,
  device: string | null,
  since: Date,
): Promise<SignInTarget | null> {
  const { rows } = await db.query<RawTarget>(
    `SELECT s.id::text AS id, s.email, s.name, s.role,
       EXISTS (SELECT 1 FROM staff_devices d
               WHERE d.staff_id = s.id AND d.token_hash = $2 AND d.last_used_at > $3) AS known_device
     FROM staff s WHERE s.email = lower($1) AND s.disabled_at IS NULL`,
    [email.trim(), device === null ? '' : tokenHash(device), since],
  );
  const row = rows[0];
  if (!row) return null;
  const { known_device, ...staff } = row;
  return { staff, knownDevice: known_device };
}

/**
 * After a sign-in: the device's token, kept when the request presented one of this staff member's
 * devices, else `fresh`, stored (devices unused since `since` are forgotten on the way).
 */
export async function rememberDevice(
  db: Db,
  staffId: string,
  presented: string | null,
  fresh: string,
  now: Date,
  since: Date,
): Promise<string> {
  if (presented !== null) {
    const { rowCount } = await db.query(
      `UPDATE staff_devices SET last_used_at = $3
       WHERE token_hash = $1 AND staff_id = $2 AND last_used_at > $4`,
      [tokenHash(presented), staffId, now, since],
    );
    if (rowCount === 1) return presented;
  }
  await db.query(
    `WITH stale AS (DELETE FROM staff_devices WHERE staff_id = $2 AND last_used_at <= $4)
     INSERT INTO staff_devices (token_hash, staff_id, created_at, last_used_at) VALUES ($1, $2, $3, $3)`,
    [tokenHash(fresh), staffId, now, since],
  );
  return fresh;
}
