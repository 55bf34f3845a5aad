/**
 * The committed memory covers the whole sample dataset, so a strict build (deploys) passes offline.
 * When this fails after a content change: `node scripts/translations-missing.ts` lists what to add.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATASET_PATH } from '../../../../src/content/sanity-config.ts';
import { createLocalSource, fetchSiteContent } from '../../../../src/content/source.ts';
import {
  DEFAULT_MEMORY_PATH,
  loadMemory,
  lookupTranslation,
} from '../../../../src/content/translation/memory.ts';
import { collectUnits, translateSiteContent } from '../../../../src/content/translation/translate-content.ts';

describe('the sample dataset in French', () => {
  it('is fully translated from the committed memory, by people', async () => {
    const en = await fetchSiteContent(createLocalSource(DEFAULT_DATASET_PATH));
    const { fr, stats } = await translateSiteContent(en, { strict: true, deeplAuthKey: undefined });
    expect(stats).toMatchObject({ fallback: 0, fromDeepl: 0 });
    expect(fr.hero.heading).not.toBe(en.hero.heading);
    expect(fr.reviews).toEqual(en.reviews);

    const memory = await loadMemory(DEFAULT_MEMORY_PATH);
    const { plain, tagged } = collectUnits(en);
    const notByPeople = [...plain, ...tagged].filter(
      (text) => lookupTranslation(memory, text)?.source !== 'human',
    );
    expect(notByPeople).toEqual([]);
  });
});
