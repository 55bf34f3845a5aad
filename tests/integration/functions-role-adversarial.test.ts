/**
 * The functions' database role, as deployed: granted what docs/database.md says (the output of
 * `npm run db:grants`), a staff member can be sent a link and sign in and the sweep runs to its
 * end; a grant taken away makes the statement that needs it fail; and a stolen connection of that
 * role can neither disable the audit log's triggers nor empty it (the reason the functions do not
 * run as the owner). Roles need a real server: PostgreSQL only (CI).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import signInFn from '../../functions/admin-sign-in.ts';
import { FUNCTIONS_GRANTS, type GrantsTarget, grantsSql } from '../../src/server/db/grants.ts';
import { appendAudit } from '../../src/server/repositories/audit-log.ts';
import { upsertStaff } from '../../src/server/repositories/staff.ts';
import { callAdmin, linkTokenFor, signedIn } from './helpers/admin.ts';
import { api, SWEEP_SECRET, startTestApp, type TestApp } from './helpers/app.ts';
import {
  databaseKinds,
  migrationDatabaseKinds,
  openTestDatabase,
  type TestDatabase,
} from './helpers/database.ts';

const roleKinds = databaseKinds().filter((kind) => kind === 'postgres');

describe.each(migrationDatabaseKinds())('the list of grants and the migrated schema (%s)', (kind) => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  }, 180_000);
  afterAll(async () => {
    await db?.stop();
  });

  it('names every table and view, and nothing else', async () => {
    const { rows } = await db.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(Object.keys(FUNCTIONS_GRANTS).sort());
  });

  it('has no sequence but the identity columns’ own, which need no grant', async () => {
    const { rows } = await db.pool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'S'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'i')`,
    );
    expect(rows).toEqual([]);
  });

  it('applies to it: each table gets what the list says and nothing more', async () => {
    await db.pool.query(`DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'grants_probe') THEN
          CREATE ROLE grants_probe NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
      END $$`);
    const { rows: named } = await db.pool.query<{ name: string }>('SELECT current_database() AS name');
    await db.pool.query(grantsSql({ role: 'grants_probe', database: named[0]?.name ?? '' }));
    const { rows } = await db.pool.query<{ name: string; privileges: string[] }>(
      `SELECT c.relname AS name,
              ARRAY(SELECT p FROM unnest(ARRAY['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE']) p
                    WHERE has_table_privilege('grants_probe', c.oid, p)) AS privileges
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v') ORDER BY 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.privileges]))).toEqual(
      Object.fromEntries(Object.entries(FUNCTIONS_GRANTS).map(([name, g]) => [name, [...g.privileges]])),
    );
  });
});

/** The SQL block of docs/database.md's "The functions' role", for one database, role created. */
function documentedGrants(doc: string, target: GrantsTarget): string {
  const section = doc.slice(doc.indexOf("## The functions' role"));
  const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .filter((line) => !line.startsWith('CREATE ROLE'))
    .join('\n')
    .replaceAll('DATABASE tours ', `DATABASE ${target.database} `)
    .replaceAll('tours_app', target.role);
}

describe.each(roleKinds)('the functions as their role, granted as documented (%s)', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    const doc = await readFile(new URL('../../docs/database.md', import.meta.url), 'utf8');
    app = await startTestApp(kind, { grants: (target) => documentedGrants(doc, target) });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('connects as a role that owns nothing', async () => {
    const client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ who: string; owns: string }>(
        `SELECT current_user AS who,
                (SELECT count(*) FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles
                  WHERE rolname = current_user))::text AS owns`,
      );
      expect(rows[0]).toEqual({ who: 'tours_app', owns: '0' });
    } finally {
      await client.end();
    }
  });

  it('sends a staff member a link, signs them in, and runs the sweep to its end', async () => {
    const cookie = await signedIn(app, 'owner@tours.example', 'owner', 'Awa Owner');
    expect(cookie).toMatch(/=/);
    // A second link drops the first (DELETE), and the devices' clean-up ran at sign-in.
    const again = await callAdmin(signInFn, {
      path: '/api/admin/sign-in',
      body: { email: 'owner@tours.example' },
    });
    expect(again.status).toBe(200);
    const sweep = await api.sweep(SWEEP_SECRET);
    expect(sweep.status).toBe(200);
    expect(sweep.body.ok).toBe(true);
  });
});

