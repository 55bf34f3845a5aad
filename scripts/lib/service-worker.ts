/**
 * The build's service worker: `src/service-worker/sw.ts` bundled with its Workbox modules into
 * `dist/sw.js`, with the offline pages it keeps at install (each with its content's hash, so a new
 * deploy's worker fetches them again) and the offline mark's words from the catalogue.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { LOCALES } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/messages.ts';
import { offlinePath } from '../../src/site/offline-pages.ts';

/** Writes `sw.js` into the built site; returns its gzip weight and what it keeps at install. */
export async function buildServiceWorker(
  projectRoot: string,
  outDir: string,
): Promise<{ gzipBytes: number; precached: string[] }> {
  const precache = await Promise.all(
    LOCALES.map(async (locale) => {
      const url = offlinePath(locale);
      const html = await readFile(join(outDir, `${url.slice(1)}.html`));
      return { url, revision: createHash('sha256').update(html).digest('hex').slice(0, 16) };
    }),
  );
  const marks = Object.fromEntries(LOCALES.map((locale) => [locale, t(locale, 'offline.mark')]));
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
      // Workbox's development logging is left out of the deployed worker.
      'process.env.NODE_ENV': '"production"',
    },
  });
  return {
    gzipBytes: gzipSync(await readFile(outfile)).length,
    precached: precache.map((entry) => entry.url),
  };
}
