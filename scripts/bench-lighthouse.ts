/**
 * Lighthouse (mobile, simulated throttling) on the built site served compressed by the local
 * platform's site server: home, a package, a blog post and an activity, in English and French,
 * and a plain control page (a heading and a paragraph) from the same server in the same run. Runs
 * take turns page after page, so the control shares the machine's moments with the pages; each
 * page's medians are printed beside the control's, with the differences and the goal (performance
 * 100, LCP at most 0.8 s, TBT within 50 ms of the control). A benchmark: it fails only when
 * Lighthouse itself fails. A first, discarded run warms the browser up, and one request of each
 * page and of every file it names warms the server's cache, as a CDN's is warm for a visitor.
 *
 *   node scripts/bench-lighthouse.ts [--dist dir] [--runs n] [--pages /,/fr] [--save dir]
 *
 * `--save` keeps each run's report (JSON, with its trace's figures) for a closer look.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { CONTROL_HTML, type LighthouseRun, medians, summaryTable } from './lib/lighthouse-summary.ts';
import { startSiteServer } from './lib/site-server.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The control page's file beside the site's (no page of the site has this name). */
const CONTROL_PATH = '/lighthouse-control';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    save: { type: 'string' },
  },
});
const publishDir = resolve(projectRoot, values.dist);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}: run \`npm run build\` first.`);
  process.exit(1);
}
const pages = values.pages ? values.pages.split(',').filter(Boolean) : defaultPages();
const saveDir = values.save ? resolve(values.save) : undefined;
if (saveDir) await mkdir(saveDir, { recursive: true });

const served = await withControlPage(publishDir);
const server = await startSiteServer({ projectRoot, publishDir: served, port: 0, log: () => {} });
const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chrome-'));
const chrome = await launchChrome(profile);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const loadBefore = load();
const measured = new Map<string, LighthouseRun[]>();
let failed = false;
try {
  // One discarded run first: a cold browser otherwise charges its start-up to whichever page comes
  // first (home measured about 150 ms more blocking time on a first run than on a second one).
  await lighthouse(`${server.url}/404.html`, { port: chrome.port, output: 'json', logLevel: 'error' });
  await warmEdgeCache(server.url, [CONTROL_PATH, ...pages]);
  for (let run = 1; run <= runs; run += 1) {
    for (const page of [CONTROL_PATH, ...pages]) {
      const figures = await measure(page, run);
      measured.set(page, [...(measured.get(page) ?? []), figures]);
      console.log(
        `run ${run}/${runs} ${page}: perf ${figures.perf}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, ` +
          `TBT ${Math.round(figures.tbtMs)} ms`,
      );
    }
  }
} catch (error) {
  failed = true;
  console.error(`Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  const exited =
    chrome.process.exitCode === null ? new Promise((done) => chrome.process.once('exit', done)) : null;
  chrome.process.kill('SIGTERM');
  await exited;
  await server.stop();
  await rm(served, { recursive: true, force: true });
  // Chromium's helpers may still be letting go of the profile for a moment.
  await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
}

const controlRuns = measured.get(CONTROL_PATH) ?? [];
if (controlRuns.length > 0) {
  const control = medians(controlRuns);
  const rows = pages.flatMap((page): Array<[string, LighthouseRun]> => {
    const pageRuns = measured.get(page);
    return pageRuns ? [[page, medians(pageRuns)]] : [];
  });
  console.log(
    `\nLighthouse, medians of ${runs} run${runs > 1 ? 's' : ''} per page (mobile, simulated throttling, ` +
      `compressed responses); Δ: against the control page of the same run`,
  );
  console.log(`Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after\n`);
  console.log(summaryTable(control, rows));
}
process.exit(failed ? 1 : 0);

/** One Lighthouse run of one page, its report kept when asked. */
async function measure(page: string, run: number): Promise<LighthouseRun> {
  const result = await lighthouse(`${server.url}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
  if (saveDir) {
    const name = `${page.replace(/^\//, '').replaceAll('/', '_') || 'home'}-${run}.json`;
    await writeFile(join(saveDir, name), JSON.stringify(result.lhr));
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

/**
 * Asks the server once for each page and every file it names, so that every run finds them in its
 * cache as a visitor finds them in the CDN's (the first request of a file otherwise goes through
 * the local platform's whole chain, and the first run of each page measured that).
 */
async function warmEdgeCache(origin: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const brotli = { headers: { 'accept-encoding': 'br' } };
    const html = await (await fetch(`${origin}${path}`, brotli)).text();
    const named = new Set<string>();
    for (const [, attribute = ''] of html.matchAll(/\b(?:src|href|srcset|imagesrcset)="([^"]+)"/g)) {
      for (const candidate of attribute.split(',')) {
        const url = candidate.trim().split(/\s+/)[0]?.replaceAll('&amp;', '&') ?? '';
        if (url.startsWith('/') && !url.startsWith('//')) named.add(url);
      }
    }
    await Promise.all([...named].map(async (url) => (await fetch(`${origin}${url}`, brotli)).arrayBuffer()));
  }
}

/** Home and the first package, post and activity, in English then French. */
function defaultPages(): string[] {
  const firstPage = (folder: string) => {
    const dir = join(publishDir, folder);
    const name = existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.html') && file !== 'search.html')
          .sort()[0]
      : undefined;
    return name ? `/${folder}/${name.replace(/\.html$/, '')}` : undefined;
  };
  const paths = ['/', firstPage('packages'), firstPage('blog'), firstPage('activities')].filter(
    (path): path is string => path !== undefined,
  );
  return [...paths, ...paths.map((path) => (path === '/' ? '/fr' : `/fr${path}`))];
}

/**
 * The built site with the control page beside its pages: a folder of links to the build's entries
 * and the control's file, so the control is served by the same path as the pages (same headers,
 * same compression, same time to answer).
 */
async function withControlPage(dist: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'lighthouse-site-'));
  for (const entry of await readdir(dist)) await symlink(join(dist, entry), join(folder, entry));
  await writeFile(join(folder, `${CONTROL_PATH.slice(1)}.html`), CONTROL_HTML);
  return folder;
}

interface Chrome {
  port: number;
  process: ChildProcess;
}

/** Starts Chromium with a DevTools port of its choosing and reads the port it prints. */
function launchChrome(profileDir: string): Promise<Chrome> {
  const executable = CHROMIUM_PATH;
  const child = spawn(
    executable,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(
      () => fail(new Error(`Chromium did not start: ${output.slice(0, 500)}`)),
      30_000,
    );
    child.on('error', (error) => fail(new Error(`cannot run ${executable}: ${error.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done({ port: Number(match[1]), process: child });
      }
    });
  });
}
