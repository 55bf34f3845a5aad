/**
 * The import graph of `src/` and `functions/` has no cycle: between modules, between the parts
 * CONTRIBUTING.md names, and between folders none but the known ones below (each may shrink or go,
 * none may grow or appear). A cycle means no part can be read, tested or moved without the other.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrowsWithin,
  cycles,
  folderOf,
  type Graph,
  grouped,
  importGraph,
  partOf,
  specifiers,
} from './import-graph.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Folder cycles found when this check came in, to be untied rather than added to. */
const KNOWN_FOLDER_CYCLES = [
  ['src/components', 'src/layouts'],
  ['src/content', 'src/content/translation'],
  ['src/i18n', 'src/i18n/catalog'],
  ['src/server', 'src/server/admin', 'src/server/http', 'src/server/reviews', 'src/server/services'],
  ['src/server/mail', 'src/server/repositories', 'src/server/whatsapp'],
];

/** Each cycle of the graph at one scale, with the module arrows that make it. */
function cyclesAt(
  graph: Graph,
  groupOf: (module: string) => string,
): Array<{ cycle: string[]; arrows: string[] }> {
  return cycles(grouped(graph, groupOf)).map((cycle) => ({
    cycle,
    arrows: arrowsWithin(graph, groupOf, cycle),
  }));
}

const newFolderCycles = (graph: Graph) =>
  cyclesAt(graph, folderOf).filter(
    ({ cycle }) => !KNOWN_FOLDER_CYCLES.some((known) => cycle.every((folder) => known.includes(folder))),
  );

describe('the import graph of src/ and functions/', () => {
  const graph = importGraph(root, ['src', 'functions']);

  it('reads the whole project', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('functions/bookings-create.ts')?.size).toBeGreaterThan(0);
    expect([...(graph.get('src/pages/[...lang]/checkout.astro') ?? [])].join(' ')).toMatch(
      /CheckoutIsland\.tsx/,
    );
  });

  it('has no cycle between modules', () => {
    expect(cyclesAt(graph, (module) => module)).toEqual([]);
  });

  it('has no cycle between parts', () => {
    expect(cyclesAt(graph, partOf)).toEqual([]);
  });

  it('has no cycle between folders but the known ones, none larger', () => {
    expect(newFolderCycles(graph)).toEqual([]);
  });
});

describe('the check on a probe with cycles', () => {
  let scratch: string;
  const files: Record<string, string> = {
    'src/a/one.ts': "import { two } from './two.ts';\nexport const one = two;\n",
    'src/a/two.ts': "export { three as two } from './three';\n",
    'src/a/three.ts': "export const three = async () => (await import('./one.ts')).one;\n",
    'src/b/x.ts': "import '../c/y.ts';\n",
    'src/c/z.ts': "import type { W } from '../b/w.ts';\nexport type Z = W;\n",
    'src/b/w.ts': 'export type W = 1;\n',
    'src/c/y.ts': 'export {};\n',
    'src/d/page.astro':
      "---\nimport { one } from '../a/one.ts';\n---\n<p>{one}</p>\n<script>import '../e/e.ts';</script>\n",
    'src/e/e.ts': "import '../d/page.astro';\n",
    'functions/f.ts': "import { one } from '../src/a/one.ts';\nexport default one;\n",
  };

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'import-graph-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(scratch, path)), { recursive: true });
      await writeFile(join(scratch, path), text);
    }
  });
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  it('finds a cycle between modules through re-exports, extensionless and dynamic imports', () => {
    const graph = importGraph(scratch, ['src', 'functions']);
    expect(cyclesAt(graph, (module) => module).map(({ cycle }) => cycle)).toEqual([
      ['src/a/one.ts', 'src/a/three.ts', 'src/a/two.ts'],
      ['src/d/page.astro', 'src/e/e.ts'],
    ]);
  });

  it('finds a cycle between folders with no cycle between modules, type imports counted', () => {
    const graph = importGraph(scratch, ['src', 'functions']);
    const folders = newFolderCycles(graph);
    expect(folders.map(({ cycle }) => cycle)).toContainEqual(['src/b', 'src/c']);
    expect(folders.find(({ cycle }) => cycle.includes('src/b'))?.arrows).toEqual([
      'src/b/x.ts -> src/c/y.ts',
      'src/c/z.ts -> src/b/w.ts',
    ]);
    expect(cyclesAt(graph, partOf).map(({ cycle }) => cycle)).toContainEqual(['src/b', 'src/c']);
  });

  it('reads every form of import, and none of what is not one', () => {
    const text = [
      "import a from './a.ts';",
      "import type { B } from '../b.ts';",
      "export * from './c.ts';",
      "import './d.css';",
      "const e = import('./e.tsx');",
      "import pg from 'pg';",
      "const f = './f.ts';",
    ].join('\n');
    expect(specifiers('src/x.ts', text)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.tsx']);
  });
});
