/**
 * Approving a review into the CMS. Embedded default: a `review` document appended to the sample NDJSON
 * dataset, so the next build shows it. Sanity, from the back office: the published `review` document
 * (the owner's approval is the decision to publish). Sanity, from `npm run reviews:approve`: a draft
 * `review` document an editor publishes.
 */
import { appendFile, readFile } from 'node:fs/promises';
import { defineQuery } from 'groq';
import type { TripIdBySlugQueryResult } from '../../content/sanity.types.ts';
import { guessLanguage } from '../../content/text-language.ts';
import type { Locale } from '../../domain/locales.ts';
import type { Review } from '../repositories/reviews.ts';

export interface ReviewDocument {
  _id: string;
  _type: 'review';
  _createdAt: string;
  _updatedAt: string;
  name: string;
  rating: number;
  text: string;
  /** The language of the text, so pages mark it with `lang`. */
  language: Locale;
  date: string;
  trip?: { _type: 'reference'; _ref: string };
}

/** Stable id per stored review, so approving twice cannot add two documents. */
export function reviewDocumentId(review: Pick<Review, 'id'>): string {
  return `review-booking-${review.id}`;
}

export function reviewDocument(review: Review, tripId: string | null, now: Date): ReviewDocument {
  const doc: ReviewDocument = {
    _id: reviewDocumentId(review),
    _type: 'review',
    _createdAt: now.toISOString(),
    _updatedAt: now.toISOString(),
    name: review.displayName,
    rating: review.rating,
    text: review.text,
    language: guessLanguage(review.text, review.locale === 'fr' ? 'fr' : 'en'),
    date: review.createdAt.toISOString().slice(0, 10),
  };
  if (tripId) doc.trip = { _type: 'reference', _ref: tripId };
  return doc;
}

interface DatasetDoc {
  _id?: string;
  _type?: string;
  slug?: { current?: string };
}

/** The `_id` of the trip with this slug in an NDJSON dataset, or null. */
export function tripIdInDataset(ndjson: string, slug: string): string | null {
  for (const line of ndjson.split('\n')) {
    if (!line.includes('"trip"')) continue;
    const doc = JSON.parse(line) as DatasetDoc;
    if (doc._type === 'trip' && doc.slug?.current === slug && doc._id) return doc._id;
  }
  return null;
}

/** Appends the review to the dataset unless a document with its id is already there. */
export async function appendReviewToDataset(
  path: string,
  review: Review,
  now: Date,
): Promise<ReviewDocument | null> {
  const text = await readFile(path, 'utf8');
  const id = reviewDocumentId(review);
  if (text.includes(`"_id":"${id}"`)) return null;
  const doc = reviewDocument(review, tripIdInDataset(text, review.packageSlug), now);
  await appendFile(path, `${text.endsWith('\n') || text === '' ? '' : '\n'}${JSON.stringify(doc)}\n`);
  return doc;
}

/** The subset of @sanity/client the Sanity path uses. */
export interface SanityWriter {
  fetch<T>(query: string, params: Record<string, unknown>): Promise<T>;
  createIfNotExists(doc: { _id: string; _type: string }): Promise<unknown>;
}

/** The id of the trip a review is about; its result type is generated (`sanity.types.ts`). */
const tripIdBySlugQuery = defineQuery('*[_type == "trip" && slug.current == $slug][0]._id');

async function sanityReviewDocument(client: SanityWriter, review: Review, now: Date) {
  const tripId = await client.fetch<TripIdBySlugQueryResult>(tripIdBySlugQuery, {
    slug: review.packageSlug,
  });
  return reviewDocument(review, tripId, now);
}

export async function createSanityDraft(
  client: SanityWriter,
  review: Review,
  now: Date,
): Promise<ReviewDocument> {
  const doc = await sanityReviewDocument(client, review, now);
  const draft = { ...doc, _id: `drafts.${doc._id}` };
  await client.createIfNotExists(draft);
  return draft;
}

/** The published document; approving twice (or retrying after a lost answer) adds nothing. */
export async function createSanityReview(
  client: SanityWriter,
  review: Review,
  now: Date,
): Promise<ReviewDocument> {
  const doc = await sanityReviewDocument(client, review, now);
  await client.createIfNotExists(doc);
  return doc;
}
