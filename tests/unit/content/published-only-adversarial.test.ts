/**
 * Unpublished content must never reach a deployed page: a draft (an editor's work in progress, or a
 * stolen editor account's) or a release version, whatever token the build holds. And the token that
 * writes reviews is never the build's.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATASET_PATH, sanityConfigFromEnv } from '../../../src/content/sanity-config.ts';
import {
  createContentSource,
  createLocalSource,
  createSanityClient,
  fetchSiteContent,
} from '../../../src/content/source.ts';
import { sanityWriteConfigFromEnv } from '../../../src/server/reviews/sanity-writer.ts';

let dir: string;
let hostilePath: string;

/** Unpublished twins of published documents, and a draft-only package, all carrying hostile content. */
const unpublished = [
  {
    _id: 'drafts.settings',
    _type: 'settings',
    agencyName: 'Hijacked',
    tagline: 'Pay here instead',
    whatsappNumber: '+237600000000',
    contactEmail: 'thief@evil.example',
    phone: '+237 600 00 00 00',
    address: 'Nowhere',
    socialLinks: [{ platform: 'facebook', url: 'https://evil.example' }],
    routeRules: [{ from: '/offers', to: 'https://wa.me/237600000000', status: 302 }],
  },
  {
    _id: 'versions.rSpring.hero',
    _type: 'hero',
    heading: 'Leaked release heading',
    subheading: 'x',
    card_1_title: 'x',
    card_1_body: 'x',
    card_2_title: 'x',
    card_2_body: 'x',
  },
  {
    _id: 'drafts.trip-secret-draft',
    _type: 'trip',
    title: 'Unannounced trip',
    slug: { _type: 'slug', current: 'secret-draft' },
  },
];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'published-only-'));
  hostilePath = join(dir, 'dataset.ndjson');
  const sample = await readFile(DEFAULT_DATASET_PATH, 'utf8');
  await writeFile(hostilePath, `${unpublished.map((doc) => JSON.stringify(doc)).join('\n')}\n${sample}`);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the local dataset path', () => {
  it('builds exactly the published content when drafts and release versions sit next to it', async () => {
    const [withDrafts, published] = await Promise.all([
      fetchSiteContent(createLocalSource(hostilePath)),
      fetchSiteContent(createLocalSource(DEFAULT_DATASET_PATH)),
    ]);
    expect(withDrafts).toStrictEqual(published);
  });

  it('hides unpublished documents from any query, not only the site query', async () => {
    const ids = await createLocalSource(hostilePath).query<string[]>('*[]._id');
    expect(ids.filter((id) => id.startsWith('drafts.') || id.startsWith('versions.'))).toEqual([]);
    expect(ids).toContain('settings');
  });
});

describe('the Sanity path', () => {
  it('asks for published documents, with or without a token', () => {
    for (const token of [undefined, 'sk-read']) {
      const config = sanityConfigFromEnv({ SANITY_PROJECT_ID: 'p1', SANITY_TOKEN: token });
      if (!config) throw new Error('expected a Sanity configuration');
      expect(createSanityClient(config).config().perspective).toBe('published');
    }
  });

  it('refuses to build with the write token as its token', () => {
    expect(() =>
      createContentSource({
        SANITY_PROJECT_ID: 'p1',
        SANITY_TOKEN: 'sk-same',
        SANITY_WRITE_TOKEN: ' sk-same ',
      }),
    ).toThrow(/own read-only/);
  });
});

describe('the token that writes reviews', () => {
  it('is SANITY_WRITE_TOKEN, never the build token', () => {
    expect(() => sanityWriteConfigFromEnv({ SANITY_PROJECT_ID: 'p1', SANITY_TOKEN: 'sk-read' })).toThrow(
      /SANITY_WRITE_TOKEN is needed/,
    );
    expect(
      sanityWriteConfigFromEnv({
        SANITY_PROJECT_ID: 'p1',
        SANITY_TOKEN: 'sk-read',
        SANITY_WRITE_TOKEN: 'sk-write',
      })?.token,
    ).toBe('sk-write');
  });

  it('is not needed for the local dataset', () => {
    expect(sanityWriteConfigFromEnv({})).toBeUndefined();
  });
});
