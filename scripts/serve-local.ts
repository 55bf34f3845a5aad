/**
 * Serves the already built site with its functions, database and payment simulator, without
 * building: the Playwright web server and the benchmarks use it.
 *
 *   node scripts/serve-local.ts [--fresh-data] [--publish-dir dir]
 *
 * Env: PORT, DB_PORT, SIMULATOR_PORT, DATA_DIR (see docs/configuration.md); `--fresh-data` uses a
 * new temporary data folder, removed on exit, and approves reviews into a copy of the content
 * dataset there (tests never write to the repository's sample content).
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_DATASET_PATH } from '../src/content/sanity-config.ts';
import { startLocalPlatform } from './lib/local-platform.ts';
import { platformSettingsFromEnv, START_DEFAULTS, stopOnSignals } from './lib/platform-settings.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { 'fresh-data': { type: 'boolean', default: false }, 'publish-dir': { type: 'string' } },
});
const publishDir = resolve(projectRoot, values['publish-dir'] ?? 'dist');
if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const settings = platformSettingsFromEnv(process.env, START_DEFAULTS, projectRoot);
const dataDir = values['fresh-data'] ? await mkdtemp(join(tmpdir(), 'site-data-')) : settings.dataDir;
if (values['fresh-data'] && !process.env['CONTENT_DATASET_PATH']) {
  const copy = join(dataDir, 'dataset.ndjson');
  await copyFile(resolve(projectRoot, DEFAULT_DATASET_PATH), copy);
  process.env['CONTENT_DATASET_PATH'] = copy;
}
const platform = await startLocalPlatform({ ...settings, dataDir, projectRoot, publishDir });
console.log(platform.services.map((line) => `  ${line}`).join('\n'));
console.log(`Ready: ${platform.url}`);

stopOnSignals(async () => {
  await platform.stop();
  if (values['fresh-data']) await rm(dataDir, { recursive: true, force: true });
});
