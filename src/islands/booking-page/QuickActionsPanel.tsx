import type { BookingDetails } from '../../api/contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { translatorOf } from '../text.ts';
import { CalendarLink } from './CalendarLink.tsx';
import { SupportNote } from './SupportNote.tsx';

/**
 * What else a customer can do from the page: ask the agency, add the trip to a calendar, print the
 * receipt, review the trip. Paying is at the top of the page, where the amount left is.
 */
export function QuickActionsPanel({
  booking,
  locale,
  t,
  whatsappNumber,
  reviewSent,
}: {
  booking: BookingDetails;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
  whatsappNumber: string;
  reviewSent: boolean;
}) {
  return (
    <section className="panel no-print" aria-labelledby="track-actions">
      <h2 id="track-actions">{t('islands.track.quickActions')}</h2>
      <SupportNote code={booking.code} whatsappNumber={whatsappNumber} t={t} />
      <div className="quick-actions">
        <CalendarLink booking={booking} locale={locale} t={t} />
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('islands.track.print')}
        </button>
        {booking.canReview && !reviewSent ? (
          <a className="button button--secondary" href="#review">
            {t('islands.track.leaveReview')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
