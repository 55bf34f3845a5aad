/**
 * Every document of the sample dataset passes the Studio's own validation (Sanity's
 * `validateDocument` with this schema), so a new agency importing it starts from valid content,
 * and a document the Studio would refuse fails here too.
 */
import type { SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { dataset, schema, validate, validationErrors } from './studio-validation.ts';

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
