/**
 * Migration 035 over bookings already there: each has an empty note for the guide, and the column
 * takes a line break but refuses a longer note or a control character, whoever writes it.
 */
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrateDatabase } from '../../../src/server/db/migrate.ts';
import { migrationDatabaseKinds } from '../helpers/database.ts';
import { insertOldBooking, migrationSuite } from '../helpers/migrations.ts';

describe.each(migrationDatabaseKinds())('migration 035 on existing data (%s)', (kind) => {
  const suite = migrationSuite(kind, '035');

  it('gives old bookings an empty note and keeps control characters out of it', async () => {
    await suite.migrateEarlier();
    const old = await insertOldBooking(suite.db.pool);
    await copyFile(join(MIGRATIONS_DIR, '035_guide_note.sql'), join(suite.dir, '035_guide_note.sql'));
    await migrateDatabase(suite.db.directUrl, suite.dir);
    const pool = suite.db.pool;
    const note = async () =>
      (await pool.query('SELECT guide_note FROM bookings WHERE id = $1', [old])).rows[0]?.guide_note;
    const write = (text: string) =>
      pool.query('UPDATE bookings SET guide_note = $2 WHERE id = $1', [old, text]);

    expect(await note()).toBe('');
    await write('Hôtel La Falaise, 6 h\nvegetarian');
    expect(await note()).toBe('Hôtel La Falaise, 6 h\nvegetarian');
    for (const bad of ['x'.repeat(301), 'tab\there', 'bell\u0007', 'c1\u0085', 'return\r']) {
      await expect(write(bad)).rejects.toThrow(/bookings_guide_note_text/);
    }
    await write('é'.repeat(300));
    expect(await note()).toBe('é'.repeat(300));
  });
});
