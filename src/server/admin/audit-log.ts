/**
 * `once`: an action run under an idempotency key happens once, written to the append-only audit log
 * with its answer (`repositories/audit-log.ts`); a repeat (double click, retry after a lost answer)
 * gets the first answer back without doing anything again.
 */
import type pg from 'pg';
import type { Db } from '../db/pool.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  type AuditEntry,
  appendAudit,
  findStoredAnswer,
  lockIdempotencyKey,
  type StoredAnswer,
} from '../repositories/audit-log.ts';
import { ServiceError } from '../services/service-error.ts';

function replayOf<T>(stored: StoredAnswer, entry: AuditEntry): { result: T; replayed: true } {
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
    await lockIdempotencyKey(client, key);
    const stored = await findStoredAnswer(client, key);
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
  const stored = await findStoredAnswer(db, key);
  if (stored) return replayOf<T>(stored, entry);
  const { result, detail } = await work();
  try {
    await appendAudit(db, { ...entry, detail: { ...entry.detail, ...detail } }, { key, result });
  } catch (error) {
    const again = await findStoredAnswer(db, key);
    if (again) return replayOf<T>(again, entry);
    throw error;
  }
  return { result, replayed: false };
}
