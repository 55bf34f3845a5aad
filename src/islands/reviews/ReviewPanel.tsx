import { lazy, Suspense } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../../stores/api.ts';
import { type Messages, translatorOf } from '../text.ts';

// Only a booking that can be reviewed shows the form; it brings the review schema with it.
const ReviewForm = lazy(() => import('./ReviewForm.tsx'));

interface ReviewPanelProps {
  booking: BookingDetails;
  locale: Locale;
  messages: Messages;
  api: IslandApi;
  /** Called once the review was received (the page drops its "Leave a review" link). */
  onSent: () => void;
}

/**
 * The booking page's review panel: the form once the trip is paid and over, otherwise when it will
 * be possible (docs/business-rules.md#reviews). Nothing on a cancelled booking (its banner says so).
 */
export function ReviewPanel({ booking, locale, messages, api, onSent }: ReviewPanelProps) {
  const t = translatorOf(messages);
  if (booking.reviewRefusal === 'cancelled') return null;
  const body = () => {
    if (booking.reviewed) return <p className="note">{t('islands.review.alreadyReviewed')}</p>;
    if (booking.reviewRefusal === 'notPaid') return <p className="note">{t('islands.review.notPaid')}</p>;
    if (booking.reviewRefusal === 'afterTrip') {
      return (
        <p className="note">
          {booking.reviewFrom
            ? t('islands.review.afterTrip', { date: formatDate(booking.reviewFrom, locale) })
            : t('islands.review.afterTravelled')}
        </p>
      );
    }
    return (
      <Suspense fallback={<p className="island-waiting">{t('islands.shell.loading')}</p>}>
        <ReviewForm code={booking.code} locale={locale} messages={messages} api={api} onSent={onSent} />
      </Suspense>
    );
  };
  return (
    <section className="panel" id="review" aria-labelledby="track-review">
      <h2 id="track-review">{t('islands.review.heading')}</h2>
      {body()}
    </section>
  );
}
