/**
 * The Sanity Studio in `studio/` (own package.json and lockfile, installed on first use).
 *
 *   node scripts/studio.ts dev      install if needed, then `sanity dev` (npm run studio), on port 3333;
 *                                   without a Sanity project, or offline, a page saying what is needed
 *   node scripts/studio.ts types    regenerate src/content/sanity.types.ts (npm run studio:types)
 *   node scripts/studio.ts install  install if needed (`npm test` starts it while the first stages run)
 *   node scripts/studio.ts check    what `npm test` runs: install if needed, type-check the Studio,
 *                                   `sanity build`, validate the sample dataset with Sanity's own
 *                                   validation, and fail if regenerating the types changes them
 */
import './lib/load-env-file.ts';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { type StudioBlocker, studioBlockerLine, studioSetupPage } from './lib/studio-setup-page.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const studio = join(root, 'studio');
const GENERATED_TYPES = 'src/content/sanity.types.ts';

const env = {
  ...process.env,
  // Tools run on the project's Node, from the Studio's then the site's node_modules/.bin.
  PATH: [
    dirname(process.execPath),
    join(studio, 'node_modules', '.bin'),
    join(root, 'node_modules', '.bin'),
    process.env['PATH'] ?? '',
  ].join(delimiter),
  // No usage reports from the Sanity CLI (it would try the network).
  DO_NOT_TRACK: '1',
};

/** Runs a command, its output shown as it comes, or kept in `output` when given (to print later). */
function run(program: string, args: string[], cwd = studio, output?: string[]): Promise<void> {
  const line = `$ ${[program, ...args].join(' ')}`;
  if (output) output.push(`${line}\n`);
  else console.log(line);
  return new Promise((done, fail) => {
    const child = spawn(program === 'node' ? process.execPath : program, args, {
      cwd,
      env,
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const keep = (chunk: Buffer) => output?.push(chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${program} ${args[0]} exited with ${code}`)),
    );
  });
}

/**
 * Installs when node_modules is missing or older than the lockfile (a fresh clone, a pulled change).
 * `npm install` with the committed lockfile, not `npm ci`: the lockfile lacks the optional platform
 * packages of other systems, which `npm ci` refuses. `--no-save` leaves the committed lockfile as it
 * is (npm would otherwise rewrite it with this machine's platform packages).
 */
export async function installIfNeeded(): Promise<void> {
  const installed = join(studio, 'node_modules', '.package-lock.json');
  const lockfile = join(studio, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs) return;
  await run('npm', ['install', '--no-save', '--no-audit', '--no-fund']);
}

/** The Sanity project the Studio would open: the environment's, else studio/.env's (as Sanity reads). */
function studioProjectId(): string {
  const given = process.env['SANITY_STUDIO_PROJECT_ID'];
  if (given !== undefined) return given.trim();
  const file = join(studio, '.env');
  return existsSync(file)
    ? (parseEnv(readFileSync(file, 'utf8'))['SANITY_STUDIO_PROJECT_ID'] ?? '').trim()
    : '';
}

/** Why the Studio could not work here, or null: no project, or Sanity's API out of reach. */
async function studioBlocker(): Promise<StudioBlocker | null> {
  const projectId = studioProjectId();
  if (!projectId) return 'no-project';
  try {
    // Any answer will do: only a network failure means the Studio could not sign in.
    await fetch(`https://${encodeURIComponent(projectId)}.api.sanity.io/v2021-06-07/ping`, {
      signal: AbortSignal.timeout(5_000),
    });
    return null;
  } catch {
    return 'offline';
  }
}

/** Serves the page saying what is needed, on the Studio's port, until Ctrl-C. */
function serveSetupPage(blocker: StudioBlocker, port: number): Promise<void> {
  const page = studioSetupPage(blocker);
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(page);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      console.log(studioBlockerLine(blocker, `http://localhost:${port}`));
      const stop = () => server.close(() => done());
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  });
}

/** `--port N` among `sanity dev`'s arguments, else Sanity's default. */
function devPort(args: readonly string[]): number {
  const at = args.indexOf('--port');
  const port = at >= 0 ? Number(args[at + 1]) : 3333;
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : 3333;
}

async function generateTypes(): Promise<void> {
  await run('sanity', ['schema', 'extract', '--enforce-required-fields', '--path', '.sanity/schema.json']);
  await run('sanity', ['typegen', 'generate']);
}

async function timed(what: string, step: () => Promise<void>, output?: string[]): Promise<void> {
  const started = performance.now();
  await step();
  const line = `✓ ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (output) output.push(`${line}\n`);
  else console.log(line);
}

/**
 * `sanity build` keeps one core busy for most of a minute; the type check, the dataset validation
 * and the types' regeneration run on the other meanwhile. The build's output is printed once it
 * ends, so the two do not interleave.
 */
async function check(): Promise<void> {
  const buildOutput: string[] = [];
  const build = timed(
    'Studio built',
    () => run('sanity', ['build', '--yes'], studio, buildOutput),
    buildOutput,
  );
  const rest = (async () => {
    await timed('Studio type-checked', () => run('tsc', ['-p', 'tsconfig.json']));
    await timed('Sample dataset validated', () =>
      run('vitest', ['run', '--config', 'studio/vitest.config.ts'], root),
    );
    await timed('Generated types up to date', async () => {
      await generateTypes();
      await run('git', ['diff', '--exit-code', '--', GENERATED_TYPES], root).catch(() => {
        throw new Error(
          `${GENERATED_TYPES} is out of date with the Studio schema or the queries: run \`npm run studio:types\` and commit it.`,
        );
      });
    });
  })();
  const results = await Promise.allSettled([build, rest]);
  process.stdout.write(buildOutput.join(''));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}

const command = process.argv[2] ?? 'dev';
try {
  if (command === 'dev') {
    const blocker = await studioBlocker();
    if (blocker) {
      await serveSetupPage(blocker, devPort(process.argv.slice(3)));
      process.exit(0);
    }
    await installIfNeeded();
    // Extra arguments go to `sanity dev`, e.g. `npm run studio -- --port 4133`.
    await run('sanity', ['dev', ...process.argv.slice(3)]);
  } else if (command === 'install') {
    await timed('Studio installed', installIfNeeded);
  } else if (command === 'types') {
    await installIfNeeded();
    await generateTypes();
  } else if (command === 'check') {
    await timed('Studio installed', installIfNeeded);
    await check();
  } else {
    throw new Error(`Unknown command "${command}" (dev, install, types, check)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
