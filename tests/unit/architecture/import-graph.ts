/**
 * The project's import graph, read with the TypeScript parser: every relative import, re-export,
 * `import()` and side-effect import of the modules under the given folders (`.astro` files by their
 * frontmatter and scripts), and the cycles in it at three scales: between modules, between the
 * folders they sit in, and between the parts CONTRIBUTING names (`functions/`, and each folder
 * directly under `src/`: domain, server, islands, stores...).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const CODE = /\.(ts|tsx|mts|js|mjs|astro)$/;
const TRIES = ['', '.ts', '.tsx', '.js', '.mjs', '.astro', '/index.ts', '/index.tsx'];

/** Module (path from the root, with `/`) -> the modules it imports. */
export type Graph = Map<string, Set<string>>;

function codeFiles(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((path) => join(folder, path).split(sep).join('/'))
    .filter((path) => CODE.test(path) && !path.endsWith('.d.ts') && statSync(join(root, path)).isFile());
}

/** The code an `.astro` file runs: its frontmatter and its `<script>` elements. */
function astroCode(text: string): string {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return [frontmatter, ...scripts].join('\n');
}

/** The relative specifiers a module imports, in any of the forms the language has. */
export function specifiers(path: string, text: string): string[] {
  const code = path.endsWith('.astro') ? astroCode(text) : text;
  const jsx = path.endsWith('.tsx') || path.endsWith('.astro');
  return ts
    .preProcessFile(code, true, jsx)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => name.startsWith('./') || name.startsWith('../'));
}

/** The module a specifier names, from the root, or null when it is no module of the graph. */
function target(root: string, from: string, specifier: string, modules: Set<string>): string | null {
  const base = relative(root, resolve(root, dirname(from), specifier.replace(/\?.*$/, '')))
    .split(sep)
    .join('/');
  return TRIES.map((end) => base + end).find((path) => modules.has(path)) ?? null;
}

export function importGraph(root: string, folders: string[]): Graph {
  const modules = new Set(folders.flatMap((folder) => codeFiles(root, folder)));
  const graph: Graph = new Map();
  for (const path of [...modules].sort()) {
    const text = readFileSync(join(root, path), 'utf8');
    const to = specifiers(path, text).map((spec) => target(root, path, spec, modules));
    graph.set(path, new Set(to.filter((name): name is string => name !== null && name !== path)));
  }
  return graph;
}

/** The same graph between groups of modules (each module's group by `groupOf`), arrows inside a group left out. */
export function grouped(graph: Graph, groupOf: (module: string) => string): Graph {
  const groups: Graph = new Map();
  for (const [from, tos] of graph) {
    const arrows = groups.get(groupOf(from)) ?? new Set<string>();
    groups.set(groupOf(from), arrows);
    for (const to of tos) if (groupOf(to) !== groupOf(from)) arrows.add(groupOf(to));
  }
  return groups;
}

export const folderOf = (module: string): string => dirname(module);
/** Pages, their components and layouts are one part (CONTRIBUTING.md, Layout): they use each other. */
const PAGES = new Set(['src/pages', 'src/components', 'src/layouts']);
export const partOf = (module: string): string => {
  const [top = '', second = ''] = module.split('/');
  const part = top === 'src' && module.split('/').length > 2 ? `${top}/${second}` : top;
  return PAGES.has(part) ? 'src/pages' : part;
};

/** The graph's cycles: each strongly connected set of more than one node, sorted (Tarjan). */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let top: string | undefined;
    do {
      top = stack.pop();
      if (top === undefined) break;
      onStack.delete(top);
      set.push(top);
    } while (top !== node);
    if (set.length > 1) found.push(set.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

/** The module arrows behind a cycle between groups, to name in a failure. */
export function arrowsWithin(graph: Graph, groupOf: (module: string) => string, members: string[]): string[] {
  const inCycle = new Set(members);
  return [...graph].flatMap(([from, tos]) =>
    [...tos]
      .filter((to) => groupOf(to) !== groupOf(from) && inCycle.has(groupOf(from)) && inCycle.has(groupOf(to)))
      .map((to) => `${from} -> ${to}`),
  );
}
