/**
 * The append-only log of staff actions (the table refuses UPDATE, DELETE and TRUNCATE), and `once`:
 * an action run under an idempotency key happens once; a repeat (double click, retry after a lost
 * answer) gets the first answer back without doing anything again.
 */
import type pg from 'pg';
import type { AuditItem } from '../../api/admin-contract.ts';
import type { Db } from '../db/pool.ts';
import { ServiceError } from '../services/service-error.ts';

export interface AuditEntry {
  staffId: string;
  action: string;
  bookingId: string | null;
  reason: string;
  detail?: Record<string, unknown>;
  /** Digest of the request (booking and body): a key replays only the same request. */
  requestHash?: string;
}

type Queryable = Pick<pg.ClientBase, 'query'> | Db;

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

/** Runs `work` in a transaction on one client. */
async function inTransaction<T>(db: Db, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await db.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

interface Stored {
  staff_id: string;
  action: string;
  booking_id: string | null;
  request_hash: string | null;
  result: unknown;
}

async function storedAnswer(db: Queryable, key: string): Promise<Stored | null> {
  const { rows } = await db.query<Stored>(
    `SELECT staff_id::text AS staff_id, action, booking_id::text AS booking_id, request_hash, result
     FROM staff_audit WHERE idempotency_key = $1`,
    [key],
  );
  return rows[0] ?? null;
}

function replayOf<T>(stored: Stored, entry: AuditEntry): { result: T; replayed: true } {
  // The same key for another action or by someone else is a mistake, never a replay.
  if (stored.staff_id !== entry.staffId || stored.action !== entry.action) {
    throw new ServiceError(422, 'admin.error.keyReused');
  }
  // Another booking or another body under the same key: replaying would report a result that is not
  // this request's (rows from before request digests are bound to their booking only).
  const otherHash = stored.request_hash !== null && stored.request_hash !== (entry.requestHash ?? null);
  if (stored.booking_id !== entry.bookingId || otherHash) {
    throw new ServiceError(422, 'admin.error.keyOtherRequest');
  }
  return { result: stored.result as T, replayed: true };
}

/**
 * Runs `work` and the audit entry in one transaction, once per key. `work` may refine the entry's
 * detail. Never call a remote service inside `work` (use `onceAround` for that).
 */
export async function once<T>(
  db: Db,
  key: string,
  entry: AuditEntry,
  work: (client: pg.PoolClient) => Promise<{ result: T; detail?: Record<string, unknown> }>,
): Promise<{ result: T; replayed: boolean }> {
  return inTransaction(db, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`staff-action:${key}`]);
    const stored = await storedAnswer(client, key);
    if (stored) return replayOf<T>(stored, entry);
    const { result, detail } = await work(client);
    await appendAudit(client, { ...entry, detail: { ...entry.detail, ...detail } }, { key, result });
    return { result, replayed: false };
  });
}

/**
 * For actions that call a remote service (the provider, the mailer): the key is checked first and the
 * entry written after; two racing repeats may both run, which these actions tolerate (a status check,
 * an e-mail sent under its own de-duplication key).
 */
export async function onceAround<T>(
  db: Db,
  key: string,
  entry: AuditEntry,
  work: () => Promise<{ result: T; detail?: Record<string, unknown> }>,
): Promise<{ result: T; replayed: boolean }> {
  const stored = await storedAnswer(db, key);
  if (stored) return replayOf<T>(stored, entry);
  const { result, detail } = await work();
  try {
    await appendAudit(db, { ...entry, detail: { ...entry.detail, ...detail } }, { key, result });
  } catch (error) {
    const again = await storedAnswer(db, key);
    if (again) return replayOf<T>(again, entry);
    throw error;
  }
  return { result, replayed: false };
}

export async function listAudit(db: Db, bookingId: string): Promise<AuditItem[]> {
  const { rows } = await db.query<AuditItem>(
    `SELECT a.id::text AS id, a.action, COALESCE(s.name, '') AS "staffName",
       a.actor = 'customer' AS "byCustomer", a.reason, a.detail,
       to_json(a.created_at) #>> '{}' AS "createdAt"
     FROM staff_audit a LEFT JOIN staff s ON s.id = a.staff_id WHERE a.booking_id = $1 ORDER BY a.id`,
    [bookingId],
  );
  return rows;
}
