/**
 * Bundles every function as a deploy does: netlify.toml read by @netlify/config, the bundles made by
 * @netlify/zip-it-and-ship-it into `.netlify/bundles/` (readable folders, not zips). Prints each
 * bundle's size and fails when one is over the budget, when a module that must never ship is in one
 * (named, with the function), or when a file netlify.toml includes is missing from one.
 *
 *   node scripts/bundle-functions.ts [--out dir] [--functions dir]
 *
 * `--functions` bundles another folder of functions with the same settings (to show the checks
 * catch a mistake without touching `functions/`).
 *
 * Budget: measured at 5.2 MB unpacked for the largest bundles (creating a booking, online or by
 * staff: the phone metadata and the e-mail renderer, React DOM's server build with React Email and
 * html-to-text, 2.6 MB of it), 3.8 MB for the review functions (the Sanity client) and 1.7 MB for
 * the smallest, of which about 1.1 MB is Netlify's own bootstrap and telemetry in every bundle.
 * 7 MB per bundle leaves a third for growth, while a stray heavy dependency (PGlite is 26 MB)
 * fails.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { zipFunctions } from '@netlify/zip-it-and-ship-it';
import {
  bundlerConfig,
  entryModule,
  folderBytes,
  forbiddenModules,
  MB,
  modulePath,
} from './lib/function-bundles.ts';
import { readNetlifyConfig } from './lib/netlify-config.ts';

export const BUNDLE_BUDGET_BYTES = 7 * MB;

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '.netlify/bundles' },
    functions: { type: 'string' },
  },
});
const outDir = resolve(projectRoot, values.out);

const { config, warnings } = await readNetlifyConfig(projectRoot);
for (const warning of warnings) console.warn(warning);
const functionsDir = values.functions ? resolve(values.functions) : (config.functionsDirectory as string);
const functionsConfig = bundlerConfig(config.functions ?? {});
const included = ((config.functions?.['*']?.included_files as string[] | undefined) ?? []).filter(
  (path) => !/[*?{]/.test(path),
);
const missingSources = included.filter((path) => !existsSync(join(projectRoot, path)));
if (missingSources.length > 0) {
  console.error(
    `netlify.toml includes ${missingSources.join(', ')}, which the build writes: run npm run build first.`,
  );
  process.exit(1);
}

await rm(outDir, { recursive: true, force: true });
const started = performance.now();
const results = await zipFunctions(functionsDir, outDir, {
  archiveFormat: 'none',
  basePath: projectRoot,
  repositoryRoot: projectRoot,
  config: functionsConfig,
});
console.log(
  `${results.length} functions bundled by zip-it-and-ship-it in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const problems: string[] = [];
const manifest: Array<{ name: string; dir: string; module: string; routes: string[]; bytes: number }> = [];
let total = 0;
for (const result of [...results].sort((a, b) => a.name.localeCompare(b.name))) {
  const dir = join(outDir, result.name);
  const bytes = await folderBytes(dir);
  total += bytes;
  const inputs = (result.inputs ?? []).map((file) => modulePath(projectRoot, file));
  for (const found of forbiddenModules(result.name, inputs)) {
    problems.push(`${found.functionName} ships ${found.module} (${found.what})`);
  }
  for (const path of included) {
    if (!existsSync(join(dir, path))) problems.push(`${result.name} lacks ${path} (included_files)`);
  }
  if (bytes > BUNDLE_BUDGET_BYTES) {
    problems.push(`${result.name} is ${(bytes / MB).toFixed(1)} MB, over ${BUNDLE_BUDGET_BYTES / MB} MB`);
  }
  const module = await handlerModule(dir, result.entryFilename);
  if (!module) problems.push(`${result.name}: its entry point names no handler module`);
  const routes = (result.config as { path?: string[] }).path ?? [];
  manifest.push({ name: result.name, dir, module: module ?? '', routes, bytes });
  console.log(
    `${result.name.padEnd(24)} ${(bytes / MB).toFixed(2).padStart(6)} MB  ${String(inputs.length).padStart(4)} modules  ${result.bundler}`,
  );
}
console.log(
  `${'total'.padEnd(24)} ${(total / MB).toFixed(2).padStart(6)} MB (budget per bundle ${BUNDLE_BUDGET_BYTES / MB} MB)`,
);
await writeFile(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the production bundles:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('No simulator, embedded database, test or local tool in any bundle.');

/** The module Netlify's entry point hands to its bootstrap: the function's own bundled code. */
async function handlerModule(dir: string, entryFilename: string): Promise<string | null> {
  const module = entryModule(await readFile(join(dir, entryFilename), 'utf8'));
  return module && existsSync(join(dir, module)) ? module : null;
}
