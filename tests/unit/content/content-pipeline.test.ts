import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runContentPipeline } from '../../../scripts/lib/content-pipeline.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { createLocalSource } from '../../../src/content/source.ts';
import type { CatalogueSnapshot, SiteContent } from '../../../src/content/types.ts';

const root = mkdtempSync(join(tmpdir(), 'content-pipeline-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('runContentPipeline', () => {
  it('writes both locales and the catalogue snapshot under generated/', async () => {
    const lines: string[] = [];
    const result = await runContentPipeline({
      strict: false,
      rootDir: root,
      source: createLocalSource(DEFAULT_DATASET_PATH),
      deeplAuthKey: undefined,
      redirectAllowedHosts: ['wa.me'],
      log: (line) => lines.push(line),
    });
    const written = JSON.parse(readFileSync(join(root, 'generated/site-content.json'), 'utf8')) as Record<
      string,
      SiteContent
    >;
    const catalogue = JSON.parse(
      readFileSync(join(root, 'generated/catalogue.json'), 'utf8'),
    ) as CatalogueSnapshot;

    expect(Object.keys(written)).toEqual(['en', 'fr']);
    expect(written.en).toEqual(result.en);
    expect(written.fr?.packages.map((p) => p.pricePerPerson)).toEqual(
      result.en.packages.map((p) => p.pricePerPerson),
    );
    expect(catalogue.packages.map((p) => p.slug)).toEqual(result.en.packages.map((p) => p.slug));
    expect(catalogue.packages.every((p) => p.title.fr.length > 0)).toBe(true);
    expect(
      lines.some((line) =>
        /^Translation: 0 from editors, \d+ from memory, \d+ from DeepL, \d+ left in English$/.test(line),
      ),
    ).toBe(true);
  });
});

describe('runContentPipeline with a route rule to a host not allowed', () => {
  it('fails before writing anything', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'content-pipeline-'));
    try {
      await expect(
        runContentPipeline({
          strict: false,
          rootDir: elsewhere,
          source: createLocalSource(DEFAULT_DATASET_PATH),
          redirectAllowedHosts: ['example.org'],
          log: () => {},
        }),
      ).rejects.toThrow(/host "wa.me" is not allowed/);
      expect(existsSync(join(elsewhere, 'generated'))).toBe(false);
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
