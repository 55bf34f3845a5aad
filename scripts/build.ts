/**
 * `npm run build`: content -> French -> generated JSON -> Astro pages -> checkout prefetch on trip pages -> service worker -> `_headers` (CSP with the
 * hashes of the inline scripts) -> local image variants -> `_redirects`. Flags: `--strict-translations` (deploys: fail on any text left in English),
 * `--out-dir <dir>` (build somewhere other than `dist`).
 */
import './lib/load-env-file.ts';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'astro';
import { allowedHostsFromEnv, compileRedirects } from '../src/content/redirects.ts';
import { DEFAULT_DATASET_PATH, sanityConfigFromEnv } from '../src/content/sanity-config.ts';
import { CATALOGUE_FILE } from '../src/content/site-content.ts';
import { addCheckoutPrefetch } from './lib/checkout-prefetch.ts';
import { runContentPipeline } from './lib/content-pipeline.ts';
import { generateLocalImages } from './lib/local-images.ts';
import { writeSecurityHeaders } from './lib/security-headers.ts';
import { buildServiceWorker } from './lib/service-worker.ts';

const { values } = parseArgs({
  options: {
    'strict-translations': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist' },
  },
});

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const outDir = resolve(values['out-dir']);
process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
const redirectAllowedHosts = allowedHostsFromEnv(process.env.REDIRECT_ALLOWED_HOSTS);

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).length;
}

async function writeRedirects(rules: Parameters<typeof compileRedirects>[0]) {
  const body = compileRedirects(rules, redirectAllowedHosts);
  const file = join(outDir, '_redirects');
  // Keep rules a `public/_redirects` may have copied in; CMS rules come first (first match wins).
  const existing = existsSync(file) ? await readFile(file, 'utf8') : '';
  await writeFile(file, `${body}${existing}`);
  return body.split('\n').filter((line) => line && !line.startsWith('#')).length;
}

async function main() {
  const content = await runContentPipeline({ strict: values['strict-translations'], redirectAllowedHosts });

  const astroStarted = performance.now();
  await build({ root: process.cwd(), outDir, logLevel: 'warn' });
  const pages = await countPages(outDir);
  console.log(`Pages: ${pages} HTML files in ${seconds(astroStarted)}`);
  const prefetch = await addCheckoutPrefetch(outDir);
  console.log(
    `Prefetch: ${prefetch.pages} trip pages fetch their checkout and its ${prefetch.modules} modules at idle`,
  );
  const worker = await buildServiceWorker(process.cwd(), outDir);
  console.log(
    `Service worker: sw.js, ${(worker.gzipBytes / 1024).toFixed(1)} KB gzip, keeps ${worker.precached.join(' and ')} at install, drops scripts and styles outside this deploy's ${worker.assets}`,
  );
  const csp = await writeSecurityHeaders(outDir);
  console.log(
    `Headers: Content-Security-Policy allows ${csp.scripts} inline scripts by hash; chat hosts on ${csp.chatPages} pages`,
  );

  if (sanityConfigFromEnv(process.env)) {
    console.log('Images: served by the Sanity image CDN');
  } else {
    const imagesStarted = performance.now();
    const datasetPath = process.env.CONTENT_DATASET_PATH?.trim() || DEFAULT_DATASET_PATH;
    const images = await generateLocalImages({
      outDir,
      sourceDir: join(dirname(resolve(datasetPath)), 'images'),
      // The e-mails' trip pictures: no page shows that size.
      alsoIn: [CATALOGUE_FILE],
    });
    console.log(
      `Images: ${images.referenced} variants (${images.rendered} rendered, ${images.fromCache} from cache) in ${seconds(imagesStarted)}`,
    );
  }

  const redirects = await writeRedirects(content.en.settings.routeRules);
  console.log(`Redirects: ${redirects} route rules in _redirects`);
  console.log(`Built ${outDir} in ${seconds(started)}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nBuild failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
