/**
 * One definition of a booking's money (migration 013): paid is the sum of successful payments,
 * and owed back, left to pay and status follow from it, what was sent back, the total and the
 * cancellation, in the database. Each rule on PGlite and on PostgreSQL; direct writes of the figures are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

interface Money {
  amount_paid: number;
  excess_returned: number;
  owed_back: number;
  left_to_pay: number;
  status: string;
}

describe.each(migrationDatabaseKinds())('a booking’s money, from the database (%s)', (kind) => {
  let db: TestDatabase;
  let n = 0;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  async function booking(total: number): Promise<string> {
    n += 1;
    const { rows } = await db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
         catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
         payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent)
       VALUES ($1, 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
         '+237670000000', 'mtn', '670000000', 'multiple', $2, $3, 30, 2)
       RETURNING id::text AS id`,
      [`MONY-${String(n).padStart(4, '0')}-AA`, total, Math.floor(total * 0.3)],
    );
    return rows[0]?.id ?? '';
  }
  async function pay(id: string, amount: number, status = 'successful'): Promise<string> {
    n += 1;
    const reference = `pay_money_${n}`;
    await db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
       VALUES ($1, $2, 'deposit', $3, 0, 'mtn', '670000000', 'fapshi', $4)`,
      [id, reference, amount, status],
    );
    return reference;
  }
  // What the agency records as sent back (as `recordExcessReturned` and the refund action do).
  const refund = (id: string, amount: number) =>
    db.pool.query('UPDATE bookings SET excess_returned = excess_returned + $2 WHERE id = $1', [id, amount]);
  const cancel = (id: string) =>
    db.pool.query('UPDATE bookings SET cancelled_at = now() WHERE id = $1', [id]);
  async function money(id: string): Promise<Money> {
    const { rows } = await db.pool.query<Money>(
      'SELECT amount_paid, excess_returned, owed_back, left_to_pay, status FROM bookings WHERE id = $1',
      [id],
    );
    return rows[0] as Money;
  }

  it('paid is the sum of successful payments only, pending and failed ones aside', async () => {
    const id = await booking(300_000);
    await pay(id, 90_000);
    await pay(id, 50_000, 'failed');
    const pending = await pay(id, 70_000, 'pending');
    expect(await money(id)).toMatchObject({ amount_paid: 90_000, left_to_pay: 210_000 });
    await db.pool.query(`UPDATE payment_attempts SET status = 'successful' WHERE reference = $1`, [pending]);
    expect(await money(id)).toMatchObject({ amount_paid: 160_000, left_to_pay: 140_000 });
  });

  it('awaiting payment, down payment received, paid in full', async () => {
    const id = await booking(300_000);
    expect(await money(id)).toEqual({
      amount_paid: 0,
      excess_returned: 0,
      owed_back: 0,
      left_to_pay: 300_000,
      status: 'pending_payment',
    });
    await pay(id, 90_000);
    expect((await money(id)).status).toBe('partial_payment');
    await pay(id, 210_000);
    expect(await money(id)).toMatchObject({ status: 'payment_completed', left_to_pay: 0, owed_back: 0 });
  });

  it('above the online cap, a down payment reads as the rest arranged with the agency', async () => {
    const id = await booking(1_500_000);
    await pay(id, 450_000);
    expect(await money(id)).toMatchObject({ status: 'balance_offline', left_to_pay: 1_050_000 });
    await pay(id, 1_050_000);
    expect((await money(id)).status).toBe('payment_completed');
  });

  it('paid over the total: the excess is owed back until refunded', async () => {
    const id = await booking(300_000);
    await pay(id, 300_000);
    await pay(id, 300_000);
    expect(await money(id)).toMatchObject({
      status: 'payment_completed',
      owed_back: 300_000,
      left_to_pay: 0,
    });
    await refund(id, 300_000);
    expect(await money(id)).toMatchObject({ excess_returned: 300_000, owed_back: 0 });
  });

  it('cancelled: nothing paid, refund owed, refunded; nothing left to pay', async () => {
    const nothing = await booking(300_000);
    await cancel(nothing);
    expect(await money(nothing)).toMatchObject({ status: 'cancelled', left_to_pay: 0, owed_back: 0 });

    const paid = await booking(300_000);
    await pay(paid, 90_000);
    await cancel(paid);
    expect(await money(paid)).toMatchObject({
      status: 'cancelled_refund_owed',
      owed_back: 90_000,
      left_to_pay: 0,
    });
    await refund(paid, 40_000);
    expect(await money(paid)).toMatchObject({ status: 'cancelled_refund_owed', owed_back: 50_000 });
    await refund(paid, 50_000);
    expect(await money(paid)).toMatchObject({
      status: 'cancelled_refunded',
      excess_returned: 90_000,
      owed_back: 0,
    });
  });

  it('abandoned: closed never paid reads so; money landing after is owed back, then refunded', async () => {
    const id = await booking(300_000);
    await db.pool.query('UPDATE bookings SET cancelled_at = now(), abandoned_at = now() WHERE id = $1', [id]);
    expect(await money(id)).toMatchObject({ status: 'abandoned', left_to_pay: 0, owed_back: 0 });
    await pay(id, 90_000);
    expect(await money(id)).toMatchObject({ status: 'cancelled_refund_owed', owed_back: 90_000 });
    await refund(id, 90_000);
    expect(await money(id)).toMatchObject({ status: 'cancelled_refunded', owed_back: 0 });
  });

  it('refuses a direct write of the amount paid, and any write of the status or the amounts due', async () => {
    const id = await booking(300_000);
    await pay(id, 90_000);
    await expect(
      db.pool.query('UPDATE bookings SET amount_paid = 300000 WHERE id = $1', [id]),
    ).rejects.toThrow(/follows from its payments/);
    await expect(
      db.pool.query(`UPDATE bookings SET status = 'payment_completed' WHERE id = $1`, [id]),
    ).rejects.toThrow(/generated|DEFAULT/i);
    await expect(db.pool.query('UPDATE bookings SET left_to_pay = 0 WHERE id = $1', [id])).rejects.toThrow();
    await expect(
      db.pool.query(
        `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
           catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
           payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent, amount_paid)
         VALUES ('MONY-FAKE-AA', 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
           '+237670000000', 'mtn', '670000000', 'single', 300000, 90000, 30, 2, 300000)`,
      ),
    ).rejects.toThrow(/follows from its payments/);
    expect(await money(id)).toMatchObject({ amount_paid: 90_000, status: 'partial_payment' });
  });

  it('two payments of one booking landing at once both count', async () => {
    const id = await booking(300_000);
    const a = await pay(id, 100_000, 'pending');
    await db.pool.query(`UPDATE payment_attempts SET status = 'failed' WHERE reference = $1`, [a]);
    const b = await pay(id, 120_000, 'pending');
    await Promise.all(
      [a, b].map((reference) =>
        db.pool.query(`UPDATE payment_attempts SET status = 'successful' WHERE reference = $1`, [reference]),
      ),
    );
    const { rows } = await db.pool.query<{ sum: number }>(
      `SELECT COALESCE(SUM(amount), 0)::bigint AS sum FROM payment_attempts
       WHERE booking_id = $1 AND status = 'successful'`,
      [id],
    );
    expect((await money(id)).amount_paid).toBe(220_000);
    expect(rows[0]?.sum).toBe(220_000);
  });
});
