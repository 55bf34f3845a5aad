/**
 * Makes the database a URL names empty: dropped if it exists (ending its connections), then
 * created, on the server the URL points to. The browser tests run the site on a real PostgreSQL
 * this way when CI provides one (playwright.config.ts).
 *
 *   node scripts/fresh-database.ts postgresql://user@host:port/name
 */
import pg from 'pg';

const target = new URL(process.argv[2] ?? '');
const name = decodeURIComponent(target.pathname.slice(1));
// Only names the test runs make: the name goes into SQL as an identifier.
if (!/^[a-z][a-z0-9_]{0,62}$/.test(name)) {
  console.error(`fresh-database: refusing database name "${name}"`);
  process.exit(2);
}
const server = new URL(target);
server.pathname = '/postgres';
const admin = new pg.Client({ connectionString: server.toString() });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
console.log(`fresh-database: ${name} is empty`);
