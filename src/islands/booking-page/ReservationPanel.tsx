import type { BookingDetails } from '../../api/contract.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { whatsappUrl } from '../../site/contact-links.ts';
import { BreakableText } from '../BreakableText.tsx';
import type { translatorOf } from '../text.ts';

/**
 * Whether WhatsApp messages go: not asked for, going, or waiting for the customer to write to the
 * agency from their number with the booking code (the link pre-fills it), which proves it theirs.
 */
function WhatsAppMessages({
  booking,
  whatsappNumber,
  t,
}: {
  booking: BookingDetails;
  whatsappNumber: string;
  t: ReturnType<typeof translatorOf>;
}) {
  if (!booking.whatsappOptIn) return <>{t('islands.track.whatsappMessages.no')}</>;
  if (booking.whatsappProven) return <>{t('islands.track.whatsappMessages.yes')}</>;
  return (
    <>
      {t('islands.track.whatsappMessages.waiting')}{' '}
      {whatsappNumber ? (
        <a
          href={whatsappUrl(whatsappNumber, t('islands.track.whatsappStartMessage', { code: booking.code }))}
          rel="noopener"
        >
          {t('islands.track.whatsappStart')}
        </a>
      ) : null}
    </>
  );
}

/** The booking itself (the trip, its dates and status are at the top): group, when, who. */
export function ReservationPanel({
  booking,
  locale,
  whatsappNumber,
  t,
}: {
  booking: BookingDetails;
  locale: Locale;
  /** The agency's WhatsApp, E.164. */
  whatsappNumber: string;
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
          <WhatsAppMessages booking={booking} whatsappNumber={whatsappNumber} t={t} />
        </dd>
      </dl>
    </section>
  );
}
