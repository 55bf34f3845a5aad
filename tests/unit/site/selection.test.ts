import { describe, expect, it } from 'vitest';
import type { Post, Review, TripPackage } from '../../../src/content/types.ts';
import {
  latestPosts,
  popularPackages,
  recentReviews,
  reviewsForPackage,
} from '../../../src/site/selection.ts';
import { pkg, post } from '../seo/fixtures.ts';

const trip = (slug: string, popular: boolean): TripPackage => ({ ...pkg, id: slug, slug, popular });
const review = (id: string, date: string, packageSlug?: string): Review => ({
  id,
  name: id,
  lang: 'en',
  rating: 5,
  text: 't',
  date,
  packageSlug,
});
const story = (slug: string, publishedAt: string): Post => ({ ...post, id: slug, slug, publishedAt });

describe('popularPackages', () => {
  it.each([
    [
      'popular ones first, topped up in CMS order',
      [trip('a', false), trip('b', true), trip('c', false)],
      2,
      ['b', 'a'],
    ],
    ['no popular package: CMS order', [trip('a', false), trip('b', false)], 6, ['a', 'b']],
    ['never more than the limit', [trip('a', true), trip('b', true), trip('c', true)], 2, ['a', 'b']],
  ])('%s', (_name, packages, limit, slugs) => {
    expect(popularPackages(packages, limit).map((each) => each.slug)).toEqual(slugs);
  });
});

describe('latestPosts and recentReviews', () => {
  it('puts the newest first', () => {
    const posts = [story('old', '2024-01-01T00:00:00Z'), story('new', '2025-06-01T00:00:00Z')];
    expect(latestPosts(posts).map((each) => each.slug)).toEqual(['new', 'old']);
    expect(latestPosts(posts, 1).map((each) => each.slug)).toEqual(['new']);
    const reviews = [review('a', '2025-01-01'), review('b', '2025-03-01'), review('c', '2025-02-01')];
    expect(recentReviews(reviews, 2).map((each) => each.id)).toEqual(['b', 'c']);
  });
});

describe('reviewsForPackage', () => {
  const reviews = [
    review('x', '2025-01-01', 'kribi'),
    review('y', '2025-02-01'),
    review('z', '2025-03-01', 'waza'),
  ];

  it.each([
    ['its own reviews when it has some', 'kribi', { ids: ['x'], own: true }],
    ['the latest general reviews otherwise', 'rhumsiki', { ids: ['z', 'y', 'x'], own: false }],
  ])('%s', (_name, slug, expected) => {
    const result = reviewsForPackage(reviews, slug);
    expect({ ids: result.reviews.map((each) => each.id), own: result.own }).toEqual(expected);
  });
});
