/** Reviews waiting: approve (published for the next build) or reject with a reason. */
import { type FormEvent, useState } from 'react';
import type { ReviewQueueItem } from '../../api/admin-contract.ts';
import { LoadedView, useAdmin, useLoad } from './common.tsx';

function ReviewItem({ review, onDone }: { review: ReviewQueueItem; onDone: (message: string) => void }) {
  const { t, api, date, session } = useAdmin();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function decide(decision: 'approve' | 'reject') {
    setBusy(true);
    const outcome = await api.decideReview(
      review.id,
      decision === 'reject' ? { decision, reason } : { decision },
    );
    setBusy(false);
    if (outcome.kind === 'ok') onDone(outcome.message);
    else if (outcome.kind === 'refused' && outcome.status === 'signedOut') session.signedOut(outcome.message);
    else setError(outcome.kind === 'refused' ? outcome.message : t('admin.ui.networkError'));
  }
  const reject = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void decide('reject');
  };
  const id = `admin-review-${review.id}`;
  return (
    <li className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {t('admin.ui.reviews.by', {
          name: review.displayName,
          code: review.bookingCode,
          package: review.packageSlug,
        })}
      </h2>
      <p>
        {t('admin.ui.reviews.stars', { rating: review.rating })} · {date(review.createdAt)}
      </p>
      <blockquote lang={review.locale}>{review.text}</blockquote>
      <p className="note">{t('admin.ui.reviews.approveNote')}</p>
      <button type="button" className="button" disabled={busy} onClick={() => void decide('approve')}>
        {t('admin.ui.reviews.approve')}
      </button>
      <form onSubmit={reject} className="admin-action-form">
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t('admin.ui.reviews.rejectReason')}</label>
          <input
            id={`${id}-reason`}
            required
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </div>
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('admin.ui.reviews.reject')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="input-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function AdminReviews() {
  const { t, api } = useAdmin();
  const { loaded, reload } = useLoad('reviews', () => api.reviews());
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
                <ReviewItem
                  key={review.id}
                  review={review}
                  onDone={(text) => {
                    setMessage(text);
                    void reload();
                  }}
                />
              ))}
            </ul>
          )
        }
      </LoadedView>
    </section>
  );
}
