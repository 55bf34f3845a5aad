/**
 * `npm start`: builds the site when its sources changed (or with `--rebuild`), then runs everything
 * on this machine: the database, the payment simulator, the site with its functions, redirects and
 * headers, and the payment sweep. Ctrl-C stops it all; data under `.data/` survives restarts.
 */
import './lib/load-env-file.ts';
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkBuildFreshness } from './lib/build-freshness.ts';
import { startLocalPlatform } from './lib/local-platform.ts';
import { startSettingsOrExit, stopOnSignals } from './lib/platform-settings.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rebuild: { type: 'boolean', default: false } } });

const settings = await startSettingsOrExit(projectRoot, 'npm start');

const freshness = values.rebuild
  ? { stale: true, reason: '--rebuild was asked' }
  : await checkBuildFreshness(projectRoot);
if (freshness.stale) {
  console.log(`Building the site (${freshness.reason})…`);
  const started = Date.now();
  await runBuild();
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} else {
  console.log('The built site is up to date (use --rebuild to build anyway).');
}

const platform = await startLocalPlatform({ ...settings, projectRoot, sampleBookings: true });
const { siteUrl } = platform;
console.log(`\nRunning:\n${platform.services.map((line) => `  - ${line}`).join('\n')}`);
console.log(`\n  Site: ${siteUrl}  (English)   ${siteUrl}/fr  (French)`);
console.log('  Try a payment with 670000000, 670000002 or 690000000 (they succeed) or 670000001 (fails).');
console.log('  Ctrl-C stops everything.\n');
stopOnSignals(() => platform.stop());

function runBuild(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['scripts/build.ts'], { cwd: projectRoot, stdio: 'inherit' });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`the build failed (exit ${code})`))));
  });
}
