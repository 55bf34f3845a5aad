/**
 * The project's documents read well at 100 columns, in a terminal as on the forge. A line may go
 * past only where it cannot be shorter: a URL, or a table row whose cells are already as narrow as
 * they can be (padding that aligns columns does not count as a reason).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sandboxOutcome } from '../../../src/simulator/sandbox-numbers.ts';

const MAX_COLUMNS = 100;
const root = fileURLToPath(new URL('../../../', import.meta.url));

function markdownFiles(): string[] {
  const docs = join(root, 'docs');
  const inDocs = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(docs, name));
  return [join(root, 'README.md'), join(root, 'CONTRIBUTING.md'), ...inDocs];
}

/** Width as a reader sees it: one column per character, not per UTF-16 unit. */
const width = (text: string) => [...text].length;

/** Whether a line is over 100 columns though it could be shorter. */
function tooLong(line: string): boolean {
  if (width(line) <= MAX_COLUMNS) return false;
  if (width(line.replace(/<?https?:\/\/\S+/g, '')) <= MAX_COLUMNS) return false;
  if (/^\s*\|.*\|\s*$/.test(line)) {
    const compact = line
      .trim()
      .replace(/\s*\|\s*/g, ' | ')
      .trim();
    return width(compact) <= MAX_COLUMNS;
  }
  return true;
}

describe('markdown documents', () => {
  it('finds the documents', () => {
    expect(markdownFiles().length).toBeGreaterThanOrEqual(3);
  });

  it.each(markdownFiles().map((file) => [relative(root, file), file]))(
    '%s keeps its lines within 100 columns',
    (_name, file) => {
      const long = readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line: index + 1, width: width(line), text: line }))
        .filter(({ text }) => tooLong(text))
        .map(({ line, width: columns }) => `line ${line}: ${columns} columns`);
      expect(long).toEqual([]);
    },
  );

  it('tells a wrappable line from one that cannot be shorter', () => {
    const words = 'word '.repeat(25);
    expect(tooLong(words)).toBe(true);
    expect(tooLong(`See ${'https://example.com/'.padEnd(120, 'a')} for more.`)).toBe(false);
    expect(tooLong(`| ${'a'.padEnd(60)} | ${'b'.padEnd(60)} |`)).toBe(true);
    expect(tooLong(`| ${'a'.repeat(60)} | ${'b'.repeat(60)} |`)).toBe(false);
  });
});

describe('CONTRIBUTING.md', () => {
  it('lists every number of the payment simulator with the outcome it plays', () => {
    const text = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');
    const rows = text.split('\n').filter((line) => /^\| (\d{9}|any other)/.test(line));
    const words: Record<string, RegExp> = {
      success: /^success$/,
      failure: /^failure$/,
      'success-without-webhook': /never comes/,
      'success-with-duplicate-webhook': /twice/,
      'success-with-late-webhook': /late/,
      'success-after-slow-initiate': /time-out/,
      'pending-forever': /pending/,
    };
    const listed = rows.flatMap((row) => {
      const [numbers = '', outcome = ''] = row
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return [...numbers.matchAll(/\d{9}/g)].map(([phone]) => ({ phone, outcome }));
    });
    expect(listed.length).toBe(17);
    for (const { phone, outcome } of listed) expect(outcome).toMatch(words[sandboxOutcome(phone)] as RegExp);
  });
});
