/**
 * The append-only log of staff actions (`staff_audit`: the table refuses UPDATE, DELETE and
 * TRUNCATE), and the answers it keeps under idempotency keys (`src/server/admin/audit-log.ts` runs
 * an action once per key over these).
 */
import type pg from 'pg';
import type { AuditItem } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import type { Computed, Selected } from '../db/row-types.ts';
import type { StaffAuditRow } from '../db/tables.ts';

export interface AuditEntry {
  staffId: string;
  action: string;
  bookingId: string | null;
  reason: string;
  detail?: Record<string, unknown>;
  /** Digest of the request (booking and body): a key replays only the same request. */
  requestHash?: string;
}

export type Queryable = Pick<pg.ClientBase, 'query'> | Db;

/** The customer's own entry (from the booking page, proved by its code and e-mail): no staff. */
export type CustomerAuditEntry = Omit<AuditEntry, 'staffId' | 'requestHash'> & { staffId: null };

export async function appendAudit(
  db: Queryable,
  entry: AuditEntry | CustomerAuditEntry,
  idempotency?: { key: string; result: unknown },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_audit (staff_id, action, booking_id, reason, detail, idempotency_key, result,
       request_hash, actor)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      entry.staffId,
      entry.action,
      entry.bookingId,
      entry.reason,
      JSON.stringify(entry.detail ?? {}),
      idempotency?.key ?? null,
      idempotency ? JSON.stringify(idempotency.result) : null,
      'requestHash' in entry ? (entry.requestHash ?? null) : null,
      entry.staffId === null ? 'customer' : 'staff',
    ],
  );
}

/** The entry an idempotency key was first used for, and the answer then given. */
export type StoredAnswer = Selected<
  StaffAuditRow,
  'staff_id' | 'action' | 'booking_id' | 'request_hash' | 'result',
  { staff_id: string; booking_id: string | null }
>;

export async function findStoredAnswer(db: Queryable, key: string): Promise<StoredAnswer | null> {
  const { rows } = await db.query<StoredAnswer>(
    `SELECT staff_id::text AS staff_id, action, booking_id::text AS booking_id, request_hash, result
     FROM staff_audit WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0] ?? null;
}

/** Until the transaction ends, a second action under the same key waits here (pooler-safe). */
export async function lockIdempotencyKey(client: pg.ClientBase, key: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`staff-action:${key}`]);
}

type RawAuditItem = Selected<
  StaffAuditRow,
  'id' | 'action' | 'reason' | 'detail' | 'created_at',
  { id: string; detail: Record<string, unknown>; created_at: string }
> &
  Computed<{ staff_name: string; by_customer: boolean }>;

export async function listAudit(db: Db, bookingId: string): Promise<AuditItem[]> {
  const { rows } = await db.query<RawAuditItem>(
    `SELECT a.id::text AS id, a.action, COALESCE(s.name, '') AS staff_name,
       a.actor = 'customer' AS by_customer, a.reason, a.detail,
       to_json(a.created_at) #>> '{}' AS created_at
     FROM staff_audit a LEFT JOIN staff s ON s.id = a.staff_id WHERE a.booking_id = $1 ORDER BY a.id`,
    [bookingId],
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    staffName: r.staff_name,
    byCustomer: r.by_customer,
    reason: r.reason,
    detail: r.detail,
    createdAt: r.created_at,
  }));
}
