/**
 * The staff audit log is append-only at the database: a stolen connection can neither rewrite, nor
 * delete, nor empty it with TRUNCATE (a statement no row trigger sees).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendAudit } from '../../src/server/repositories/audit-log.ts';
import { upsertStaff } from '../../src/server/repositories/staff.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

describe.each(migrationDatabaseKinds())('the audit log cannot be erased (%s)', (kind) => {
  let db: TestDatabase;
  const count = async () =>
    Number((await db.pool.query<{ n: string }>('SELECT count(*) AS n FROM staff_audit')).rows[0]?.n);

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const owner = await upsertStaff(db.pool, 'owner@tours.example', 'Awa Owner', 'owner');
    for (const reason of ['first', 'second']) {
      await appendAudit(db.pool, { staffId: owner.id, action: 'note', bookingId: null, reason });
    }
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('refuses TRUNCATE and keeps every row', async () => {
    await expect(db.pool.query('TRUNCATE staff_audit')).rejects.toThrow(/append-only/);
    await expect(db.pool.query('TRUNCATE staff_audit RESTART IDENTITY CASCADE')).rejects.toThrow(
      /append-only/,
    );
    expect(await count()).toBe(2);
  });

  it('still refuses UPDATE and DELETE, and still takes new entries', async () => {
    await expect(db.pool.query("UPDATE staff_audit SET reason = 'edited'")).rejects.toThrow(/append-only/);
    await expect(db.pool.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    const { rows } = await db.pool.query<{ id: string }>('SELECT id::text AS id FROM staff LIMIT 1');
    await appendAudit(db.pool, {
      staffId: rows[0]?.id ?? '',
      action: 'note',
      bookingId: null,
      reason: 'third',
    });
    expect(await count()).toBe(3);
  });
});
