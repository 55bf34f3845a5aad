/**
 * Every document of the sample dataset passes the Studio's own validation (Sanity's
 * `validateDocument` with this schema), so a new agency importing it starts from valid content,
 * and a document the Studio would refuse fails here too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { createSchema, type SanityDocument, validateDocument, type Workspace } from 'sanity';
import { describe, expect, it } from 'vitest';
import { schemaTypes } from '../schemaTypes/index.ts';

const datasetPath = fileURLToPath(new URL('../../content/sample/dataset.ndjson', import.meta.url));
const dataset = readFileSync(datasetPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as SanityDocument);

const schema = createSchema({ name: 'default', types: schemaTypes });

/** A client answering GROQ over the given documents, for validators that query (unique slugs). */
function localClient(documents: SanityDocument[]) {
  const client = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
    withConfig: () => client,
    config: () => ({ projectId: 'local', dataset: 'sample', apiVersion: '2025-02-19' }),
  };
  return client;
}

/**
 * Markers as the Studio computes them before publishing ("studio"), or as the CLI does ("cli"):
 * the CLI also warns about fields the schema does not know, but then lowers the level of every
 * rule of an object field (slugs) to a warning, so each environment is asked what it knows best.
 */
async function validate(
  document: SanityDocument,
  environment: 'studio' | 'cli',
  documents: SanityDocument[] = dataset,
) {
  const ids = new Set(documents.map((doc) => doc._id));
  const client = localClient(documents);
  const markers = await validateDocument({
    document,
    workspace: { schema, getClient: () => client } as unknown as Workspace,
    getClient: () => client as never,
    getDocumentExists: async ({ id }) => ids.has(id),
    environment,
  });
  return markers.map((marker) => ({
    level: marker.level,
    text: `${marker.path.join('.')}: ${marker.message}`,
  }));
}

/** What would stop an editor from publishing the document. */
async function validationErrors(document: SanityDocument, documents: SanityDocument[] = dataset) {
  const markers = await validate(document, 'studio', documents);
  return markers.filter((marker) => marker.level === 'error').map((marker) => marker.text);
}

const contentDocuments = dataset.filter((doc) => !doc._type.startsWith('sanity.'));

describe('sample dataset against the Studio schema', () => {
  it('has a Studio type for every document type', () => {
    const missing = [...new Set(contentDocuments.map((doc) => doc._type))].filter(
      (type) => !schema.get(type),
    );
    expect(missing).toEqual([]);
  });

  it.each(contentDocuments.map((doc) => [doc._id, doc] as const))('%s is valid', async (_id, document) => {
    expect(await validationErrors(document)).toEqual([]);
    // No warning either, e.g. a field of the dataset that the schema does not declare.
    expect((await validate(document, 'cli')).map((marker) => marker.text)).toEqual([]);
  });
});

describe('the Studio refuses what the build refuses', () => {
  const trip = dataset.find((doc) => doc._type === 'trip') as SanityDocument;
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a price with decimals', { pricePerPerson: 1450.5 }, 'pricePerPerson'],
    ['no minimum group at all', { minPeople: 0 }, 'minPeople'],
    ['a minimum group of 2.5 people', { minPeople: 2.5 }, 'minPeople'],
    ['a slug with capitals', { slug: { _type: 'slug', current: 'Kribi Escape' } }, 'slug'],
    ['a slug taken by a route', { slug: { _type: 'slug', current: 'search' } }, 'slug'],
    ['a missing summary', { summary: undefined }, 'summary'],
    ['an image without alt text', { images: [{ ...(trip.images as object[])[0], alt: '' }] }, 'images'],
  ];
  it.each(cases)('refuses a trip with %s', async (_what, change, field) => {
    const errors = await validationErrors({ ...trip, ...change });
    expect(errors.some((error) => error.startsWith(field))).toBe(true);
  });

  it('refuses a slug another trip already has', async () => {
    const other = dataset.filter((doc) => doc._type === 'trip')[1] as SanityDocument;
    const copy = { ...trip, _id: 'trip-copy', slug: other.slug } as SanityDocument;
    const errors = await validationErrors(copy, [...dataset, copy]);
    expect(errors.some((error) => error.startsWith('slug'))).toBe(true);
  });

  it('refuses settings with a fee of more than 2 decimals and a local WhatsApp number', async () => {
    const settings = dataset.find((doc) => doc._type === 'settings') as SanityDocument;
    const errors = await validationErrors({ ...settings, feePercent: 1.755, whatsappNumber: '677123456' });
    expect(errors.some((error) => error.startsWith('feePercent'))).toBe(true);
    expect(errors.some((error) => error.startsWith('whatsappNumber'))).toBe(true);
  });

  it('refuses a chat id that could change the script address, and a social link over http', async () => {
    const settings = dataset.find((doc) => doc._type === 'settings') as SanityDocument;
    const errors = await validationErrors({
      ...settings,
      chatWidgetId: '../evil.example/x',
      socialLinks: [{ _key: 'fb', _type: 'socialLink', platform: 'facebook', url: 'http://facebook.com/x' }],
    });
    expect(errors.some((error) => error.startsWith('chatWidgetId'))).toBe(true);
    expect(errors.some((error) => error.startsWith('socialLinks'))).toBe(true);
  });
});
