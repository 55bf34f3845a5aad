/**
 * `npm run dev`: work on the site with hot reload. Writes the content (CMS or sample dataset, with
 * its French) once, then runs the embedded database, the payment simulator, `astro dev` for pages
 * and islands, and the functions, route rules, trailing-slash rule and headers in front of it, on
 * the same ports as `npm start`. Ctrl-C stops it all. See docs/development.md.
 */
import './lib/load-env-file.ts';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allowedHostsFromEnv, compileRedirects } from '../src/content/redirects.ts';
import { runContentPipeline } from './lib/content-pipeline.ts';
import { startDevServer } from './lib/dev-server.ts';
import { startLocalPlatform } from './lib/local-platform.ts';
import { startSettingsOrExit, stopOnSignals } from './lib/platform-settings.ts';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.env['ASTRO_TELEMETRY_DISABLED'] ??= '1';
const allowedHosts = allowedHostsFromEnv(process.env['REDIRECT_ALLOWED_HOSTS']);

const content = await runContentPipeline({
  strict: false,
  redirectAllowedHosts: allowedHosts,
  rootDir: projectRoot,
});
const cmsRedirects = compileRedirects(content.en.settings.routeRules, allowedHosts);

const settings = await startSettingsOrExit(projectRoot, 'npm run dev');
const platform = await startLocalPlatform({
  ...settings,
  projectRoot,
  startSite: (options) => startDevServer({ ...options, cmsRedirects }),
  watchFunctions: true,
});
const { siteUrl } = platform;
console.log(
  `\nDevelopment server (hot reload):\n${platform.services.map((line) => `  - ${line}`).join('\n')}`,
);
console.log(`\n  Site: ${siteUrl}  (English)   ${siteUrl}/fr  (French)`);
console.log('  Edit src/ and the page reloads; edit functions/ and the next call uses the new code.');
console.log('  Content changes (CMS, dataset, translations) need a restart. Ctrl-C stops everything.\n');
stopOnSignals(() => platform.stop());
