/**
 * Starts or stops a throw-away PostgreSQL with PgBouncer in front (transaction pooling, 20 server
 * connections): what CI runs the database tests against, and what you can run them against locally.
 *
 *   eval "$(node scripts/pooled-postgres.ts start)"   # exports TEST_POSTGRES_URL and ..._POOLED_URL
 *   node scripts/pooled-postgres.ts stop <dir>        # the folder `start` printed (POOLED_POSTGRES_DIR)
 */
import { startPooledPostgres, stopPooledPostgres } from './lib/pooled-postgres.ts';

const [command, dir] = process.argv.slice(2);
if (command === 'start') {
  const db = await startPooledPostgres();
  console.log(`export POOLED_POSTGRES_DIR=${db.dir}`);
  console.log(`export TEST_POSTGRES_URL=${db.directUrl}`);
  console.log(`export TEST_POSTGRES_POOLED_URL=${db.pooledUrl}`);
} else if (command === 'stop' && dir) {
  stopPooledPostgres(dir);
} else {
  console.error('usage: node scripts/pooled-postgres.ts start | stop <dir>');
  process.exit(2);
}