describe.each(roleKinds)('a grant taken away (%s)', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    const withoutDelete = {
      ...FUNCTIONS_GRANTS,
      staff_sign_in_links: { privileges: ['SELECT', 'INSERT', 'UPDATE'] as const, why: 'test' },
    };
    app = await startTestApp(kind, { grants: (target) => grantsSql(target, withoutDelete) });
  }, 180_000);
  afterAll(async () => {
    await app?.stop();
  });

  it('makes the sign-in link request fail and sends no link', async () => {
    await upsertStaff(app.db.pool, 'owner@tours.example', 'Awa Owner', 'owner');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const sent = await callAdmin(signInFn, {
        path: '/api/admin/sign-in',
        body: { email: 'owner@tours.example' },
      });
      expect(sent.status).toBe(500);
      const said = logged.mock.calls.flat().map((v) => (v instanceof Error ? v.message : String(v)));
      expect(said.join(' ')).toMatch(/permission denied for table staff_sign_in_links/);
    } finally {
      logged.mockRestore();
    }
    expect(await linkTokenFor(app, 'owner@tours.example')).toBeNull();
  });
});

describe.each(roleKinds)('a stolen connection of the functions’ role (%s)', (kind) => {
  let app: TestApp;
  let client: pg.Client;

  beforeAll(async () => {
    app = await startTestApp(kind);
    const owner = await upsertStaff(app.db.pool, 'owner@tours.example', 'Awa Owner', 'owner');
    await appendAudit(app.db.pool, { staffId: owner.id, action: 'note', bookingId: null, reason: 'kept' });
    client = new pg.Client({ connectionString: app.db.url });
    await client.connect();
  }, 180_000);
  afterAll(async () => {
    await client?.end();
    await app?.stop();
  });

  it.each([
    ['disable the audit triggers', 'ALTER TABLE staff_audit DISABLE TRIGGER USER'],
    ['drop an audit trigger', 'DROP TRIGGER staff_audit_no_change ON staff_audit'],
    ['empty the audit log', 'TRUNCATE staff_audit'],
    ['rewrite an audit entry', "UPDATE staff_audit SET reason = 'edited'"],
    ['delete audit entries', 'DELETE FROM staff_audit'],
    ['add a staff member', "INSERT INTO staff (email, name, role) VALUES ('x@evil.example', 'X', 'owner')"],
    ['promote a staff member', "UPDATE staff SET role = 'owner'"],
    ['record a migration', "INSERT INTO schema_migrations (name) VALUES ('999_evil.sql')"],
    ['create a table', 'CREATE TABLE evil (id int)'],
    ['change a table', 'ALTER TABLE bookings DROP COLUMN notes'],
  ])('cannot %s', async (_what, sql) => {
    await expect(client.query(sql)).rejects.toThrow(/permission denied|must be owner/);
  });

  it('leaves the audit log whole, its triggers on', async () => {
    const { rows } = await app.db.pool.query<{ entries: string; enabled: string }>(
      `SELECT (SELECT count(*) FROM staff_audit)::text AS entries,
              (SELECT count(*) FROM pg_trigger WHERE tgrelid = 'staff_audit'::regclass
                AND NOT tgisinternal AND tgenabled = 'O')::text AS enabled`,
    );
    expect(rows[0]).toEqual({ entries: '1', enabled: '2' });
  });

  it('is what the owner is not: the owner could switch the triggers off', async () => {
    const owner = new pg.Client({ connectionString: app.db.directUrl });
    await owner.connect();
    try {
      await owner.query('BEGIN');
      await expect(owner.query('ALTER TABLE staff_audit DISABLE TRIGGER USER')).resolves.toBeDefined();
      await owner.query('ROLLBACK');
    } finally {
      await owner.end();
    }
  });
});
