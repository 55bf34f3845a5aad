/**
 * A booking's money has one definition (migration 013): the amount paid follows from the payment
 * attempts through a trigger, and owed back, left to pay and status are generated columns. No code
 * may write them: this finds any SQL in the functions, the server code or the commands that sets
 * them on `bookings` (the database refuses it too, see tests/integration/booking-money.test.ts).
 * What the agency sent back (`excess_returned`) is a recorded fact, written by one statement only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;
const MONEY_COLUMNS = ['amount_paid', 'status', 'left_to_pay', 'owed_back'];
const SENT_BACK = ['excess_returned'];
const SENT_BACK_WRITER = 'src/server/repositories/sent-back.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs|js|sql)$/.test(entry.name) ? [path] : [];
  });
}

/** Each statement that writes one of `columns` of `bookings`, as found in the text. */
function moneyWritesIn(source: string, columns = MONEY_COLUMNS): string[] {
  const found: string[] = [];
  const column = new RegExp(`\\b(?:\\w+\\.)?(${columns.join('|')})\\s*=`, 'i');
  // An UPDATE's SET list runs to its WHERE, FROM or RETURNING (or the end of the string).
  for (const match of source.matchAll(
    /UPDATE\s+bookings\b(?:\s+(?:AS\s+)?\w+)?\s+SET\b([\s\S]*?)(?:\bWHERE\b|\bFROM\b|\bRETURNING\b|[`'"]\s*[,)])/gi,
  )) {
    const set = match[1] ?? '';
    // Only the assignments at the top level: a column named on the right-hand side is a read.
    const assigned = set.split(/,(?![^(]*\))/).map((part) => part.split('=')[0] ?? '');
    if (assigned.some((target) => column.test(`${target}=`))) found.push(match[0].replace(/\s+/g, ' '));
  }
  for (const match of source.matchAll(/INSERT\s+INTO\s+bookings\s*\(([^)]*)\)/gi)) {
    const names = (match[1] ?? '').split(',').map((c) => c.trim().toLowerCase());
    if (names.some((c) => columns.includes(c))) found.push(match[0].replace(/\s+/g, ' '));
  }
  return found;
}

describe('writes of a booking’s money', () => {
  it('finds the writes it is meant to find', () => {
    expect(
      moneyWritesIn('`UPDATE bookings b SET amount_paid = b.amount_paid + $2, updated_at = now() WHERE`'),
    ).toHaveLength(1);
    expect(moneyWritesIn("'UPDATE bookings SET status = $1 WHERE id = $2'")).toHaveLength(1);
    expect(moneyWritesIn('`UPDATE bookings SET owed_back = owed_back - o.owed FROM o`')).toHaveLength(1);
    expect(
      moneyWritesIn('`INSERT INTO bookings (code, total, amount_paid) VALUES ($1, $2, $3)`'),
    ).toHaveLength(1);
    expect(
      moneyWritesIn('`UPDATE bookings SET cancelled_at = $2 WHERE id = $1 RETURNING amount_paid`'),
    ).toEqual([]);
    expect(moneyWritesIn('`INSERT INTO bookings (code, total) VALUES ($1, $2)`')).toEqual([]);
  });

  it('happen nowhere in the functions, the server code or the commands', () => {
    const files = ['src', 'functions', 'scripts'].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(files.length).toBeGreaterThan(50);
    const writes = files.flatMap((file) =>
      moneyWritesIn(readFileSync(file, 'utf8')).map((sql) => `${relative(root, file)}: ${sql}`),
    );
    expect(writes).toEqual([]);
  });

  it('record what was sent back in one statement, in one file', () => {
    expect(
      moneyWritesIn('`UPDATE bookings SET excess_returned = excess_returned + $2 WHERE`', SENT_BACK),
    ).toHaveLength(1);
    const files = ['src', 'functions', 'scripts'].flatMap((dir) => sourceFiles(join(root, dir)));
    const writes = files.flatMap((file) =>
      moneyWritesIn(readFileSync(file, 'utf8'), SENT_BACK).map(() => relative(root, file)),
    );
    expect(writes).toEqual([SENT_BACK_WRITER]);
  });
});
