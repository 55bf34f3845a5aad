/**
 * Regenerates `src/server/db/tables.ts` (`npm run db:types`): migrates a throw-away embedded
 * database with db/migrations and writes one interface per table. Run it after adding a migration;
 * `tests/integration/table-types.test.ts` fails while the committed file is stale.
 */
import { writeFile } from 'node:fs/promises';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';
import { TABLE_TYPES_FILE, tableTypesOf } from './lib/table-types.ts';

const embedded = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
try {
  await migrateDatabase(embedded.url);
  await writeFile(TABLE_TYPES_FILE, await tableTypesOf(embedded.url));
  console.log(`wrote ${TABLE_TYPES_FILE}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await embedded.stop();
}
