/**
 * The top of the booking page, what a customer opening it on a phone came for, in this order:
 * where the booking stands, what is left to pay with the button to pay it, then which trip and
 * when. The rest of the page (the panels below) gives the details.
 */
import type { BookingDetails } from '../../api/contract.ts';
import { addDays } from '../../domain/balance-due.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { IndicativeView } from '../../i18n/indicative-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { localizedPath, routes } from '../../i18n/routes.ts';
import { IndicativeNote, IndicativePrice } from '../IndicativePrice.tsx';
import { contactInstead } from '../payment/PaymentNotes.tsx';
import type { translatorOf } from '../text.ts';

type Translate = ReturnType<typeof translatorOf>;

interface Props {
  booking: BookingDetails;
  locale: Locale;
  t: Translate;
  /** The payment page for this booking's next payment. */
  payUrl: string;
  /** What is left in euros and dollars too; absent: XAF alone. */
  indicative?: IndicativeView | undefined;
}

export function BookingGlance({ booking, locale, t, payUrl, indicative }: Props) {
  // Only what is still to pay: nothing to reckon in euros once it is paid or cancelled.
  const approx = indicative && booking.leftToPay > 0 && !booking.refund ? indicative : null;
  const packageUrl = localizedPath(locale, routes.package(booking.package.slug));
  return (
    <section className="panel glance" aria-labelledby="track-glance">
      <h2 id="track-glance" className="visually-hidden">
        {t('islands.track.glance')}
      </h2>
      <div className="glance__money">
        <dl className="summary">
          <dt>{t('islands.track.status')}</dt>
          <dd>
            <BookingStatusBadge booking={booking} t={t} />
          </dd>
          {/* A cancelled booking owes nothing: its refund is told in the payment panel. */}
          {booking.refund ? null : (
            <>
              <dt>{t('islands.track.leftToPay')}</dt>
              <dd className="glance__left">
                {approx ? (
                  <IndicativePrice xaf={booking.leftToPay} view={approx} locale={locale} />
                ) : (
                  formatXaf(booking.leftToPay, locale)
                )}
              </dd>
            </>
          )}
        </dl>
        {approx ? <IndicativeNote view={approx} /> : null}
        <PayNow booking={booking} locale={locale} t={t} payUrl={payUrl} />
      </div>
      <dl className="summary glance__trip">
        <dt>{t('islands.track.package')}</dt>
        <dd>
          {/* On paper the trip's name is text: a receipt has nothing to click. */}
          <a className="no-print" href={packageUrl}>
            {booking.package.title}
          </a>
          <span className="print-only">{booking.package.title}</span>
        </dd>
        <dt>{t(booking.departureId ? 'islands.track.departure' : 'islands.track.date')}</dt>
        <dd>{tripDates(booking, locale, t)}</dd>
      </dl>
    </section>
  );
}

/** The button to pay what is due next, or why what is left is not paid online. */
function PayNow({ booking, locale, t, payUrl }: Props) {
  const canPay = booking.nextPayment !== null || booking.openPayment !== null;
  if (canPay) {
    return (
      <p className="glance__pay no-print">
        <a className="button" href={payUrl}>
          {t(`islands.pay.title.${booking.nextPayment?.kind ?? 'balance'}`)}
        </a>
      </p>
    );
  }
  const aboveCap = booking.leftToPay > 0 && booking.amounts.total > ONLINE_CAP_XAF;
  if (booking.cancelledOn || !aboveCap) return null;
  return <p className="note no-print">{contactInstead(booking, locale, t)}</p>;
}

/**
 * When the trip is: a scheduled departure's first to last day, else the one date asked for (the
 * agency confirms it), else "to be confirmed". Days are written in the agency's time zone.
 */
export function tripDates(
  booking: Pick<BookingDetails, 'departureId' | 'preferredDate' | 'package'>,
  locale: Locale,
  t: Translate,
): string {
  const start = booking.preferredDate;
  if (!start) return t('islands.track.dateToConfirm');
  if (!booking.departureId || booking.package.durationDays <= 1) return formatDate(start, locale);
  return t('islands.track.tripDates', {
    start: formatDate(start, locale),
    end: formatDate(addDays(start, booking.package.durationDays - 1), locale),
  });
}

/** Where the booking stands, as a pill: paid in full reads as success, a cancelled trip as ended. */
function BookingStatusBadge({ booking, t }: { booking: BookingDetails; t: Translate }) {
  return (
    <span className={`badge badge--${statusTone(booking)}`}>
      {booking.abandonedOn && booking.paid === 0
        ? t('islands.track.statusAbandoned')
        : booking.refund
          ? t(
              booking.refund.refunded > 0 && booking.refund.owed === 0
                ? 'islands.track.statusRefunded'
                : 'islands.track.statusCancelled',
            )
          : t(`booking.status.${booking.status}`)}
    </span>
  );
}

function statusTone(booking: { status: string; cancelledOn: string | null }): 'done' | 'ended' | 'open' {
  if (booking.cancelledOn) return 'ended';
  return booking.status === 'payment_completed' ? 'done' : 'open';
}
