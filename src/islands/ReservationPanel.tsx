import type { BookingDetails } from '../api/contract.ts';
import { formatDate } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { BreakableText } from './BreakableText.tsx';
import type { translatorOf } from './text.ts';

/** The booking itself (the trip, its dates and status are at the top): group, when, who. */
export function ReservationPanel({
  booking,
  locale,
  t,
}: {
  booking: BookingDetails;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
}) {
  return (
    <section className="panel" aria-labelledby="track-reservation">
      <h2 id="track-reservation">{t('islands.track.reservation')}</h2>
      <dl className="summary">
        <dt>{t('islands.track.spots')}</dt>
        <dd>{booking.spots}</dd>
        <dt>{t('islands.checkout.tripType')}</dt>
        <dd>{t(`booking.tripType.${booking.tripType}`)}</dd>
        <dt>{t('islands.track.reservedOn')}</dt>
        <dd>{formatDate(booking.reservedOn, locale)}</dd>
        <dt>{t('islands.track.contact')}</dt>
        <dd>
          {booking.contact.fullName} · <BreakableText text={booking.contact.email} /> ·{' '}
          <span className="nowrap">{booking.contact.whatsapp}</span>
        </dd>
        <dt>{t('islands.track.whatsappMessages')}</dt>
        <dd>
          {t(
            booking.whatsappOptIn
              ? 'islands.track.whatsappMessages.yes'
              : 'islands.track.whatsappMessages.no',
          )}
        </dd>
      </dl>
    </section>
  );
}
