/**
 * Production reaches PostgreSQL through a transaction-mode pooler (PgBouncer, Neon's, Supabase's):
 * consecutive statements may run on different server connections, so nothing may rely on the state
 * of a session. This finds what would break there in the code the functions run. Migrations hold a
 * session lock and run over the direct URL (docs/database.md), so `migrate.ts` is the one exception.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;
const DIRECT_URL_ONLY = new Set(['src/server/db/migrate.ts']);

/** What does not survive transaction pooling, and the pattern that finds it in source text. */
const SESSION_STATE: ReadonlyArray<[what: string, pattern: RegExp]> = [
  ['a session-level SET (use SET LOCAL inside a transaction)', /[`'"]\s*(?:SET|RESET)\s+(?!LOCAL\b)\w/i],
  ['a session-level set_config (pass true: local to the transaction)', /set_config\([^)]*,\s*false\s*\)/i],
  [
    'a session advisory lock (use pg_advisory_xact_lock)',
    /pg_(?:try_)?advisory_(?:un)?lock(?:_shared)?\s*\(/i,
  ],
  ['LISTEN/NOTIFY subscriptions', /[`'"]\s*(?:UN)?LISTEN\s/i],
  ['a prepared statement by name', /[`'"]\s*PREPARE\s|\.query(?:<[^>]*>)?\(\s*\{[^}]*\bname\s*:/is],
  ['a temporary table', /CREATE\s+TEMP(?:ORARY)?\s+TABLE/i],
  ['a cursor kept across transactions', /DECLARE\s+\w+\s+[\w\s]*CURSOR\s+WITH\s+HOLD/i],
];

function sessionStateIn(source: string): string[] {
  return SESSION_STATE.filter(([, pattern]) => pattern.test(source)).map(([what]) => what);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('code that runs through the pooler', () => {
  it('keeps no state in the database session', () => {
    const found = [...sourceFiles('src/server'), ...sourceFiles('functions')]
      .filter((file) => !DIRECT_URL_ONLY.has(file))
      .flatMap((file) =>
        sessionStateIn(readFileSync(join(root, file), 'utf8')).map((what) => `${file}: ${what}`),
      );
    expect(found).toEqual([]);
  });

  it('finds each kind of session state, and leaves updates and transaction-local settings alone', () => {
    expect(sessionStateIn('db.query("SET statement_timeout = \'5s\'")')).toHaveLength(1);
    expect(sessionStateIn('db.query(`SET search_path TO tenant`)')).toHaveLength(1);
    expect(sessionStateIn('db.query("SELECT set_config(\'app.user\', $1, false)")')).toHaveLength(1);
    expect(sessionStateIn("db.query('SELECT pg_advisory_lock($1)', [1])")).toHaveLength(1);
    expect(sessionStateIn("db.query('LISTEN payments')")).toHaveLength(1);
    expect(sessionStateIn("db.query({ name: 'find', text: 'SELECT 1' })")).toHaveLength(1);
    expect(sessionStateIn("db.query('CREATE TEMP TABLE t (a int)')")).toHaveLength(1);
    expect(sessionStateIn("db.query('UPDATE bookings SET amount_paid = $2 WHERE id = $1')")).toEqual([]);
    expect(sessionStateIn('client.query("SET LOCAL statement_timeout = \'5s\'")')).toEqual([]);
    expect(sessionStateIn("client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [k])")).toEqual([]);
    expect(sessionStateIn('client.query("SELECT set_config(\'app.user\', $1, true)")')).toEqual([]);
  });
});
