/**
 * The one claimed-mail mechanism every row-kept e-mail uses (cancel, refund, change, declined
 * request): the statements built from constant names, and the sweep's retry loop.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/server/db/pool.ts';
import { type MailClaims, mailClaims } from '../../../../src/server/repositories/mail-claims.ts';
import { type ClaimedMail, retryClaimedMail } from '../../../../src/server/services/claimed-mail.ts';
import type { ServiceDeps } from '../../../../src/server/services/deps.ts';

/** A database that records each statement and answers `rowCount` and `rows`. */
function recordingDb(rowCount = 1, rows: unknown[] = []) {
  const statements: Array<{ sql: string; params: unknown[] }> = [];
  const db = {
    async query(sql: string, params: unknown[] = []) {
      statements.push({ sql: sql.replace(/\s+/g, ' '), params });
      return { rowCount, rows };
    },
  } as unknown as Db;
  return { db, statements };
}

describe('mail claims', () => {
  const declines = mailClaims({
    table: 'cancel_requests',
    claimed: 'mail_claimed_at',
    sent: 'mail_sent_at',
    happened: 'answered_at',
    when: "answer = 'declined'",
  });

  it('claims only an unsent row of its kind whose lease is free, the id a parameter', async () => {
    const { db, statements } = recordingDb();
    expect(await declines.claim(db, '7', 300_000)).toBe(true);
    expect(statements[0]?.sql).toBe(
      "UPDATE cancel_requests SET mail_claimed_at = now() WHERE id = $1 AND mail_sent_at IS NULL AND answer = 'declined' AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - $2 * interval '1 millisecond')",
    );
    expect(statements[0]?.params).toEqual(['7', 300_000]);
    expect(await declines.claim(recordingDb(0).db, '7', 300_000)).toBe(false);
  });

  it('marks sent, releases, and lists the unsent oldest first', async () => {
    const { db, statements } = recordingDb(1, [{ id: '3' }, { id: '4' }]);
    await declines.markSent(db, '3');
    await declines.release(db, '4');
    expect(await declines.listUnsent(db, new Date(0), 10, 1_000)).toEqual(['3', '4']);
    expect(statements.map((s) => s.sql)).toEqual([
      'UPDATE cancel_requests SET mail_sent_at = now() WHERE id = $1',
      'UPDATE cancel_requests SET mail_claimed_at = NULL WHERE id = $1',
      "SELECT id::text AS id FROM cancel_requests WHERE answered_at >= $1 AND mail_sent_at IS NULL AND answer = 'declined' AND (mail_claimed_at IS NULL OR mail_claimed_at < now() - $3 * interval '1 millisecond') ORDER BY answered_at LIMIT $2",
    ]);
  });
});

describe('retrying claimed mails', () => {
  /** Claims in memory: ids unsent, one claim each. */
  function memoryMail(ids: string[], failing: string[] = []) {
    const sent: string[] = [];
    const claimed = new Set<string>();
    const claims: MailClaims = {
      claim: async (_db, id) => {
        if (claimed.has(id)) return false;
        claimed.add(id);
        return true;
      },
      markSent: async (_db, id) => void sent.push(id),
      release: async (_db, id) => void claimed.delete(id),
      listUnsent: async () => ids.filter((id) => !sent.includes(id)),
    };
    const mail: ClaimedMail = {
      what: 'test mail',
      claims,
      async send(_deps, id) {
        if (failing.includes(id)) throw new Error('down');
      },
    };
    return { mail, sent };
  }
  const deps = { db: {} as Db, log: () => {} } as unknown as ServiceDeps;

  it('sends each unsent one once and counts those sent; a failure is given back', async () => {
    const { mail, sent } = memoryMail(['1', '2', '3'], ['2']);
    expect(await retryClaimedMail(deps, mail, new Date(0), 10, () => true)).toBe(2);
    expect(sent).toEqual(['1', '3']);
    expect(await retryClaimedMail(deps, mail, new Date(0), 10, () => true)).toBe(0);
  });

  it('stops when told to', async () => {
    const { mail, sent } = memoryMail(['1', '2', '3']);
    let left = 2;
    expect(await retryClaimedMail(deps, mail, new Date(0), 10, () => left-- > 0)).toBe(2);
    expect(sent).toEqual(['1', '2']);
  });
});
