/**
 * The build's service worker: `src/service-worker/sw.ts` bundled with its Workbox modules into
 * `dist/sw.js`, with the offline pages it keeps at install (each with its content's hash, so a new
 * deploy's worker fetches them again), the offline mark's words from the catalogue, and the list of
 * the deploy's scripts and styles (its worker drops the others from its cache).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LOCALES } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/messages.ts';
import { WORKER_ATTRIBUTE } from '../../src/site/inline-scripts.ts';
import { BUILT_ASSETS_FOLDER, offlinePath } from '../../src/site/offline-pages.ts';

/** Writes `sw.js` into the built site; returns its gzip weight and what it keeps at install. */
export async function buildServiceWorker(
  projectRoot: string,
  outDir: string,
): Promise<{ gzipBytes: number; precached: string[]; assets: number }> {
  const precache = await Promise.all(
    LOCALES.map(async (locale) => {
      const url = offlinePath(locale);
      const html = await readFile(join(outDir, `${url.slice(1)}.html`));
      return { url, revision: createHash('sha256').update(html).digest('hex').slice(0, 16) };
    }),
  );
  const marks = Object.fromEntries(LOCALES.map((locale) => [locale, t(locale, 'offline.mark')]));
  const assets = (await readdir(join(outDir, BUILT_ASSETS_FOLDER)))
    .sort()
    .map((name) => `${BUILT_ASSETS_FOLDER}${name}`);
  const outfile = join(outDir, 'sw.js');
  await build({
    entryPoints: [resolve(projectRoot, 'src/service-worker/sw.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    logLevel: 'warning',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precache),
      OFFLINE_MARKS: JSON.stringify(marks),
      BUILT_ASSETS: JSON.stringify(assets),
      // Workbox's development logging is left out of the deployed worker.
      'process.env.NODE_ENV': '"production"',
    },
  });
  const worker = await readFile(outfile);
  await stampWorkerVersion(outDir, createHash('sha256').update(worker).digest('hex').slice(0, 12));
  return {
    gzipBytes: gzipSync(worker).length,
    precached: precache.map((entry) => entry.url),
    assets: assets.length,
  };
}

/**
 * Writes the worker's version into every page's registration (`data-worker="/sw.js?v=…"`): a deploy
 * whose worker changed names a new address, which the registration installs at the first visit
 * after the release, without waiting for the browser's own check of the worker's bytes.
 */
async function stampWorkerVersion(outDir: string, version: string): Promise<void> {
  const plain = `${WORKER_ATTRIBUTE}="/sw.js"`;
  for (const name of await readdir(outDir, { recursive: true })) {
    if (!name.endsWith('.html')) continue;
    const file = join(outDir, name);
    const html = await readFile(file, 'utf8');
    if (html.includes(plain))
      await writeFile(file, html.replace(plain, `${WORKER_ATTRIBUTE}="/sw.js?v=${version}"`));
  }
}
