import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PortableTextSpan } from '@portabletext/types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemory,
  loadMemory,
  lookupTranslation,
  type MemoryEntry,
  saveMemory,
} from '../../../../src/content/translation/memory.ts';
import { blockToTagged } from '../../../../src/content/translation/portable-text-tags.ts';
import {
  collectUnits,
  deeplOptionsFromEnv,
  MissingTranslationsError,
  translateSiteContent,
} from '../../../../src/content/translation/translate-content.ts';
import { type ScriptedAnswer, startDeeplServer } from './deepl-server.ts';
import { linkedParagraph, siteContentFixture } from './site-content-fixture.ts';

let dir: string;
let memoryPath: string;
let server: Awaited<ReturnType<typeof startDeeplServer>> | undefined;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'translate-content-'));
  memoryPath = join(dir, 'fr.json');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

const quiet = () => {};

/** A memory translating every unit of the fixture as "[fr] <english>", tags included. */
async function writeFullMemory(source: MemoryEntry['source'] = 'human', except: string[] = []) {
  const { plain, tagged } = collectUnits(siteContentFixture());
  const entries = [...plain, ...tagged]
    .filter((en) => !except.includes(en))
    .map((en) => ({ en, fr: `[fr] ${en}`, source }));
  await saveMemory(memoryPath, createMemory(entries));
  return plain.length + tagged.length;
}

describe('deeplOptionsFromEnv', () => {
  it.each([
    [{}, { deeplAuthKey: undefined, deeplApiUrl: undefined }],
    [{ DEEPL_AUTH_KEY: ' ' }, { deeplAuthKey: undefined, deeplApiUrl: undefined }],
    [
      { DEEPL_AUTH_KEY: 'k:fx', DEEPL_API_URL: 'http://127.0.0.1:8080' },
      { deeplAuthKey: 'k:fx', deeplApiUrl: 'http://127.0.0.1:8080' },
    ],
  ])('%j', (env, expected) => {
    expect(deeplOptionsFromEnv(env)).toEqual(expected);
  });
});

describe('collectUnits', () => {
  it('collects every human-language text once, rich text as tagged blocks', () => {
    const { plain, tagged } = collectUnits(siteContentFixture());
    expect(plain).toEqual(
      expect.arrayContaining([
        'Discover Cameroon',
        'Kribi Beach Escape',
        'South Region',
        'Arrival',
        'Beach',
        'Tips',
      ]),
    );
    expect(plain.filter((text) => text === 'Hotel')).toHaveLength(1);
    expect(tagged).toEqual(expect.arrayContaining([blockToTagged(linkedParagraph), 'Bring good shoes.']));
  });

  it.each([
    ['review text', 'Amazing trip, great guides!'],
    ['reviewer name', 'John Smith'],
    ['author name', 'Marie Ngo'],
    ['agency name', 'Cameroon Tours'],
    ['slug', 'kribi-beach-escape'],
    ['e-mail', 'hello@example.com'],
    ['icon', 'bed'],
    ['URL', 'https://facebook.com/x'],
    ['text without letters', '2025'],
  ])('leaves out the %s', (_, text) => {
    const { plain, tagged } = collectUnits(siteContentFixture());
    expect([...plain, ...tagged]).not.toContain(text);
  });
});

