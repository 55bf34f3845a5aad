import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkBuildFreshness } from '../../../../scripts/lib/build-freshness.ts';

let root: string;
const inputs = ['src', 'astro.config.mjs'];
const outputs = ['dist/index.html', 'generated/catalogue.json'];

async function touch(path: string, secondsAgo: number): Promise<void> {
  const file = join(root, path);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  await utimes(file, time, time);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'freshness-'));
  await touch('src/pages/index.astro', 100);
  await touch('astro.config.mjs', 100);
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('checkBuildFreshness', () => {
  it('is stale when an output is missing', async () => {
    await touch('dist/index.html', 10);
    expect(await checkBuildFreshness(root, inputs, outputs)).toEqual({
      stale: true,
      reason: 'generated/catalogue.json is missing',
    });
  });

  it('is fresh when every output is newer than every input', async () => {
    await touch('dist/index.html', 10);
    await touch('generated/catalogue.json', 10);
    expect((await checkBuildFreshness(root, inputs, outputs)).stale).toBe(false);
  });

  it('is stale when a nested input changed after the oldest output', async () => {
    await touch('dist/index.html', 10);
    await touch('generated/catalogue.json', 50);
    await touch('src/components/deep/card.astro', 20);
    expect(await checkBuildFreshness(root, inputs, outputs)).toEqual({
      stale: true,
      reason: 'src/components/deep/card.astro changed since the last build',
    });
  });
});
