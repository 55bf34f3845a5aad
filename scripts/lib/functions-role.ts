/**
 * The functions connected as their own role, granted what `npm run db:grants` prints, as deployed:
 * what the integration tests and the bundles' checks use on PostgreSQL, so a statement the list in
 * `src/server/db/grants.ts` does not allow fails there rather than in production.
 */
import pg from 'pg';
import { DEPLOYED_TARGET, type GrantsTarget, grantsSql } from '../../src/server/db/grants.ts';

/**
 * Creates the role on the server once (roles belong to the server, not to a database), grants it
 * `grants` on the database of `directUrl` as the owner, and answers `ownerUrl` (direct or pooled)
 * with the role's name in it. Fails with what to do when the pooler does not know the role.
 */
export async function functionsRoleUrl(
  directUrl: string,
  ownerUrl: string,
  grants: (target: GrantsTarget) => string = grantsSql,
): Promise<string> {
  const owner = new pg.Client({ connectionString: directUrl });
  await owner.connect();
  let target: GrantsTarget;
  try {
    const { rows } = await owner.query<{ name: string }>('SELECT current_database() AS name');
    target = { role: DEPLOYED_TARGET.role, database: rows[0]?.name ?? '' };
    // Two processes may create it at once: the loser's error is the role already there.
    await owner.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${target.role}') THEN
          CREATE ROLE ${target.role} LOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    await owner.query(grants(target));
  } finally {
    await owner.end();
  }
  const url = new URL(ownerUrl);
  url.username = target.role;
  url.password = '';
  const probe = new pg.Client({ connectionString: url.toString() });
  try {
    await probe.connect();
  } catch (error) {
    throw new Error(
      `the functions' role ${target.role} cannot connect to ${url.host} (${(error as Error).message}): ` +
        'a PgBouncer started before the role was listed lacks it; restart it (scripts/pooled-postgres.ts)',
    );
  } finally {
    await probe.end().catch(() => undefined);
  }
  return url.toString();
}
