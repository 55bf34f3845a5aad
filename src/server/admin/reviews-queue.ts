/**
 * The reviews queue of the back office. Approving publishes the review the way `npm run reviews:approve`
 * does (a draft in Sanity when configured, else a document appended to the local dataset: shown after
 * the next build); rejecting keeps it out, with the reason. Both are audited.
 */
import type { ReviewQueueItem } from '../../api/admin-contract.ts';
import { type ContentEnv, DEFAULT_DATASET_PATH } from '../../content/source.ts';
import type { Db } from '../db/pool.ts';
import { approveReview, findReview, type ReviewRow } from '../repositories/reviews.ts';
import { appendReviewToDataset, createSanityDraft } from '../reviews/publish-review.ts';
import { createSanityWriter, sanityWriteConfigFromEnv } from '../reviews/sanity-writer.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';
import { appendAudit } from './audit-log.ts';
import type { Staff } from './staff-store.ts';

export type ReviewPublisher = (review: ReviewRow, now: Date) => Promise<void>;

/** As `reviews:approve`: a Sanity draft with `SANITY_PROJECT_ID` and `SANITY_WRITE_TOKEN`, else `CONTENT_DATASET_PATH`. */
export function reviewPublisherFromEnv(env: ContentEnv & { CONTENT_DATASET_PATH?: string }): ReviewPublisher {
  return async (review, now) => {
    // Read per approval, so a missing write token is that approval's error (the review stays pending).
    const sanity = sanityWriteConfigFromEnv(env);
    if (sanity) {
      await createSanityDraft(createSanityWriter(sanity), review, now);
      return;
    }
    await appendReviewToDataset(env.CONTENT_DATASET_PATH?.trim() || DEFAULT_DATASET_PATH, review, now);
  };
}

export async function pendingReviews(db: Db): Promise<ReviewQueueItem[]> {
  const { rows } = await db.query<ReviewQueueItem>(
    `SELECT r.id::text AS id, b.code AS "bookingCode", b.package_slug AS "packageSlug",
       r.display_name AS "displayName", r.rating, r.text, r.locale, to_json(r.created_at) #>> '{}' AS "createdAt"
     FROM reviews r JOIN bookings b ON b.id = r.booking_id WHERE r.status = 'pending' ORDER BY r.created_at, r.id`,
  );
  return rows;
}

export async function decideReview(
  deps: ServiceDeps,
  staff: Staff,
  id: string,
  decision: { decision: 'approve' | 'reject'; reason?: string | undefined },
  publish: ReviewPublisher,
): Promise<'approved' | 'rejected'> {
  const review = await findReview(deps.db, id);
  if (!review) throw new ServiceError(404, 'admin.error.reviewNotFound');
  if (review.status !== 'pending') throw new ServiceError(409, 'admin.error.reviewDecided');
  const now = deps.clock();
  if (decision.decision === 'approve') {
    // Published first (idempotent: a stable document id), then marked: a failure leaves it pending.
    await publish(review, now);
    if (!(await approveReview(deps.db, id))) throw new ServiceError(409, 'admin.error.reviewDecided');
  } else {
    const { rowCount } = await deps.db.query(
      `UPDATE reviews SET status = 'rejected', rejected_at = $2, reject_reason = $3 WHERE id = $1 AND status = 'pending'`,
      [id, now, decision.reason ?? ''],
    );
    if (rowCount !== 1) throw new ServiceError(409, 'admin.error.reviewDecided');
  }
  await appendAudit(deps.db, {
    staffId: staff.id,
    action: decision.decision === 'approve' ? 'approveReview' : 'rejectReview',
    bookingId: review.bookingId,
    reason: decision.reason ?? '',
    detail: { reviewId: id },
  });
  return decision.decision === 'approve' ? 'approved' : 'rejected';
}
