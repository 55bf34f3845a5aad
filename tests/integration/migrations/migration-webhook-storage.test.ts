/**
 * 008 (what the webhook keeps) over the rows of the migrations before it: stored notifications find
 * their attempt (by provider id, else by our reference), and the day counts take upserts.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

const MIGRATION = '008_webhook_storage.sql';

describe.each(migrationDatabaseKinds())('migration 008 on existing notifications (%s)', (kind) => {
  const suite = migrationSuite(kind, '008');

  it('ties stored notifications to their attempt and counts the others per day', async () => {
    expect((await suite.migrateEarlier()).applied).toEqual(suite.earlier);
    const bookingId = await insertOldBooking(suite.db.pool);
    await suite.db.pool.query(
      `INSERT INTO payment_attempts (booking_id, reference, kind, amount, fee, method, number, provider,
         provider_id, status)
       VALUES ($1, 'pay_bound', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', 'T1', 'successful'),
              ($1, 'pay_unbound', 'full', 3000, 60, 'mtn', '670000000', 'fapshi', NULL, 'failed')`,
      [bookingId],
    );
    await suite.db.pool.query(
      `INSERT INTO provider_notifications (provider, raw_body, provider_id, external_id)
       VALUES ('fapshi', '{}', 'T1', NULL), ('fapshi', '{}', 'T2', 'pay_unbound'),
              ('fapshi', '{}', 'T3', 'pay_nobody'), ('fapshi', 'not json', NULL, NULL)`,
    );

    await copyFile(join(MIGRATIONS_DIR, MIGRATION), join(suite.dir, MIGRATION));
    expect((await migrateDatabase(suite.db.directUrl, suite.dir)).applied).toEqual([MIGRATION]);
    const tied = await suite.db.pool.query(
      `SELECT n.provider_id, a.reference FROM provider_notifications n
       LEFT JOIN payment_attempts a ON a.id = n.attempt_id ORDER BY n.id`,
    );
    expect(tied.rows).toEqual([
      { provider_id: 'T1', reference: 'pay_bound' },
      { provider_id: 'T2', reference: 'pay_unbound' },
      { provider_id: 'T3', reference: null },
      { provider_id: null, reference: null },
    ]);
    const upsert = `INSERT INTO provider_notifications_unstored (day, outcome, count)
      VALUES ('2030-01-01', 'unreadable', 1)
      ON CONFLICT (day, outcome) DO UPDATE SET count = provider_notifications_unstored.count + 1`;
    await suite.db.pool.query(upsert);
    await suite.db.pool.query(upsert);
    const counted = await suite.db.pool.query(`SELECT count::int AS n FROM provider_notifications_unstored`);
    expect(counted.rows).toEqual([{ n: 2 }]);
    await expect(
      suite.db.pool.query(
        `INSERT INTO provider_notifications_unstored (day, outcome) VALUES ('2030-01-01', 'other')`,
      ),
    ).rejects.toThrow();
  });
});
