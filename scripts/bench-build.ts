/**
 * Build benchmark: synthetic datasets made from the sample (see `lib/synthetic-dataset.ts`) at
 * 1x = 100 packages + 100 posts and 10x = 1,000 packages + 1,000 posts, each built (translations
 * non-strict) in a scratch copy of the project so `dist/` and `generated/` stay untouched. Prints build
 * time, pages per second and peak memory (from /usr/bin/time when present).
 *
 *   node scripts/bench-build.ts [--sizes 100,1000] [--keep]
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { parseNdjson, syntheticDataset, toNdjson } from './lib/synthetic-dataset.ts';

/** What a build needs from the project; node_modules is linked, not copied. */
const PROJECT_ENTRIES = [
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
  'netlify.toml',
  'src',
  'scripts',
  'content/translations',
  'public',
  'functions',
];

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '100,1000' }, keep: { type: 'boolean', default: false } },
});
const sizes = values.sizes.split(',').map((size) => Number.parseInt(size, 10));
if (sizes.some((size) => !Number.isInteger(size) || size < 1)) {
  console.error('--sizes takes positive integers, e.g. 100,1000');
  process.exit(2);
}

const sampleDir = join(projectRoot, 'content', 'sample');
const sample = parseNdjson(await readFile(join(sampleDir, 'dataset.ndjson'), 'utf8'));
const scratch = await mkdtemp(join(tmpdir(), 'bench-build-'));
const results: string[][] = [];
try {
  const copy = join(scratch, 'project');
  for (const entry of PROJECT_ENTRIES) {
    if (existsSync(join(projectRoot, entry)))
      await cp(join(projectRoot, entry), join(copy, entry), { recursive: true });
  }
  await symlink(join(projectRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');

  for (const size of sizes) {
    const datasetDir = join(scratch, `dataset-${size}`);
    await mkdir(datasetDir, { recursive: true });
    // The build looks for images beside the dataset.
    await symlink(join(sampleDir, 'images'), join(datasetDir, 'images'), 'dir');
    const datasetPath = join(datasetDir, 'dataset.ndjson');
    await writeFile(datasetPath, toNdjson(syntheticDataset(sample, { packages: size, posts: size })));
    const outDir = join(scratch, `dist-${size}`);

    console.log(`\n== ${size} packages + ${size} posts`);
    const run = await timedBuild(copy, outDir, datasetPath);
    if (run.exitCode !== 0) throw new Error(`the build of ${size} + ${size} failed (exit ${run.exitCode})`);
    const pages = await countHtml(outDir);
    results.push([
      `${size} + ${size}`,
      String(pages),
      `${run.seconds.toFixed(1)} s`,
      (pages / run.seconds).toFixed(1),
      run.maxRssMb === undefined ? '-' : `${run.maxRssMb.toFixed(0)} MB`,
    ]);
  }
} finally {
  if (values.keep) console.log(`\nScratch folder kept: ${scratch}`);
  else await rm(scratch, { recursive: true, force: true });
}

const header = ['packages + posts', 'pages', 'build time', 'pages/s', 'peak memory'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...results.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log('\nBuild benchmark (content + French + pages + images + redirects; translations non-strict)\n');
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of results) console.log(line(row));

interface TimedRun {
  exitCode: number;
  seconds: number;
  maxRssMb: number | undefined;
}

/** Runs the build, measured by /usr/bin/time -v (report written to a file) for its peak memory. */
async function timedBuild(cwd: string, outDir: string, datasetPath: string): Promise<TimedRun> {
  const report = `${outDir}.time.txt`;
  const build = [process.execPath, 'scripts/build.ts', '--out-dir', outDir];
  const [command, ...args] = existsSync('/usr/bin/time')
    ? ['/usr/bin/time', '-v', '-o', report, ...build]
    : build;
  const started = performance.now();
  const exitCode = await new Promise<number>((done, fail) => {
    const child = spawn(command as string, args, {
      cwd,
      env: { ...process.env, CONTENT_DATASET_PATH: datasetPath, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    child.on('error', fail);
    child.on('exit', (code) => done(code ?? 1));
  });
  const seconds = (performance.now() - started) / 1000;
  const rss = existsSync(report)
    ? /Maximum resident set size \(kbytes\): (\d+)/.exec(await readFile(report, 'utf8'))
    : null;
  return { exitCode, seconds, maxRssMb: rss ? Number(rss[1]) / 1024 : undefined };
}

async function countHtml(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true });
  return entries.filter((name) => name.endsWith('.html')).length;
}
