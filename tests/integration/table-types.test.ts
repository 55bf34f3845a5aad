/**
 * `src/server/db/tables.ts` is generated from the migrations: regenerating it from a freshly migrated
 * database (PGlite, and PostgreSQL too when there is one) gives the committed file byte for byte.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_TYPES_FILE, tableTypesOf } from '../../scripts/lib/table-types.ts';
import { migrationDatabaseKinds, openTestDatabase, type TestDatabase } from './helpers/database.ts';

const root = new URL('../../', import.meta.url);

describe.each(migrationDatabaseKinds())('the generated row types (%s)', (kind) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => db?.stop());

  it('match the migrations', async () => {
    const committed = await readFile(new URL(TABLE_TYPES_FILE, root), 'utf8');
    const fresh = await tableTypesOf(db.directUrl);
    expect(
      fresh,
      `${TABLE_TYPES_FILE} is out of date with db/migrations: run \`npm run db:types\` and commit it`,
    ).toBe(committed);
  });
});
