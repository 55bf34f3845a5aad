/**
 * The online cap has one home, `ONLINE_CAP_XAF`: the database reads it from `online_cap_xaf()`
 * (migration 032) in the generated status and in the trigger a staff change lands through. Checked
 * at the boundary on the database, a total of exactly the cap and one franc more, against what the
 * domain decides for the same totals: a cap moved in one place and not the other fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planPayment } from '../../src/domain/payment-plan.ts';
import { appliedPaymentType, ONLINE_CAP_XAF } from '../../src/domain/pricing.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';
import { insertOldBooking } from './helpers/migrations.ts';

const AT_CAP = ONLINE_CAP_XAF;
const ABOVE_CAP = ONLINE_CAP_XAF + 1;

describe.each(migrationDatabaseKinds())('the online cap in SQL and in the domain (%s)', (kind) => {
  let db: TestDatabase;
  let staffId = '';
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const staff = await db.pool.query<{ id: string }>(
      `INSERT INTO staff (email, name, role) VALUES ('o@tours.example', 'O', 'owner') RETURNING id::text AS id`,
    );
    staffId = staff.rows[0]?.id ?? '';
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  /** A booking of `total` with a down payment paid, its total set by a recorded change. */
  async function bookingWithDeposit(code: string, total: number): Promise<string> {
    const id = await insertOldBooking(db.pool, code);
    await db.pool.query(
      `INSERT INTO booking_changes (booking_id, staff_id, kind, reason, spots, total, down_payment, previous)
       VALUES ($1, $2, 'price', 'Agreed', 3, $3, 1000, '{}')`,
      [id, staffId, total],
    );
    await db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         status) VALUES ($1, $2, 'deposit', 1000, 0, 'mtn', '670000000', 'fapshi', 'successful')`,
      [id, `pay_${code}`],
    );
    return id;
  }

  async function stored(id: string): Promise<{ status: string; payment_type: string }> {
    const { rows } = await db.pool.query('SELECT status, payment_type FROM bookings WHERE id = $1', [id]);
    return rows[0] as { status: string; payment_type: string };
  }

  it('is the same figure in the function the SQL reads and in the constant', async () => {
    const { rows } = await db.pool.query<{ cap: number }>('SELECT online_cap_xaf() AS cap');
    expect(rows[0]?.cap).toBe(ONLINE_CAP_XAF);
  });

  it('leaves a total of exactly the cap payable online, by the database as by the domain', async () => {
    const id = await bookingWithDeposit('CAPA-TEST-01', AT_CAP);
    expect(await stored(id)).toEqual({ status: 'partial_payment', payment_type: 'single' });
    expect(appliedPaymentType('single', AT_CAP)).toBe('single');
    const balance = {
      kind: 'balance',
      total: AT_CAP,
      downPayment: 1000,
      feePercent: 0,
      amountPaid: 1000,
    } as const;
    expect(planPayment(balance)).toMatchObject({ ok: true, amount: AT_CAP - 1000 });
  });

  it('takes one franc above the cap offline, by the database as by the domain', async () => {
    const id = await bookingWithDeposit('CAPA-TEST-02', ABOVE_CAP);
    expect(await stored(id)).toEqual({ status: 'balance_offline', payment_type: 'multiple' });
    expect(appliedPaymentType('single', ABOVE_CAP)).toBe('multiple');
    const balance = {
      kind: 'balance',
      total: ABOVE_CAP,
      downPayment: 1000,
      feePercent: 0,
      amountPaid: 1000,
    } as const;
    expect(planPayment(balance)).toEqual({ ok: false, reason: 'balance-offline' });
  });

  it('is written as a literal in no migration after the one that gave it a home', async () => {
    const { listMigrations, MIGRATIONS_DIR } = await import('../../src/server/db/migrate.ts');
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const later = (await listMigrations()).filter((name) => name >= '033');
    for (const name of later) {
      const sql = await readFile(join(MIGRATIONS_DIR, name), 'utf8');
      expect(sql, name).not.toMatch(/\b1_?000_?000\b/);
    }
  });
});
