/**
 * Applies pending migrations from db/migrations/ (`npm run db:migrate`).
 * With `DATABASE_URL`: that database. Without: the embedded database that `npm start` uses
 * (`<DATA_DIR>/pg`, `.data/pg` by default), opened just for this run; stop `npm start` first, since
 * an embedded database has one owner at a time.
 */
import './lib/load-env-file.ts';
import { join } from 'node:path';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';

const url = process.env.DATABASE_URL?.trim();
const embedded = url
  ? null
  : await startEmbeddedPostgres({ dataDir: join(process.env.DATA_DIR?.trim() || '.data', 'pg'), port: 0 });
try {
  const result = await migrateDatabase(url ?? embedded?.url ?? '');
  for (const name of result.applied) console.log(`applied  ${name}`);
  console.log(`${result.applied.length} applied, ${result.skipped.length} already there.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
