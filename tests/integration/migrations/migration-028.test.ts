/**
 * Migration 028 over bookings already there: none opted in to WhatsApp (nobody was asked), and the
 * messages' table keys each message once and refuses a template name that is not one.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 028 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '028');

  it('leaves old bookings opted out and keys each WhatsApp message once', async () => {
    await suite.migrateEarlier();
    const old = await insertOldBooking(suite.db.pool);
    await copyFile(
      join(MIGRATIONS_DIR, '028_whatsapp_messages.sql'),
      join(suite.dir, '028_whatsapp_messages.sql'),
    );
    await migrateDatabase(suite.db.directUrl, suite.dir);
    const pool = suite.db.pool;

    expect((await pool.query('SELECT whatsapp_opt_in FROM bookings WHERE id = $1', [old])).rows).toEqual([
      { whatsapp_opt_in: false },
    ]);
    const insert = (key: string, template = 'booking_confirmation') =>
      pool.query('INSERT INTO whatsapp_messages (booking_id, template, message_key) VALUES ($1, $2, $3)', [
        old,
        template,
        key,
      ]);
    await insert('booking_confirmation/1');
    await expect(insert('booking_confirmation/1')).rejects.toThrow(/unique|duplicate/i);
    await expect(insert('x/1', "promo'; DROP TABLE bookings; --")).rejects.toThrow(/check/i);
    expect((await pool.query('SELECT tries, sent_at FROM whatsapp_messages')).rows).toEqual([
      { tries: 0, sent_at: null },
    ]);
  });
});
