import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '../../../../src/server/repositories/reviews.ts';
import {
  appendReviewToDataset,
  createSanityDraft,
  createSanityReview,
  type SanityWriter,
  tripIdInDataset,
} from '../../../../src/server/reviews/publish-review.ts';

const review: Review = {
  id: '7',
  bookingId: '3',
  bookingCode: 'K7MX-3QPD-2W',
  packageSlug: 'kribi-beach-escape',
  displayName: 'Marie N.',
  rating: 5,
  text: 'Wonderful trip, thank you!',
  locale: 'en',
  status: 'pending',
  createdAt: new Date('2030-02-03T10:00:00Z'),
};
const now = new Date('2030-02-04T08:00:00Z');
const dataset = [
  '{"_id":"trip-kribi","_type":"trip","slug":{"_type":"slug","current":"kribi-beach-escape"}}',
  '{"_id":"review-01","_type":"review","name":"A","rating":4,"text":"Nice","date":"2025-01-01"}',
].join('\n');

let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('approving a review into the CMS', () => {
  it('finds the trip by slug', () => {
    expect(tripIdInDataset(dataset, 'kribi-beach-escape')).toBe('trip-kribi');
    expect(tripIdInDataset(dataset, 'atlantis')).toBeNull();
  });

  it('appends one review document to the NDJSON dataset, once', async () => {
    dir = await mkdtemp(join(tmpdir(), 'reviews-'));
    const path = join(dir, 'dataset.ndjson');
    await writeFile(path, dataset);
    expect(await appendReviewToDataset(path, review, now)).toMatchObject({ _id: 'review-booking-7' });
    expect(await appendReviewToDataset(path, review, now)).toBeNull();
    const lines = (await readFile(path, 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2] ?? '')).toEqual({
      _id: 'review-booking-7',
      _type: 'review',
      _createdAt: now.toISOString(),
      _updatedAt: now.toISOString(),
      name: 'Marie N.',
      rating: 5,
      text: 'Wonderful trip, thank you!',
      language: 'en',
      date: '2030-02-03',
      trip: { _type: 'reference', _ref: 'trip-kribi' },
    });
  });

  it('creates a draft document in Sanity', async () => {
    const created: unknown[] = [];
    const client: SanityWriter = {
      fetch: async <T>() => 'trip-kribi' as T,
      createIfNotExists: async (doc) => {
        created.push(doc);
        return doc;
      },
    };
    await createSanityDraft(client, review, now);
    expect(created).toMatchObject([
      { _id: 'drafts.review-booking-7', _type: 'review', trip: { _ref: 'trip-kribi' } },
    ]);
  });

  it("creates the published document for the back office's approval", async () => {
    const created: unknown[] = [];
    const client: SanityWriter = {
      fetch: async <T>() => null as T,
      createIfNotExists: async (doc) => {
        created.push(doc);
        return doc;
      },
    };
    await createSanityReview(client, review, now);
    expect(created).toEqual([expect.objectContaining({ _id: 'review-booking-7', _type: 'review' })]);
    expect(created[0]).not.toHaveProperty('trip');
  });
});
