/**
 * The functions' role's grants come from one list (`src/server/db/grants.ts`): every table names
 * its privileges, every write the server code sends is granted, and docs/database.md quotes what
 * `npm run db:grants` prints. Running the functions as the role on PostgreSQL proves the rest
 * (`tests/integration/functions-role-adversarial.test.ts` and the whole suite in CI).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEPLOYED_TARGET,
  FUNCTIONS_GRANTS,
  functionsRoleSql,
  grantsSql,
  type Privilege,
} from '../../../../src/server/db/grants.ts';

const root = new URL('../../../../', import.meta.url).pathname;
/** Writes of the agency's commands (`staff:add`, `staff:disable`), which run as the owner. */
const OWNER_WRITES = [
  'src/server/repositories/staff.ts: INSERT on staff',
  'src/server/repositories/staff.ts: UPDATE on staff',
];
const OWNER_FUNCTIONS = /\b(upsertStaff|disableStaff)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each table `tables.ts` declares (`AgencyNoticesRow` is `agency_notices`). */
function declaredTables(): string[] {
  const source = readFileSync(join(root, 'src/server/db/tables.ts'), 'utf8');
  return [...source.matchAll(/export interface (\w+)Row\b/g)].map((m) =>
    (m[1] ?? '').replace(/[A-Z]/g, (letter, at: number) => `${at ? '_' : ''}${letter.toLowerCase()}`),
  );
}

/** The privilege and table of each write the SQL strings of `source` name (keywords upper case). */
function writesIn(source: string): Array<{ privilege: Privilege; table: string }> {
  const found: Array<{ privilege: Privilege; table: string }> = [];
  for (const [sql] of source.matchAll(/`[^`]*`|'[^'\n]*'/g)) {
    for (const m of sql.matchAll(/\bINSERT INTO\s+([a-z_]+)/g)) {
      found.push({ privilege: 'INSERT', table: m[1] ?? '' });
      // An upsert updates the table it inserts into.
      if (/\bON CONFLICT\b[\s\S]*\bDO UPDATE\b/.test(sql))
        found.push({ privilege: 'UPDATE', table: m[1] ?? '' });
    }
    for (const m of sql.matchAll(/\bUPDATE\s+([a-z_]+)/g))
      found.push({ privilege: 'UPDATE', table: m[1] ?? '' });
    for (const m of sql.matchAll(/\bDELETE FROM\s+([a-z_]+)/g))
      found.push({ privilege: 'DELETE', table: m[1] ?? '' });
  }
  return found;
}

describe("the functions' role's grants", () => {
  it('names every table tables.ts declares', () => {
    const missing = declaredTables().filter((table) => !(table in FUNCTIONS_GRANTS));
    expect(missing, 'add a line for each to src/server/db/grants.ts').toEqual([]);
  });

  it('grants every write the server code and the functions send', () => {
    const refused: string[] = [];
    for (const file of [...sourceFiles(join(root, 'src/server')), ...sourceFiles(join(root, 'functions'))]) {
      // Migrations run as the owner.
      if (file.endsWith('src/server/db/migrate.ts')) continue;
      for (const { privilege, table } of writesIn(readFileSync(file, 'utf8'))) {
        if (!FUNCTIONS_GRANTS[table]?.privileges.includes(privilege)) {
          refused.push(`${relative(root, file)}: ${privilege} on ${table}`);
        }
      }
    }
    expect([...new Set(refused)]).toEqual(OWNER_WRITES);
  });

  it('leaves the writes only the owner may send to the agency’s commands', () => {
    const callers = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'functions'))]
      .filter((file) => !file.endsWith('src/server/repositories/staff.ts'))
      .filter((file) => OWNER_FUNCTIONS.test(readFileSync(file, 'utf8')));
    expect(callers.map((file) => relative(root, file))).toEqual([]);
  });

  it('finds the writes it is meant to find', () => {
    expect(writesIn('`WITH others AS (DELETE FROM staff_sign_in_links WHERE x) INSERT INTO b (a)`')).toEqual([
      { privilege: 'INSERT', table: 'b' },
      { privilege: 'DELETE', table: 'staff_sign_in_links' },
    ]);
    expect(writesIn('// UPDATE bookings in a comment, not a statement')).toEqual([]);
    expect(writesIn("'UPDATE bookings b SET x = 1'")).toEqual([{ privilege: 'UPDATE', table: 'bookings' }]);
    expect(writesIn('`INSERT INTO rate_limits (a) VALUES (1) ON CONFLICT (a) DO UPDATE SET a = 2`')).toEqual([
      { privilege: 'INSERT', table: 'rate_limits' },
      { privilege: 'UPDATE', table: 'rate_limits' },
    ]);
  });

  it('never lets the role rewrite the audit log, staff or the migrations', () => {
    expect(FUNCTIONS_GRANTS.staff_audit?.privileges).toEqual(['SELECT', 'INSERT']);
    expect(FUNCTIONS_GRANTS.staff?.privileges).toEqual(['SELECT']);
    expect(FUNCTIONS_GRANTS.schema_migrations?.privileges).toEqual([]);
  });

  it('revokes everything before granting the list, in one transaction', () => {
    const sql = grantsSql({ role: 'app', database: 'db' }).trim().split('\n');
    expect(sql[0]).toBe('BEGIN;');
    expect(sql).toContain('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM app;');
    expect(sql.indexOf('REVOKE ALL ON ALL TABLES IN SCHEMA public FROM app;')).toBeLessThan(
      sql.findIndex((line) => line.startsWith('GRANT SELECT')),
    );
    expect(sql).toContain('GRANT SELECT, INSERT, UPDATE, DELETE ON staff_sign_in_links TO app;');
    expect(sql.at(-1)).toBe('COMMIT;');
  });

  it('is quoted whole by docs/database.md', () => {
    const doc = readFileSync(join(root, 'docs/database.md'), 'utf8');
    const section = doc.slice(doc.indexOf("## The functions' role"));
    const block = /```sql\n([\s\S]*?)```/.exec(section)?.[1];
    expect(block, 'paste the output of `npm run db:grants` into docs/database.md').toBe(
      functionsRoleSql(DEPLOYED_TARGET),
    );
  });
});
