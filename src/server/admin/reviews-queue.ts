/**
 * The reviews queue of the back office (owners decide; docs/back-office.md). Approving writes the
 * review where the next build reads it (`publishing-settings.ts`: the published document in Sanity
 * when deployed, the local dataset otherwise), records the decision and who took it, then starts
 * the site's build when a build hook is set. Rejecting keeps it out, with the reason.
 */
import type { MessageKey } from '../../i18n/messages.ts';
import { appendAudit } from '../repositories/audit-log.ts';
import { approveReview, findReview, type Review, rejectReview } from '../repositories/reviews.ts';
import type { Staff } from '../repositories/staff.ts';
import { startRebuild } from '../reviews/build-hook.ts';
import { appendReviewToDataset, createSanityReview } from '../reviews/publish-review.ts';
import type { ReviewPublishing } from '../reviews/publishing-settings.ts';
import { createSanityWriter } from '../reviews/sanity-writer.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { ServiceError } from '../services/service-error.ts';

export interface ReviewPublisher {
  /** Writes the review document; idempotent (a stable id), so a retry adds nothing. */
  publish(review: Review, now: Date): Promise<void>;
  /** Starts the build that shows it: 'next' when no hook is set (locally), 'failed' when refused. */
  rebuild(): Promise<'started' | 'failed' | 'next'>;
}

export function reviewPublisher(
  publishing: ReviewPublishing,
  log: (line: string) => void = console.error,
): ReviewPublisher {
  if (publishing.kind === 'dataset') {
    return {
      publish: async (review, now) => void (await appendReviewToDataset(publishing.path, review, now)),
      rebuild: async () => 'next',
    };
  }
  const hook = publishing.buildHookUrl;
  return {
    publish: async (review, now) =>
      void (await createSanityReview(await createSanityWriter(publishing.sanity), review, now)),
    async rebuild() {
      if (!hook) return 'next';
      const outcome = await startRebuild(hook);
      if (outcome.started) return 'started';
      // The approval stands and the review is in Sanity: the next build (any publish) shows it.
      log(
        `[reviews] the site's rebuild could not be started (${outcome.reason}); the review shows at the next build`,
      );
      return 'failed';
    },
  };
}

const APPROVED_KEY: Record<'started' | 'failed' | 'next', MessageKey> = {
  started: 'admin.review.approvedRebuilding',
  failed: 'admin.review.approvedRebuildFailed',
  next: 'admin.review.approved',
};

export interface ReviewDecided {
  status: 'approved' | 'rejected';
  /** What the owner is told: for an approval, whether the site is being rebuilt. */
  key: MessageKey;
}

async function approve(deps: ServiceDeps, review: Review, publisher: ReviewPublisher, now: Date) {
  try {
    await publisher.publish(review, now);
  } catch (error) {
    console.error(`[reviews] review #${review.id} could not be published:`, (error as Error).message);
    throw new ServiceError(502, 'admin.error.reviewPublishFailed');
  }
  // Published first, then marked: a failure in between leaves it pending, and a retry adds nothing.
  if (!(await approveReview(deps.db, review.id))) throw new ServiceError(409, 'admin.error.reviewDecided');
}

async function reject(deps: ServiceDeps, id: string, reason: string, now: Date) {
  if (!(await rejectReview(deps.db, id, reason, now)))
    throw new ServiceError(409, 'admin.error.reviewDecided');
}

/** `publisher` is needed to approve only: a rejection publishes nothing. */
export async function decideReview(
  deps: ServiceDeps,
  staff: Staff,
  id: string,
  decision: { decision: 'approve' | 'reject'; reason?: string | undefined },
  publisher: ReviewPublisher | null,
): Promise<ReviewDecided> {
  const review = await findReview(deps.db, id);
  if (!review) throw new ServiceError(404, 'admin.error.reviewNotFound');
  if (review.status !== 'pending') throw new ServiceError(409, 'admin.error.reviewDecided');
  const now = deps.clock();
  const audit = (action: 'approveReview' | 'rejectReview') =>
    appendAudit(deps.db, {
      staffId: staff.id,
      action,
      bookingId: review.bookingId,
      reason: decision.reason ?? '',
      detail: { reviewId: id },
    });
  if (decision.decision === 'reject') {
    await reject(deps, id, decision.reason ?? '', now);
    await audit('rejectReview');
    return { status: 'rejected', key: 'admin.review.rejected' };
  }
  if (!publisher) throw new Error('approving a review needs a publisher');
  await approve(deps, review, publisher, now);
  await audit('approveReview');
  // After the decision is recorded: a rebuild that fails loses no approval.
  return { status: 'approved', key: APPROVED_KEY[await publisher.rebuild()] };
}
