/**
 * The functions as Netlify deploys them: bundled by Netlify's own bundler (zip-it-and-ship-it) with
 * the `[functions]` settings of netlify.toml read by Netlify's own parser (@netlify/config), then
 * weighed and searched for modules that must never ship (the simulator, PGlite, tests, local tools).
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** What may never reach a production bundle, and why; matched against each bundled module's path. */
export const FORBIDDEN_MODULES: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /(^|\/)src\/simulator\//, what: 'the payment simulator' },
  { pattern: /(^|\/)scripts\/lib\/embedded-postgres\.ts$/, what: 'the embedded database' },
  { pattern: /node_modules\/@electric-sql\//, what: 'PGlite' },
  { pattern: /(^|\/)tests\//, what: 'test code' },
  { pattern: /(^|\/)scripts\//, what: 'a local command or the local platform' },
  {
    pattern: /node_modules\/(?:@netlify\/(?:dev|functions-dev|zip-it-and-ship-it)|vitest)\//,
    what: 'a tool',
  },
];

export interface ForbiddenModule {
  functionName: string;
  module: string;
  what: string;
}

/** The forbidden modules among one bundle's inputs (paths relative to the project root). */
export function forbiddenModules(functionName: string, inputs: readonly string[]): ForbiddenModule[] {
  const found: ForbiddenModule[] = [];
  for (const module of inputs) {
    const rule = FORBIDDEN_MODULES.find(({ pattern }) => pattern.test(module));
    if (rule) found.push({ functionName, module, what: rule.what });
  }
  return found;
}

/**
 * netlify.toml's `[functions]` keys (snake case, as @netlify/config returns them) in the camel case
 * zip-it-and-ship-it takes, as Netlify's build converts them.
 */
export function bundlerConfig(
  functions: Record<string, Record<string, unknown>>,
): Record<string, Record<string, unknown>> {
  const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(
    Object.entries(functions).map(([glob, settings]) => [
      glob,
      Object.fromEntries(Object.entries(settings).map(([key, value]) => [camel(key), value])),
    ]),
  );
}

/** Bytes of every file under a folder. */
export async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** A path as the forbidden rules read it: relative to the project, with forward slashes. */
export function modulePath(projectRoot: string, file: string): string {
  return relative(projectRoot, file).split(sep).join('/');
}

export const MB = 1024 * 1024;

/** The handler module named by Netlify's entry point (`getLambdaHandler('./functions/x.mjs')`). */
export function entryModule(entryPoint: string): string | null {
  return /getLambdaHandler\(\s*['"]\.\/([^'"]+)['"]/.exec(entryPoint)?.[1] ?? null;
}
