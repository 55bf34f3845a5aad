import { describe, expect, it } from 'vitest';
import {
  aggregateRating,
  blogPosting,
  breadcrumbList,
  type JsonLd,
  serializeJsonLd,
  touristTripProduct,
  travelAgency,
} from '../../../src/seo/json-ld.ts';
import { pkg, post, reviews, settings } from './fixtures.ts';

/** One property of a node (structured data is loosely typed on purpose). */
const field = (node: JsonLd, key: string) => node[key];

const siteUrl = 'https://tours.example.cm/';
const url = 'https://tours.example.cm/fr/packages/kribi-beach';

describe('travelAgency', () => {
  it('describes the agency from settings', () => {
    const node = travelAgency({
      settings,
      siteUrl,
      url: 'https://tours.example.cm/fr',
      logoUrl: 'https://tours.example.cm/logo.png',
      description: 'Circuits',
    });
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://tours.example.cm/#agency',
      name: 'Kmer Trails',
      url: 'https://tours.example.cm/fr',
      email: 'hello@example.cm',
      telephone: '+237 6 70 00 00 00',
      address: { '@type': 'PostalAddress', addressCountry: 'CM' },
      sameAs: ['https://facebook.com/kmertrails', 'https://instagram.com/kmertrails'],
    });
    expect(node).not.toHaveProperty('image');
  });
});

describe('breadcrumbList', () => {
  it('numbers crumbs from 1', () => {
    expect(
      breadcrumbList([
        { name: 'Home', url: 'https://x/' },
        { name: 'Blog', url: 'https://x/blog' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://x/blog' },
      ],
    });
  });
});

describe('aggregateRating', () => {
  it.each([
    [[], undefined],
    [[5], { ratingValue: 5, reviewCount: 1 }],
    [[5, 4, 4], { ratingValue: 4.3, reviewCount: 3 }],
    [[1, 2], { ratingValue: 1.5, reviewCount: 2 }],
  ])('ratings %j -> %j', (ratings, expected) => {
    const input = ratings.map((rating, i) => ({
      id: `r${i}`,
      name: 'n',
      rating,
      text: 't',
      lang: 'en' as const,
      date: '2025-01-01',
    }));
    const result = aggregateRating(input);
    if (expected === undefined) expect(result).toBeUndefined();
    else
      expect(result).toMatchObject({
        '@type': 'AggregateRating',
        bestRating: 5,
        worstRating: 1,
        ...expected,
      });
  });
});

describe('touristTripProduct', () => {
  const base = { pkg, url, siteUrl, imageUrls: ['https://img/1.jpg'], description: 'Sea', inLanguage: 'fr' };

  it('offers an integer XAF price per person with a minimum of 3', () => {
    const node = touristTripProduct({ ...base, pkg: { ...pkg, pricePerPerson: 250000 }, reviews });
    expect(node['@type']).toEqual(['TouristTrip', 'Product']);
    expect(field(node, 'offers')).toMatchObject({
      '@type': 'Offer',
      price: 250000,
      priceCurrency: 'XAF',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 3 },
    });
    expect(Number.isInteger((field(node, 'offers') as { price: number }).price)).toBe(true);
  });

  it('makes each listed departure an offer with its dates, price and availability', () => {
    const node = touristTripProduct({
      ...base,
      reviews: [],
      departures: [
        { id: 'd1', date: '2027-01-30', seats: 12, pricePerPerson: null, status: 'guaranteed' },
        { id: 'd2', date: '2027-02-27', seats: 12, pricePerPerson: 290000, status: 'open' },
        { id: 'd3', date: '2027-03-27', seats: 8, pricePerPerson: null, status: 'closed' },
      ],
    });
    const seller = { '@id': 'https://tours.example.cm/#agency' };
    const quantity = { '@type': 'QuantitativeValue', minValue: 3, unitText: 'person' };
    expect(field(node, 'offers')).toEqual([
      {
        '@type': 'Offer',
        url,
        sku: 'kribi-beach/d1',
        price: 250000,
        priceCurrency: 'XAF',
        availability: 'https://schema.org/InStock',
        // The fixture trip lasts 3 days, across the end of the month.
        availabilityStarts: '2027-01-30',
        availabilityEnds: '2027-02-01',
        eligibleQuantity: quantity,
        seller,
      },
      expect.objectContaining({
        price: 290000,
        availability: 'https://schema.org/InStock',
        availabilityStarts: '2027-02-27',
        availabilityEnds: '2027-03-01',
      }),
      expect.objectContaining({
        price: 250000,
        availability: 'https://schema.org/SoldOut',
        availabilityStarts: '2027-03-27',
      }),
    ]);
  });

  it('keeps one offer without dates for a trip sold on request', () => {
    const node = touristTripProduct({ ...base, reviews: [], departures: [] });
    expect(field(node, 'offers')).toMatchObject({ '@type': 'Offer', price: 250000 });
    expect(field(node, 'offers')).not.toHaveProperty('availabilityStarts');
  });

  it('rates from exactly the visible reviews', () => {
    const node = touristTripProduct({ ...base, reviews });
    expect(field(node, 'aggregateRating')).toMatchObject({ ratingValue: 4.3, reviewCount: 3 });
    expect(field(node, 'review')).toHaveLength(3);
    expect((field(node, 'review') as unknown[])[1]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Jean' },
      datePublished: '2025-02-03',
      reviewBody: 'Very good',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
    });
  });

  it('has no rating at all without reviews', () => {
    const node = touristTripProduct({ ...base, reviews: [] });
    expect(node).not.toHaveProperty('aggregateRating');
    expect(node).not.toHaveProperty('review');
  });

  it('lists the itinerary in order', () => {
    const node = touristTripProduct({ ...base, reviews: [] });
    expect(field(node, 'itinerary')).toMatchObject({
      numberOfItems: 2,
      itemListElement: [
        { position: 1, name: 'Douala to Kribi' },
        { position: 2, name: 'Lobé falls' },
      ],
    });
  });
});

describe('blogPosting', () => {
  it('names headline, author, dates and publisher', () => {
    const node = blogPosting({
      post,
      url: 'https://tours.example.cm/blog/first-trip',
      siteUrl,
      imageUrl: 'https://img/p.jpg',
      inLanguage: 'en',
    });
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'My first trip',
      datePublished: '2025-04-01T08:00:00Z',
      author: { '@type': 'Person', name: 'Ngono' },
      publisher: { '@id': 'https://tours.example.cm/#agency' },
      mainEntityOfPage: 'https://tours.example.cm/blog/first-trip',
      keywords: 'beach, south',
    });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element it sits in', () => {
    const text = serializeJsonLd({ reviewBody: 'Wonderful </script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text)).toEqual({ reviewBody: 'Wonderful </script><script>alert(1)</script>' });
  });
});
