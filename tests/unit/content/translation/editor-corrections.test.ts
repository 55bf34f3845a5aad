/**
 * French checked by editors in the Studio comes first: before the memory and before DeepL, and the
 * build says how many texts came from each source.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortableTextSpan } from '@portabletext/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fetchTranslationCorrections } from '../../../../src/content/source.ts';
import { createMemory, saveMemory } from '../../../../src/content/translation/memory.ts';
import { blockToTagged } from '../../../../src/content/translation/portable-text-tags.ts';
import { collectUnits, translateSiteContent } from '../../../../src/content/translation/translate-content.ts';
import { linkedParagraph, siteContentFixture } from './site-content-fixture.ts';

let dir: string;
let memoryPath: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'editor-corrections-'));
  memoryPath = join(dir, 'fr.json');
  const { plain, tagged } = collectUnits(siteContentFixture());
  const entries = [...plain, ...tagged].map((en) => ({
    en,
    fr: `[machine] ${en}`,
    source: 'deepl' as const,
  }));
  await saveMemory(memoryPath, createMemory(entries));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('editor corrections', () => {
  it('win over the memory and are counted apart', async () => {
    const tagged = blockToTagged(linkedParagraph);
    const french = tagged
      .replace('Check the ', 'Lisez les ')
      .replace('visa rules', 'règles de visa')
      .replace(' before you fly.', ' avant de partir.');
    expect(french).not.toBe(tagged);
    const { fr, stats } = await translateSiteContent(siteContentFixture(), {
      strict: true,
      memoryPath,
      corrections: [
        { en: 'Discover Cameroon', fr: 'Découvrez le Cameroun' },
        { en: tagged, fr: french },
      ],
    });
    expect(fr.hero.heading).toBe('Découvrez le Cameroun');
    expect(stats.fromEditors).toBe(2);
    expect(stats.fromMemory).toBeGreaterThan(0);
    const spans = fr.packages[0]?.description[1]?.children as PortableTextSpan[];
    expect(spans.map((span) => [span.text, span.marks])).toEqual([
      ['Lisez les ', []],
      ['règles de visa', ['visa', 'strong']],
      [' avant de partir.', []],
    ]);
    expect(fr.packages[0]?.description[1]?.markDefs).toEqual(linkedParagraph.markDefs);
  });

  it('are left out when they lose the tags of rich text, with a warning', async () => {
    const warnings: string[] = [];
    const tagged = blockToTagged(linkedParagraph);
    const { fr, stats } = await translateSiteContent(siteContentFixture(), {
      strict: true,
      memoryPath,
      warn: (message) => warnings.push(message),
      corrections: [{ en: tagged, fr: 'Lisez les règles de visa avant de partir.' }],
    });
    expect(stats.fromEditors).toBe(0);
    expect(warnings).toHaveLength(1);
    const spans = fr.packages[0]?.description[1]?.children as PortableTextSpan[];
    expect(spans[0]?.text).toContain('[machine]');
  });

  it('apply French typography like every other source', async () => {
    const { fr } = await translateSiteContent(siteContentFixture(), {
      strict: true,
      memoryPath,
      corrections: [{ en: 'Discover Cameroon', fr: 'Découvrez le Cameroun !' }],
    });
    expect(fr.hero.heading).toBe('Découvrez le Cameroun\u202f!');
  });
});

describe('fetchTranslationCorrections', () => {
  const source = (answer: unknown) => ({
    kind: 'local' as const,
    description: 'test',
    query: async <T>() => answer as T,
  });

  it('reads the checked translation documents', async () => {
    const answer = [{ en: 'Hotel', fr: 'Hôtel' }];
    expect(await fetchTranslationCorrections(source(answer))).toEqual(answer);
  });

  it('refuses a malformed answer', async () => {
    await expect(fetchTranslationCorrections(source([{ en: 'Hotel', fr: null }]))).rejects.toThrow(
      /Invalid translation documents/,
    );
  });
});
