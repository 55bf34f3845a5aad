/**
 * Whether the built site is older than what it is built from: a cheap mtime comparison, so
 * `npm start` rebuilds only after a change (or with `--rebuild`).
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What the build reads, relative to the project root. Folders are walked. */
export const BUILD_INPUTS = [
  'src',
  'content',
  'public',
  'astro.config.mjs',
  'package-lock.json',
  'scripts/build.ts',
  'scripts/lib/content-pipeline.ts',
  'scripts/lib/local-images.ts',
];

/** What the build writes; the oldest of them is compared with the newest input. */
export const BUILD_OUTPUTS = ['dist/index.html', 'generated/catalogue.json'];

export interface Freshness {
  stale: boolean;
  reason: string;
}

export async function checkBuildFreshness(
  projectRoot: string,
  inputs: readonly string[] = BUILD_INPUTS,
  outputs: readonly string[] = BUILD_OUTPUTS,
): Promise<Freshness> {
  let oldestOutput = Number.POSITIVE_INFINITY;
  for (const output of outputs) {
    const time = await modifiedAt(join(projectRoot, output));
    if (time === undefined) return { stale: true, reason: `${output} is missing` };
    oldestOutput = Math.min(oldestOutput, time);
  }
  for (const input of inputs) {
    const newer = await findNewerThan(join(projectRoot, input), oldestOutput);
    if (newer)
      return { stale: true, reason: `${newer.slice(projectRoot.length + 1)} changed since the last build` };
  }
  return { stale: false, reason: 'the build is up to date' };
}

async function modifiedAt(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The first file under `path` modified after `time`, if any. */
async function findNewerThan(path: string, time: number): Promise<string | undefined> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch {
    return undefined;
  }
  if (!info.isDirectory()) return info.mtimeMs > time ? path : undefined;
  for (const entry of await readdir(path)) {
    const found = await findNewerThan(join(path, entry), time);
    if (found) return found;
  }
  return undefined;
}
