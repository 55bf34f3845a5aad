/**
 * Production bundles (`node scripts/bundle-functions.ts` writes them) copied to an empty folder and
 * started as function instances: each a plain `node` running `bundle-host.ts` on one bundle, with
 * only the environment a deployed function gets. Shared by the smoke test and the benchmarks.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface BundleEntry {
  name: string;
  dir: string;
  module: string;
  routes: string[];
  bytes: number;
}

export interface Instance {
  name: string;
  url: string;
  importMs: number;
  /** Resolves with the time from the start of the import to the first answer, wall and CPU. */
  firstAnswer: Promise<{ wallMs: number; cpuMs: number }>;
  /** What the instance wrote on stderr (handler errors). */
  errors: string[];
  stop(): Promise<void>;
}

const HOST = join(dirname(fileURLToPath(import.meta.url)), 'bundle-host.ts');
export const DEFAULT_BUNDLES = resolve(dirname(fileURLToPath(import.meta.url)), '../../.netlify/bundles');

export async function readManifest(bundlesDir = DEFAULT_BUNDLES): Promise<BundleEntry[]> {
  const file = join(bundlesDir, 'manifest.json');
  if (!existsSync(file)) throw new Error(`No bundles in ${bundlesDir}: run node scripts/bundle-functions.ts`);
  return JSON.parse(await readFile(file, 'utf8')) as BundleEntry[];
}

/** Copies the bundles to a new folder under the system's temporary one, where no `node_modules` is. */
export async function unpackBundles(
  entries: BundleEntry[],
): Promise<{ root: string; entries: BundleEntry[]; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'bundles-'));
  for (let dir = root; dir !== dirname(dir); dir = dirname(dir)) {
    if (existsSync(join(dirname(dir), 'node_modules')))
      throw new Error(`${dirname(dir)} holds a node_modules`);
  }
  const unpacked: BundleEntry[] = [];
  for (const entry of entries) {
    const dir = join(root, entry.name);
    await cp(entry.dir, dir, { recursive: true });
    unpacked.push({ ...entry, dir });
  }
  return { root, entries: unpacked, remove: () => rm(root, { recursive: true, force: true }) };
}

/** Starts one instance; `env` is all it sees (plus PATH), as on the platform. */
export function startInstance(entry: BundleEntry, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [HOST, entry.dir, entry.module], {
    cwd: entry.dir,
    env: { PATH: process.env.PATH ?? '', ...env },
    // stdin is a pipe the instance watches: it exits when this process does, even on a crash.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => errors.push(line));
  const lines = createInterface({ input: child.stdout });
  let answered: (times: { wallMs: number; cpuMs: number }) => void = () => undefined;
  const firstAnswer = new Promise<{ wallMs: number; cpuMs: number }>((resolve) => {
    answered = resolve;
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${entry.name} exited (${code}): ${errors.join('\n')}`)));
    lines.on('line', (line) => {
      if (!line.startsWith('@bundle-host ')) return;
      const message = JSON.parse(line.slice('@bundle-host '.length)) as {
        port?: number;
        importMs?: number;
        firstAnswerMs?: number;
        firstAnswerCpuMs?: number;
      };
      if (message.firstAnswerMs !== undefined) {
        answered({ wallMs: message.firstAnswerMs, cpuMs: message.firstAnswerCpuMs ?? 0 });
      }
      if (message.port === undefined) return;
      resolve({
        name: entry.name,
        url: `http://127.0.0.1:${message.port}`,
        importMs: message.importMs ?? 0,
        firstAnswer,
        errors,
        stop: () => stopChild(child),
      });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
