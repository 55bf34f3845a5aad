/**
 * Staff accounts and server-side sessions: plain SQL (sign-in links: `sign-in-links.ts`; devices:
 * `staff-devices.ts`). Tokens are never stored, only their SHA-256, and every time comparison uses
 * the caller's clock (tests move it).
 */
import { createHash } from 'node:crypto';
import type { StaffSessionView } from '../../api/admin-contract.ts';
import type { DeviceNames } from '../../domain/user-agent.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { StaffRow, StaffSessionsRow } from '../db/tables.ts';

export const STAFF_ROLES = ['owner', 'agent'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export type Staff = Selected<StaffRow, 'id' | 'email' | 'name' | 'role', { id: string; role: StaffRole }>;

type RawId = Selected<StaffRow, 'id', { id: string }>;

export interface StaffSession {
  id: string;
  staff: Staff;
  createdAt: Date;
  lastSeenAt: Date;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const STAFF_COLUMNS = 's.id::text AS id, s.email, s.name, s.role';

/** Adds a staff member, or updates the name and role of an existing one (and enables it again). */
export async function upsertStaff(db: Db, email: string, name: string, role: StaffRole): Promise<Staff> {
  const { rows } = await db.query<Staff>(
    `INSERT INTO staff AS s (email, name, role) VALUES (lower($1), $2, $3)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, role = EXCLUDED.role, disabled_at = NULL
     RETURNING ${STAFF_COLUMNS}`,
    [email.trim(), name.trim(), role],
  );
  return rows[0] as Staff;
}

/** Disables an account and ends its sessions; false when there is no such enabled account. */
export async function disableStaff(db: Db, email: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<RawId>(
    `UPDATE staff SET disabled_at = $2 WHERE email = lower($1) AND disabled_at IS NULL RETURNING id::text AS id`,
    [email.trim(), now],
  );
  const id = rows[0]?.id;
  if (!id) return false;
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE staff_id = $1 AND ended_at IS NULL', [
    id,
    now,
  ]);
  return true;
}

export async function insertSession(
  db: Db,
  staffId: string,
  token: string,
  now: Date,
  device: DeviceNames = { browser: null, os: null },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_sessions (token_hash, staff_id, created_at, last_seen_at, browser, os)
     VALUES ($1, $2, $3, $3, $4, $5)`,
    [tokenHash(token), staffId, now, device.browser, device.os],
  );
}

type RawSession = Staff &
  Selected<StaffSessionsRow, 'created_at' | 'last_seen_at'> &
  Computed<{ session_id: string }>;

/** How long a session lasts: since it was last used, and at most since it was opened. */
export interface SessionLifetime {
  idleMs: number;
  maxAgeMs: number;
}

/**
 * The open session of this token, seen less than `idleMs` ago and opened less than `maxAgeMs` ago,
 * of an enabled account, marked seen now (renewed on use); null otherwise.
 */
export async function touchSession(
  db: Db,
  token: string,
  now: Date,
  { idleMs, maxAgeMs }: SessionLifetime,
): Promise<StaffSession | null> {
  const { rows } = await db.query<RawSession>(
    `UPDATE staff_sessions x SET last_seen_at = $2
     FROM staff s
     WHERE x.token_hash = $1 AND x.ended_at IS NULL AND x.last_seen_at > $3 AND x.created_at > $4
       AND s.id = x.staff_id AND s.disabled_at IS NULL
     RETURNING x.id::text AS session_id, x.created_at, x.last_seen_at, ${STAFF_COLUMNS}`,
    [tokenHash(token), now, new Date(now.getTime() - idleMs), new Date(now.getTime() - maxAgeMs)],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    id: r.session_id,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    staff: { id: r.id, email: r.email, name: r.name, role: r.role },
  };
}

export async function endSessionByToken(db: Db, token: string, now: Date): Promise<void> {
  await db.query('UPDATE staff_sessions SET ended_at = $2 WHERE token_hash = $1 AND ended_at IS NULL', [
    tokenHash(token),
    now,
  ]);
}

/** Ends any open session (an owner's action); false when it was not open. */
export async function endSessionById(db: Db, id: string, by: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE staff_sessions SET ended_at = $2, ended_by = $3 WHERE id = $1 AND ended_at IS NULL',
    [id, now, by],
  );
  return rowCount === 1;
}

/** An open session as the owners' list shows it (without `current`, which depends on the reader). */
export type OpenSession = Omit<StaffSessionView, 'current'>;

type RawOpenSession = Selected<
  StaffSessionsRow,
  'id' | 'created_at' | 'last_seen_at' | 'browser' | 'os',
  { id: string; created_at: string; last_seen_at: string }
> & { staff_name: StaffRow['name']; staff_email: StaffRow['email']; role: Staff['role'] };

export async function listOpenSessions(
  db: Db,
  now: Date,
  { idleMs, maxAgeMs }: SessionLifetime,
): Promise<OpenSession[]> {
  const { rows } = await db.query<RawOpenSession>(
    `SELECT x.id::text AS id, s.name AS staff_name, s.email AS staff_email, s.role,
       to_json(x.created_at) #>> '{}' AS created_at, to_json(x.last_seen_at) #>> '{}' AS last_seen_at,
       x.browser, x.os
     FROM staff_sessions x JOIN staff s ON s.id = x.staff_id
     WHERE x.ended_at IS NULL AND x.last_seen_at > $1 AND x.created_at > $2 AND s.disabled_at IS NULL
     ORDER BY x.last_seen_at DESC`,
    [new Date(now.getTime() - idleMs), new Date(now.getTime() - maxAgeMs)],
  );
  return rows.map((r) => ({
    id: r.id,
    staffName: r.staff_name,
    staffEmail: r.staff_email,
    role: r.role,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    browser: r.browser,
    os: r.os,
  }));
}
