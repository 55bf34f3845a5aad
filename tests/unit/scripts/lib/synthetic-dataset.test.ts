import { describe, expect, it } from 'vitest';
import {
  parseNdjson,
  type SanityDocument,
  syntheticDataset,
  toNdjson,
} from '../../../../scripts/lib/synthetic-dataset.ts';

const image = { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-10x10-jpg' } };
const sample: SanityDocument[] = [
  { _id: 'settings', _type: 'settings', agencyName: 'Agency' },
  { _id: 'author-a', _type: 'author', name: 'A' },
  {
    _id: 'trip-a',
    _type: 'trip',
    title: 'Kribi',
    slug: { _type: 'slug', current: 'kribi' },
    images: [image],
  },
  { _id: 'trip-b', _type: 'trip', title: 'Waza', slug: { _type: 'slug', current: 'waza' }, images: [image] },
  {
    _id: 'post-a',
    _type: 'post',
    title: 'Notes',
    slug: { _type: 'slug', current: 'notes' },
    author: { _ref: 'author-a' },
  },
];

describe('syntheticDataset', () => {
  it.each([
    [0, 0],
    [1, 3],
    [5, 2],
    [100, 100],
  ])('makes %i packages and %i posts, keeping the other documents', (packages, posts) => {
    const documents = syntheticDataset(sample, { packages, posts });
    expect(documents.filter((document) => document._type === 'trip')).toHaveLength(packages);
    expect(documents.filter((document) => document._type === 'post')).toHaveLength(posts);
    expect(documents.filter((document) => ['settings', 'author'].includes(document._type))).toHaveLength(2);
    const ids = documents.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives copies their own slug and title and keeps images and references', () => {
    const documents = syntheticDataset(sample, { packages: 3, posts: 1 });
    expect(documents.filter((document) => document._type === 'trip')).toEqual([
      {
        _id: 'trip-synthetic-1',
        _type: 'trip',
        title: 'Kribi 1',
        slug: { _type: 'slug', current: 'kribi-1' },
        images: [image],
      },
      {
        _id: 'trip-synthetic-2',
        _type: 'trip',
        title: 'Waza 2',
        slug: { _type: 'slug', current: 'waza-2' },
        images: [image],
      },
      {
        _id: 'trip-synthetic-3',
        _type: 'trip',
        title: 'Kribi 3',
        slug: { _type: 'slug', current: 'kribi-3' },
        images: [image],
      },
    ]);
    expect(documents.find((document) => document._type === 'post')).toMatchObject({
      author: { _ref: 'author-a' },
    });
  });

  it('refuses a sample without trips or posts', () => {
    expect(() => syntheticDataset(sample.slice(0, 2), { packages: 1, posts: 1 })).toThrow(
      /at least one trip/,
    );
  });
});

describe('NDJSON', () => {
  it('round-trips documents, one per line', () => {
    const text = toNdjson(sample);
    expect(text.trim().split('\n')).toHaveLength(sample.length);
    expect(parseNdjson(`${text}\n\n`)).toEqual(sample);
  });
});
