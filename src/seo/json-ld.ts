/**
 * schema.org structured data as plain objects. Builders take already-localised content and absolute
 * URLs, so they stay pure; `serializeJsonLd` makes the result safe inside a `<script>` element.
 */

import type { Post, Review, Settings, TripPackage } from '../content/types.ts';
import { type Departure, departurePricePerPerson } from '../domain/departure.ts';
import { CURRENCY } from '../domain/money.ts';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** Stable id of the agency node, so pages can point at it instead of repeating it. */
export function agencyId(siteUrl: string): string {
  return new URL('/#agency', siteUrl).href;
}

export interface AgencyInput {
  settings: Settings;
  siteUrl: string;
  /** The home page in the page's language. */
  url: string;
  logoUrl: string;
  imageUrl?: string | undefined;
  description: string;
}

export function travelAgency({
  settings,
  siteUrl,
  url,
  logoUrl,
  imageUrl,
  description,
}: AgencyInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    '@id': agencyId(siteUrl),
    name: settings.agencyName,
    description,
    url,
    logo: logoUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    email: settings.contactEmail,
    telephone: settings.phone,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'CM' },
    areaServed: { '@type': 'Country', name: 'Cameroon' },
    currenciesAccepted: CURRENCY,
    paymentAccepted: 'MTN Mobile Money, Orange Money',
    sameAs: settings.socialLinks.map((link) => link.url),
  };
}

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export function aggregateRating(reviews: readonly Review[]): JsonLd | undefined {
  if (reviews.length === 0) return undefined;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(average * 10) / 10,
    reviewCount: reviews.length,
    bestRating: 5,
    worstRating: 1,
  };
}

function reviewNode(review: Review): JsonLd {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.name },
    datePublished: review.date.slice(0, 10),
    reviewBody: review.text,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
}

export interface TripInput {
  pkg: TripPackage;
  url: string;
  siteUrl: string;
  imageUrls: readonly string[];
  /** Plain-text description (rich text flattened). */
  description: string;
  /** Exactly the reviews shown on the page. */
  reviews: readonly Review[];
  inLanguage: string;
  /** The departures listed on the page (upcoming ones); none: one offer, dates on request. */
  departures?: readonly Departure[];
}

/** The last day of a trip leaving on `date` (ISO) for `days` days. */
function lastDay(date: string, days: number): string {
  const end = new Date(`${date}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + days - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * One offer per departure. Its dates are `availabilityStarts`/`availabilityEnds`, the days the
 * service is provided: `validFrom` would say when sales open (Google reads it so for events).
 * Whether seats are left changes between builds: the checkout tells, the markup only says closed.
 */
function departureOffers(pkg: TripPackage, departures: readonly Departure[], url: string, seller: string) {
  return departures.map((departure) => ({
    '@type': 'Offer',
    url,
    sku: `${pkg.slug}/${departure.id}`,
    price: departurePricePerPerson(pkg.pricePerPerson, departure),
    priceCurrency: CURRENCY,
    availability: departure.status === 'closed' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    availabilityStarts: departure.date,
    availabilityEnds: lastDay(departure.date, pkg.durationDays),
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: pkg.minPeople, unitText: 'person' },
    seller: { '@id': seller },
  }));
}

/** A package is both a TouristTrip (what it is) and a Product (what rich results understand as priced). */
export function touristTripProduct({
  pkg,
  url,
  siteUrl,
  imageUrls,
  description,
  reviews,
  inLanguage,
  departures = [],
}: TripInput): JsonLd {
  const rating = aggregateRating(reviews);
  const offers =
    departures.length > 0
      ? departureOffers(pkg, departures, url, agencyId(siteUrl))
      : {
          '@type': 'Offer',
          url,
          price: Math.round(pkg.pricePerPerson),
          priceCurrency: CURRENCY,
          availability: 'https://schema.org/InStock',
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: pkg.minPeople, unitText: 'person' },
          seller: { '@id': agencyId(siteUrl) },
        };
  return {
    '@context': CONTEXT,
    '@type': ['TouristTrip', 'Product'],
    '@id': `${url}#trip`,
    name: pkg.title,
    description,
    url,
    inLanguage,
    image: [...imageUrls],
    sku: pkg.slug,
    brand: { '@id': agencyId(siteUrl) },
    provider: { '@id': agencyId(siteUrl) },
    touristType: 'Group',
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: pkg.itinerary.length,
      itemListElement: pkg.itinerary.map((day, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: day.title,
        description: day.body,
      })),
    },
    offers,
    ...(rating ? { aggregateRating: rating, review: reviews.map(reviewNode) } : {}),
  };
}

export interface PostInput {
  post: Post;
  url: string;
  siteUrl: string;
  imageUrl: string;
  inLanguage: string;
}

export function blogPosting({ post, url, siteUrl, imageUrl, inLanguage }: PostInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    headline: post.title,
    description: post.excerpt,
    image: imageUrl,
    url,
    mainEntityOfPage: url,
    inLanguage,
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    author: { '@type': 'Person', name: post.author.name },
    publisher: { '@id': agencyId(siteUrl) },
    keywords: post.tags.join(', '),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
