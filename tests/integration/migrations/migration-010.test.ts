/**
 * Migration 010 over bookings and payments already there: amounts keep their values and become
 * bigint (read back as numbers), a sum past the old integer limit is accepted, existing attempts
 * are not on a cancelled booking, and the refund notice kind is allowed.
 */
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 010 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '010');

  it('turns amounts into bigint without changing them', async () => {
    await suite.migrateEarlier();
    const { rows } = await suite.db.pool.query<{ id: string }>(
      `INSERT INTO bookings (code, package_slug, package_title_en, package_title_fr, duration_days, destination,
         catalogue_built_at, price_per_person, spots, trip_type, full_name, email, whatsapp, payment_method,
         payment_number, payment_type, total, down_payment, down_payment_percent, fee_percent, amount_paid)
       VALUES ('AAAA-BBBB-CC', 'p', 'P', 'P', 2, 'Kribi', 'x', 1000, 3, 'group', 'N', 'n@example.cm',
         '+237670000000', 'mtn', '670000000', 'single', 2000000000, 600000000, 30, 2, 2000000000)
       RETURNING id::text AS id`,
    );
    const bookingId = rows[0]?.id;
    await suite.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
       VALUES ($1, 'pay_old', 'full', 2000000000, 0, 'mtn', '670000000', 'offline', 'successful')`,
      [bookingId],
    );
    // Past the old integer column's limit: refused before 010.
    await expect(
      suite.db.pool.query('UPDATE bookings SET amount_paid = amount_paid + 500000000 WHERE id = $1', [
        bookingId,
      ]),
    ).rejects.toThrow(/out of range/);

    await migrateDatabase(suite.db.url);
    // Since 013 the amount paid follows from the payments only: a second one takes it past the limit.
    await suite.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider, status)
       VALUES ($1, 'pay_more', 'balance', 500000000, 0, 'mtn', '670000000', 'fapshi', 'successful')`,
      [bookingId],
    );
    const after = await suite.db.pool.query(
      `SELECT b.amount_paid, b.excess_returned, a.amount, a.fee, a.cancelled_booking
       FROM bookings b JOIN payment_attempts a ON a.booking_id = b.id WHERE a.reference = 'pay_old'`,
    );
    expect(after.rows).toEqual([
      {
        amount_paid: 2_500_000_000,
        excess_returned: 0,
        amount: 2_000_000_000,
        fee: 0,
        cancelled_booking: false,
      },
    ]);
    await suite.db.pool.query(
      `INSERT INTO agency_notices (key, kind, booking_id) VALUES ('cancelled_payment/pay_old', 'cancelled_payment', $1)`,
      [bookingId],
    );
  });
});
