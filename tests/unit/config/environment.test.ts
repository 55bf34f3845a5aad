/**
 * One schema for the whole environment: `.env.example`, the table of docs/configuration.md and the code
 * agree with `src/config/environment.ts`, name for name.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ENVIRONMENT,
  environmentSchema,
  VARIABLE_DOCS,
  VARIABLE_NAMES,
} from '../../../src/config/environment.ts';

const root = new URL('../../../', import.meta.url).pathname;
const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/** Variables of the operating system, not of the project. */
const SYSTEM = new Set(['PATH', 'HOME', 'NODE_ENV']);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (/\.(?:ts|tsx|mjs|astro)$/.test(entry.name)) files.push(path);
  }
  return files;
}

/** `process.env.NAME`, `process.env['NAME']`, `env.NAME`, `env['NAME']` and `'SIMULATOR_..._MS'` names. */
function namesReadIn(text: string): string[] {
  const names: string[] = [];
  const patterns = [
    /\benv\??\.([A-Z][A-Z0-9_]+)\b/g,
    /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
    /\b(?:required|names?)\b[^;]*?['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/g,
    /:\s*'(SIMULATOR_[A-Z_]+)'/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) names.push(match[1] ?? '');
  return names.filter((name) => name && !SYSTEM.has(name));
}

describe('the environment schema', () => {
  it('lists exactly the variables of .env.example', async () => {
    const text = await readFile(join(root, '.env.example'), 'utf8');
    const names = [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1] ?? '');
    expect(sorted(names)).toEqual(sorted(VARIABLE_NAMES));
    expect(names).toHaveLength(new Set(names).size);
  });

  it("lists exactly the variables of docs/configuration.md's table, with the same readers", async () => {
    const text = await readFile(join(root, 'docs', 'configuration.md'), 'utf8');
    const table = text.slice(text.indexOf('## Every variable'), text.indexOf('## Rate limits'));
    const rows = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`\s*\| ([^|]+?)\s*\|/gm)].map((m) => ({
      name: m[1] ?? '',
      readers: (m[2] ?? '').trim(),
    }));
    expect(sorted(rows.map((r) => r.name))).toEqual(sorted(VARIABLE_NAMES));
    for (const { name, readers } of rows) {
      expect(readers, name).toBe(VARIABLE_DOCS[name as keyof typeof VARIABLE_DOCS].readers.join(', '));
    }
  });

  it('declares every variable the code reads', async () => {
    const files = [
      ...(await sourceFiles('src')),
      ...(await sourceFiles('functions')),
      ...(await sourceFiles('scripts')),
      'astro.config.mjs',
      'playwright.config.ts',
      'tests/integration/helpers/database.ts',
    ];
    const read = new Map<string, string>();
    for (const file of files) {
      for (const name of namesReadIn(await readFile(join(root, file), 'utf8'))) read.set(name, file);
    }
    const undeclared = [...read].filter(([name]) => !(name in ENVIRONMENT)).map(([n, f]) => `${n} (${f})`);
    expect(undeclared).toEqual([]);
    // The scan does find what it looks for.
    expect(read.has('DATABASE_URL') && read.has('SANITY_TOKEN') && read.has('BENCH_URL')).toBe(true);
  });

  it('reads values as the functions use them, and names a malformed one', () => {
    const parsed = v.parse(environmentSchema, {
      DATABASE_URL: ' postgres://u@db.example/app ',
      LOOKUP_RATE_LIMIT: '45',
      FAPSHI_TIMEOUT_MS: '2500',
      EMAIL_API_KEY: '   ',
      UNRELATED: 'x',
    });
    expect(parsed).toMatchObject({
      DATABASE_URL: 'postgres://u@db.example/app',
      LOOKUP_RATE_LIMIT: 45,
      FAPSHI_TIMEOUT_MS: 2500,
      EMAIL_API_KEY: undefined,
    });
    for (const [name, value] of [
      ['LOOKUP_RATE_LIMIT', 'many'],
      ['LOOKUP_RATE_LIMIT', '0'],
      ['BOOKING_RATE_LIMIT', '2.5'],
      ['DATABASE_URL', 'mysql://x'],
      ['FAPSHI_BASE_URL', 'live.fapshi.com'],
      ['RATE_LIMIT_STORE', 'redis'],
    ]) {
      const result = v.safeParse(environmentSchema, { [name as string]: value });
      expect(result.success, `${name}=${value}`).toBe(false);
      expect(result.issues?.[0]?.path?.[0]?.key).toBe(name);
    }
  });
});
