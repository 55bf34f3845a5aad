/** Reviews waiting: an owner approves (published, the site rebuilt) or rejects with a reason. */
import { useState } from 'react';
import type { ReviewQueueItem } from '../../api/admin-contract.ts';
import { useAdmin } from './admin-env.tsx';
import { CallError, ReasonForm, useAdminCall } from './staff-action.tsx';
import { LoadedView, useView } from './view-loading.tsx';

function ReviewDecision({ review, onDone }: { review: ReviewQueueItem; onDone: (message: string) => void }) {
  const { t, views } = useAdmin();
  const { busy, error, run } = useAdminCall();
  const id = `admin-review-${review.id}`;
  return (
    <>
      <p className="note">{t('admin.ui.reviews.approveNote')}</p>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => void run(() => views.decideReview(review.id, { decision: 'approve' }), onDone)}
      >
        {t('admin.ui.reviews.approve')}
      </button>
      <ReasonForm
        id={`${id}-reason`}
        label={t('admin.ui.reviews.rejectReason')}
        submit={t('admin.ui.reviews.reject')}
        busy={busy}
        onSubmit={(reason) =>
          void run(() => views.decideReview(review.id, { decision: 'reject', reason }), onDone)
        }
      />
      <CallError error={error} />
    </>
  );
}

function ReviewItem({ review, onDone }: { review: ReviewQueueItem; onDone: (message: string) => void }) {
  const { t, date, session } = useAdmin();
  // The function refuses agents too; this only spares them buttons that would be refused.
  const owner = session.$staff.get()?.role === 'owner';
  const id = `admin-review-${review.id}`;
  return (
    <li className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('admin.ui.reviews.by', {
          name: review.displayName,
          code: review.bookingCode,
          package: review.packageTitle,
        })}
      </h2>
      <p>
        {t('admin.ui.reviews.stars', { rating: review.rating })} · {date(review.createdAt)}
      </p>
      <blockquote lang={review.locale}>{review.text}</blockquote>
      {owner ? (
        <ReviewDecision review={review} onDone={onDone} />
      ) : (
        <p className="note">{t('admin.ui.reviews.ownerOnly')}</p>
      )}
    </li>
  );
}

export function AdminReviews() {
  const { t, views } = useAdmin();
  const { loaded, reload } = useView(views.reviews, 'reviews');
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section aria-labelledby="admin-reviews-title">
      <h1 id="admin-reviews-title">{t('admin.ui.reviews.heading')}</h1>
      <p role="status" className="note">
        {message}
      </p>
      <LoadedView loaded={loaded} reload={reload}>
        {({ items }) =>
          items.length === 0 ? (
            <p>{t('admin.ui.reviews.none')}</p>
          ) : (
            <ul className="admin-card-list admin-reviews">
              {items.map((review) => (
                <ReviewItem key={review.id} review={review} onDone={setMessage} />
              ))}
            </ul>
          )
        }
      </LoadedView>
    </section>
  );
}
