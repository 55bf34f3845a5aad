/**
 * A fresh, migrated database for a check or a benchmark: a new database on `TEST_POSTGRES_URL`,
 * reached through `TEST_POSTGRES_POOLED_URL` (PgBouncer) when set, as deployed functions reach
 * theirs, and as the functions' role (`npm run db:grants`); without either, the embedded PGlite.
 * Migrations go straight to the server, as the owner.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { functionsRoleUrl } from './functions-role.ts';

export interface ThrowawayDatabase {
  kind: string;
  /** What the functions use: their role on PostgreSQL. */
  url: string;
  /** The owner, through the pooler when there is one (its admin console too). */
  ownerUrl: string;
  directUrl: string;
  stop(): Promise<void>;
}

export async function openThrowawayDatabase(
  env: Readonly<Record<string, string | undefined>> = process.env,
  server = { directUrl: env.TEST_POSTGRES_URL, pooledUrl: env.TEST_POSTGRES_POOLED_URL },
): Promise<ThrowawayDatabase> {
  if (!server.directUrl) {
    const embedded = await startEmbeddedPostgres({ dataDir: 'memory://', port: 0 });
    await migrateDatabase(embedded.url);
    const { url } = embedded;
    return { kind: 'PGlite', url, ownerUrl: url, directUrl: url, stop: () => embedded.stop() };
  }
  const name = `check_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.directUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const directUrl = withDatabase(server.directUrl, name);
  await migrateDatabase(directUrl);
  const ownerUrl = server.pooledUrl ? withDatabase(server.pooledUrl, name) : directUrl;
  return {
    kind: `${server.pooledUrl ? 'PostgreSQL through PgBouncer' : 'PostgreSQL'}, as the functions' role`,
    url: await functionsRoleUrl(directUrl, ownerUrl),
    ownerUrl,
    directUrl,
    async stop() {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
