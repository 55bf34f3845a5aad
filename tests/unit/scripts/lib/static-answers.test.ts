import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticAnswers } from '../../../../scripts/lib/static-answers.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-answers-'));
  await mkdir(join(root, 'dist', 'fr'), { recursive: true });
  await mkdir(join(root, 'dist-secret'), { recursive: true });
  await writeFile(join(root, 'dist', 'index.html'), 'home');
  await writeFile(join(root, 'dist', 'fr', 'about.html'), 'à propos');
  await writeFile(join(root, 'dist-secret', 'key.html'), 'secret');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('StaticAnswers.stamp', () => {
  it('names a published file as the platform finds it: the path, .html, or index.html', async () => {
    const answers = new StaticAnswers(join(root, 'dist'));
    expect(await answers.stamp('/')).toContain(join('dist', 'index.html'));
    expect(await answers.stamp('/fr/about')).toContain(join('dist', 'fr', 'about.html'));
    expect(await answers.stamp('/nowhere')).toBeUndefined();
  });

  it('never names a file outside the publish folder, a sibling of the same prefix included', async () => {
    const answers = new StaticAnswers(join(root, 'dist'));
    expect(await answers.stamp('/../dist-secret/key')).toBeUndefined();
    expect(await answers.stamp('/%2e%2e/dist-secret/key.html')).toBeUndefined();
    expect(await answers.stamp('/%E0%A4%A')).toBeUndefined();
  });
});