describe('translateSiteContent from the memory', () => {
  it('translates every unit and counts each use', async () => {
    const units = await writeFullMemory();
    const en = siteContentFixture();
    const { fr, stats } = await translateSiteContent(en, { strict: true, memoryPath });
    expect(stats.fallback).toBe(0);
    expect(stats.fromDeepl).toBe(0);
    // "Hotel" and the author appear twice in the content but are one unit each.
    expect(stats.fromMemory).toBeGreaterThan(units);
    expect(fr.hero.heading).toBe('[fr] Discover Cameroon');
    expect(fr.packages[0]?.itinerary[0]?.body).toBe('[fr] Check in at the hotel.');
    expect(fr.posts[0]?.author.bio).toBe('[fr] Guide and storyteller.');
    expect(fr.posts[0]?.tags).toEqual(['[fr] Tips', '2025']);
    expect(fr.reviews).toEqual(en.reviews);
    expect(fr.packages[0]?.slug).toBe('kribi-beach-escape');
    expect(fr.settings.agencyName).toBe('Cameroon Tours');
    expect(fr.activities[0]?.detailedDescription[1]).toEqual({ _type: 'image', _key: 'img' });
    expect(en.hero.heading).toBe('Discover Cameroon');
  });

  it('rebuilds rich text with its link and marks, applying French typography', async () => {
    await saveMemory(
      memoryPath,
      createMemory([
        {
          en: blockToTagged(linkedParagraph),
          fr: 'Avant de partir, lisez bien : <m1><m2>les règles de visa</m2></m1>.',
          source: 'human',
        },
      ]),
    );
    const { fr } = await translateSiteContent(siteContentFixture(), {
      strict: false,
      memoryPath,
      warn: quiet,
    });
    const block = fr.packages[0]?.description[1];
    expect(block?.markDefs).toEqual(linkedParagraph.markDefs);
    const spans = block?.children as PortableTextSpan[];
    expect(spans.map((s) => [s.text, s.marks])).toEqual([
      ['Avant de partir, lisez bien\u202f: ', []],
      ['les règles de visa', ['visa', 'strong']],
      ['.', []],
    ]);
  });

  it('falls back to English, counting and listing the missing texts', async () => {
    await writeFullMemory('human', ['Hotel', 'Bring good shoes.']);
    const { fr, stats } = await translateSiteContent(siteContentFixture(), {
      strict: false,
      memoryPath,
      warn: quiet,
    });
    expect(stats.fallback).toBe(3);
    expect(stats.fallbackTexts.sort()).toEqual(['Bring good shoes.', 'Hotel']);
    expect(fr.facilities[0]?.title).toBe('Hotel');
    expect(fr.hero.heading).toBe('[fr] Discover Cameroon');
  });

  it('fails in strict mode, listing the missing texts', async () => {
    await writeFullMemory('human', ['Hotel']);
    const error = await translateSiteContent(siteContentFixture(), { strict: true, memoryPath }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MissingTranslationsError);
    expect((error as MissingTranslationsError).texts).toEqual(['Hotel']);
    expect((error as Error).message).toContain('"Hotel"');
  });

  it('with no memory file and no key, everything falls back', async () => {
    const { fr, stats } = await translateSiteContent(siteContentFixture(), {
      strict: false,
      memoryPath,
      warn: quiet,
    });
    expect(stats.fromMemory).toBe(0);
    expect(stats.fallback).toBeGreaterThan(0);
    expect(fr).toEqual(siteContentFixture());
  });

  it('refuses a memory entry whose tags do not match its block', async () => {
    await saveMemory(
      memoryPath,
      createMemory([{ en: blockToTagged(linkedParagraph), fr: 'cassé <m3>x</m3>', source: 'human' }]),
    );
    await expect(
      translateSiteContent(siteContentFixture(), { strict: false, memoryPath, warn: quiet }),
    ).rejects.toThrow(/does not match/);
  });
});

