import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMemory,
  loadMemory,
  lookupTranslation,
  type MemoryEntry,
  parseMemory,
  saveMemory,
  serializeMemory,
  storeTranslation,
} from '../../../../src/content/translation/memory.ts';
import { textKey } from '../../../../src/content/translation/text-key.ts';

describe('lookup and store', () => {
  it('finds a stored text by its exact English and nothing else', () => {
    const memory = createMemory([{ en: 'Our offers', fr: 'Nos offres', source: 'human' }]);
    expect(lookupTranslation(memory, 'Our offers')?.fr).toBe('Nos offres');
    expect(lookupTranslation(memory, 'Our offers ')).toBeUndefined();
    expect(lookupTranslation(memory, 'our offers')).toBeUndefined();
  });

  it.each<[string, MemoryEntry['source'], MemoryEntry['source'], string, boolean]>([
    ['a machine never replaces a human', 'human', 'deepl', 'Nos offres', false],
    ['a human replaces a human', 'human', 'human', 'Nos formules', true],
    ['a machine replaces a machine', 'deepl', 'deepl', 'Nos formules', true],
    ['a human replaces a machine', 'deepl', 'human', 'Nos formules', true],
  ])('%s', (_, first, second, expected, changed) => {
    const memory = createMemory([{ en: 'Our offers', fr: 'Nos offres', source: first }]);
    expect(storeTranslation(memory, { en: 'Our offers', fr: 'Nos formules', source: second })).toBe(changed);
    expect(lookupTranslation(memory, 'Our offers')?.fr).toBe(expected);
  });

  it('reports no change when the same entry is stored again', () => {
    const memory = createMemory([{ en: 'Yes', fr: 'Oui', source: 'deepl' }]);
    expect(storeTranslation(memory, { en: 'Yes', fr: 'Oui', source: 'deepl' })).toBe(false);
  });
});

describe('file format', () => {
  it('is pretty-printed JSON with keys sorted, whatever the insertion order', () => {
    const texts = ['Zebra', 'Apple', 'Mango', 'Kiwi'];
    const forward = createMemory(texts.map((en) => ({ en, fr: `${en} (fr)`, source: 'human' as const })));
    const backward = createMemory(
      [...texts].reverse().map((en) => ({ en, fr: `${en} (fr)`, source: 'human' as const })),
    );
    const json = serializeMemory(forward);
    expect(serializeMemory(backward)).toBe(json);
    const keys = Object.keys(JSON.parse(json));
    expect(keys).toEqual([...keys].sort());
    expect(json).toContain(
      `\n  "${textKey('Apple')}": {\n    "en": "Apple",\n    "fr": "Apple (fr)",\n    "source": "human"\n  }`,
    );
    expect(json.endsWith('}\n')).toBe(true);
  });

  it('writes no-break spaces as visible escapes', () => {
    const memory = createMemory([{ en: 'Price: 30%', fr: 'Prix\u00a0: 30\u202f%', source: 'human' }]);
    const json = serializeMemory(memory);
    expect(json).toContain('"Prix\\u00a0: 30\\u202f%"');
    expect(parseMemory(json)).toEqual(memory);
  });

  it('round-trips through parse', () => {
    const memory = createMemory([
      { en: 'Book now', fr: 'Réservez maintenant', source: 'deepl' },
      { en: 'Price: <m1>150,000</m1> FCFA', fr: 'Prix : <m1>150 000</m1> FCFA', source: 'human' },
    ]);
    expect(parseMemory(serializeMemory(memory))).toEqual(memory);
  });

  it.each([
    ['an array', '[]'],
    ['an entry without fr', JSON.stringify({ [textKey('Hi')]: { en: 'Hi', source: 'human' } })],
    ['an unknown source', JSON.stringify({ [textKey('Hi')]: { en: 'Hi', fr: 'Salut', source: 'ai' } })],
    [
      'a key that is not the hash of its text',
      JSON.stringify({ [textKey('Hello')]: { en: 'Hi', fr: 'Salut', source: 'human' } }),
    ],
  ])('rejects %s', (_, json) => {
    expect(() => parseMemory(json)).toThrow();
  });
});

describe('load and save', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'memory-test-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('treats a missing file as an empty memory', async () => {
    expect((await loadMemory(join(dir, 'none.json'))).size).toBe(0);
  });

  it('saves into a new folder and loads the same entries back', async () => {
    const path = join(dir, 'nested', 'fr.json');
    const memory = createMemory([{ en: 'Welcome', fr: 'Bienvenue', source: 'human' }]);
    await saveMemory(path, memory);
    expect(await readFile(path, 'utf8')).toBe(serializeMemory(memory));
    expect(await loadMemory(path)).toEqual(memory);
  });

  it('names the file when it is malformed', async () => {
    const path = join(dir, 'bad.json');
    await writeFile(path, '{"x": 1}');
    await expect(loadMemory(path)).rejects.toThrow(path);
  });
});
