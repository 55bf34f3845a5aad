/**
 * SQL lives in one layer (CONTRIBUTING.md, Layers): the statements the functions run are in
 * `src/server/repositories/` (and the pool, transactions and migrations in `src/server/db/`);
 * services, the back office's actions and views, and the functions call repository functions.
 * This finds a statement sent from anywhere else, and names the file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const SQL_HOMES = ['src/server/repositories/', 'src/server/db/'];

/** A statement sent through `pg` (`db.query(...)`, `client.query<Row>(...)`), on any receiver. */
const QUERY_CALL = /\.query\s*[<(]/g;

function queryLines(source: string): number[] {
  return [...source.matchAll(QUERY_CALL)].map((m) => source.slice(0, m.index).split('\n').length);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('the SQL layer', () => {
  it('sends no statement from src/server or functions/ outside the repositories and db/', () => {
    const found = [...sourceFiles('src/server'), ...sourceFiles('functions')]
      .filter((file) => !SQL_HOMES.some((home) => file.startsWith(home)))
      .flatMap((file) => queryLines(readFileSync(join(root, file), 'utf8')).map((line) => `${file}:${line}`));
    expect(found, 'move these statements into a repository (src/server/repositories/)').toEqual([]);
  });

  it('finds a statement however it is written, and leaves other uses of the word alone', () => {
    expect(queryLines("await db.query('SELECT 1')")).toEqual([1]);
    expect(
      queryLines('const { rows } = await client.query<{ id: string }>(\n  `SELECT id FROM bookings`,\n)'),
    ).toEqual([1]);
    expect(queryLines("x\nawait tx.query (\n'UPDATE bookings SET spots = 2')")).toEqual([2]);
    expect(queryLines('const query = url.searchParams; bookingQueryFrom(query);')).toEqual([]);
    expect(queryLines('export async function listBookings(db: Db, query: BookingQuery) {}')).toEqual([]);
  });
});
