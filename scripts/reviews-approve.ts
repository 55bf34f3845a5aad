/**
 * Moderation of reviews left by customers.
 *   npm run reviews:approve             lists the reviews waiting for approval
 *   npm run reviews:approve -- <id>     approves one into the CMS
 * Embedded default: appends a `review` document to the sample dataset (`CONTENT_DATASET_PATH`, default
 * content/sample/dataset.ndjson); rebuild to publish it. With `SANITY_PROJECT_ID` and `SANITY_WRITE_TOKEN`
 * (not the build's read token `SANITY_TOKEN`): creates a draft `review` document in Sanity for an
 * editor to publish.
 * Needs `DATABASE_URL` (the database `npm start` runs, or production's).
 */
import './lib/load-env-file.ts';
import { DEFAULT_DATASET_PATH } from '../src/content/sanity-config.ts';
import { approveReview, findReview, listReviews } from '../src/server/repositories/reviews.ts';
import { appendReviewToDataset, createSanityDraft } from '../src/server/reviews/publish-review.ts';
import { createSanityWriter, sanityWriteConfigFromEnv } from '../src/server/reviews/sanity-writer.ts';
import { adminPool } from './lib/admin-database.ts';

const pool = adminPool('the reviews');
try {
  const id = process.argv[2];
  if (!id) {
    const pending = await listReviews(pool, 'pending');
    if (pending.length === 0) console.log('No review is waiting for approval.');
    for (const r of pending) {
      console.log(
        `#${r.id}  ${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}  ${r.displayName}  (${r.packageSlug}, booking ${r.bookingCode}, ${r.createdAt.toISOString().slice(0, 10)})`,
      );
      console.log(`     ${r.text.replaceAll('\n', '\n     ')}`);
    }
    if (pending.length > 0) console.log('\nApprove one with: npm run reviews:approve -- <id>');
  } else {
    const review = await findReview(pool, id);
    if (!review) throw new Error(`No review #${id}`);
    if (review.status !== 'pending') throw new Error(`Review #${id} is already ${review.status}`);
    const sanity = sanityWriteConfigFromEnv(process.env);
    if (sanity) {
      const draft = await createSanityDraft(await createSanityWriter(sanity), review, new Date());
      console.log(`Created the draft ${draft._id} in Sanity: publish it in the Studio.`);
    } else {
      const path = process.env.CONTENT_DATASET_PATH?.trim() || DEFAULT_DATASET_PATH;
      const doc = await appendReviewToDataset(path, review, new Date());
      console.log(
        doc ? `Added ${doc._id} to ${path}: rebuild the site to publish it.` : `Already in ${path}.`,
      );
    }
    await approveReview(pool, id);
    console.log(`Review #${id} approved.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await pool.end();
}
