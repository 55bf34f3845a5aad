/**
 * Lighthouse (mobile, simulated throttling) on the built site served compressed by the local
 * platform's site server: home, a package, a blog post and an activity, in English and French.
 * A benchmark: it prints figures and fails only when Lighthouse itself fails. A first, discarded
 * run warms the browser up.
 *
 *   node scripts/bench-lighthouse.ts [--dist dir] [--runs n]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startSiteServer } from './lib/site-server.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { dist: { type: 'string', default: 'dist' }, runs: { type: 'string', default: '1' } },
});
const publishDir = resolve(projectRoot, values.dist);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}: run \`npm run build\` first.`);
  process.exit(1);
}

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
const pages = [...paths, ...paths.map((path) => (path === '/' ? '/fr' : `/fr${path}`))];

const server = await startSiteServer({ projectRoot, publishDir, port: 0, log: () => {} });
const profile = await mkdtemp(join(tmpdir(), 'lighthouse-chrome-'));
const chrome = await launchChrome(profile);
let failed = false;
const rows: string[][] = [];
try {
  // One discarded run first: a cold browser otherwise charges its start-up to whichever page comes
  // first (home measured about 150 ms more blocking time on a first run than on a second one).
  await lighthouse(`${server.url}/404.html`, { port: chrome.port, output: 'json', logLevel: 'error' });
  for (const page of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) throw new Error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
      const score = (id: string) => {
        const value = categories[id]?.score;
        return value === null || value === undefined ? '-' : String(Math.round(value * 100));
      };
      const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      rows.push([
        runs > 1 ? `${page} #${run}` : page,
        ...CATEGORIES.map(score),
        `${(metric('largest-contentful-paint') / 1000).toFixed(2)} s`,
        metric('cumulative-layout-shift').toFixed(3),
        `${Math.round(metric('total-blocking-time'))} ms`,
      ]);
      console.log(`measured ${page}`);
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
  // Chromium's helpers may still be letting go of the profile for a moment.
  await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 }).catch(() => undefined);
}

const header = ['page', 'perf', 'a11y', 'best', 'SEO', 'LCP', 'CLS', 'TBT'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\nLighthouse ${result()} (mobile, simulated throttling, compressed responses)\n`);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
process.exit(failed ? 1 : 0);

function result(): string {
  return `${rows.length} runs on ${pages.length} pages`;
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