describe('translateSiteContent with DeepL', () => {
  it('sends only the missing texts, stores the answers, and keeps human entries', async () => {
    await writeFullMemory('human', ['Hotel', 'Arrival', blockToTagged(linkedParagraph)]);
    server = await startDeeplServer([
      (request) => ({
        status: 200,
        body: { translations: request.body.text.map((text) => ({ text: `DL ${text}` })) },
      }),
      () => ({
        status: 200,
        body: {
          translations: [{ detected_source_language: 'EN', text: 'Vérifiez les <m1><m2>règles</m2></m1> !' }],
        },
      }),
    ]);
    const { fr, stats } = await translateSiteContent(siteContentFixture(), {
      strict: true,
      memoryPath,
      deeplAuthKey: 'k:fx',
      deeplApiUrl: server.url,
    });
    expect(server.requests.map((r) => [r.body.text, r.body.tag_handling])).toEqual([
      [['Hotel', 'Arrival'], undefined],
      [[blockToTagged(linkedParagraph)], 'xml'],
    ]);
    expect(stats).toMatchObject({ fromDeepl: 4, fallback: 0 });
    expect(fr.facilities[0]?.title).toBe('DL Hotel');
    expect(fr.packages[0]?.facilities[0]?.title).toBe('DL Hotel');
    const memory = await loadMemory(memoryPath);
    expect(lookupTranslation(memory, 'Hotel')).toEqual({ en: 'Hotel', fr: 'DL Hotel', source: 'deepl' });
    expect(lookupTranslation(memory, blockToTagged(linkedParagraph))?.fr).toBe(
      'Vérifiez les <m1><m2>règles</m2></m1>\u202f!',
    );
    expect(lookupTranslation(memory, 'Discover Cameroon')).toEqual({
      en: 'Discover Cameroon',
      fr: '[fr] Discover Cameroon',
      source: 'human',
    });

    // A second build finds everything in the memory and calls DeepL no more.
    const again = await translateSiteContent(siteContentFixture(), {
      strict: true,
      memoryPath,
      deeplAuthKey: 'k:fx',
      deeplApiUrl: server.url,
    });
    expect(server.requests).toHaveLength(2);
    expect(again.stats.fromDeepl).toBe(0);
    expect(again.fr).toEqual(fr);
  });

  it('does not keep a rich-text answer whose tags are broken', async () => {
    await writeFullMemory('human', [blockToTagged(linkedParagraph)]);
    server = await startDeeplServer([
      () => ({ status: 200, body: { translations: [{ text: 'Vérifiez <m1>les règles' }] } }),
    ]);
    const { stats } = await translateSiteContent(siteContentFixture(), {
      strict: false,
      memoryPath,
      deeplAuthKey: 'k',
      deeplApiUrl: server.url,
      warn: quiet,
    });
    expect(stats.fallbackTexts).toEqual([blockToTagged(linkedParagraph)]);
    expect(lookupTranslation(await loadMemory(memoryPath), blockToTagged(linkedParagraph))).toBeUndefined();
  });

  it('keeps the plain texts DeepL translated when the rich-text request then fails', async () => {
    await writeFullMemory('human', ['Hotel', blockToTagged(linkedParagraph)]);
    server = await startDeeplServer([
      () => ({ status: 200, body: { translations: [{ text: 'Hôtel' }] } }),
      () => ({ status: 456, body: { message: 'Quota exceeded' } }),
    ]);
    const { stats } = await translateSiteContent(siteContentFixture(), {
      strict: false,
      memoryPath,
      deeplAuthKey: 'k',
      deeplApiUrl: server.url,
      warn: quiet,
    });
    expect(stats.fallbackTexts).toEqual([blockToTagged(linkedParagraph)]);
    expect(stats.fromDeepl).toBe(2);
    expect(lookupTranslation(await loadMemory(memoryPath), 'Hotel')?.fr).toBe('Hôtel');
  });

  it.each<[string, boolean]>([
    ['warns and falls back when not strict', false],
    ['fails with the DeepL error when strict', true],
  ])('on a refused key it %s', async (_, strict) => {
    await writeFullMemory('human', ['Hotel']);
    const refuse = (): ScriptedAnswer => ({ status: 403, body: { message: 'Wrong auth key' } });
    server = await startDeeplServer([refuse]);
    const warnings: string[] = [];
    const run = translateSiteContent(siteContentFixture(), {
      strict,
      memoryPath,
      deeplAuthKey: 'bad',
      deeplApiUrl: server.url,
      warn: (message) => warnings.push(message),
    });
    if (strict) await expect(run).rejects.toThrow(/Wrong auth key/);
    else expect((await run).stats.fallbackTexts).toEqual(['Hotel']);
    expect(warnings.join()).toContain('403');
    expect(await readFile(memoryPath, 'utf8')).not.toContain('"deepl"');
  });
});
