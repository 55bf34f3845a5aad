import type { BookingDetails, RefundView } from '../../api/contract.ts';
import type { PaymentMethod } from '../../domain/payment-method.ts';
import { paymentArrangement } from '../../domain/pricing.ts';
import { showsRefundLines, showsRefundParts } from '../../domain/refund.ts';
import { formatDate, formatPercent, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { refundSentences } from '../../i18n/refund-words.ts';
import type { translatorOf } from '../text.ts';

type Translate = ReturnType<typeof translatorOf>;

interface Props {
  booking: BookingDetails;
  locale: Locale;
  t: Translate;
}

/**
 * How the booking is paid: the arrangement, the total and what came in, then either how far the
 * payments have come (what is left is at the top of the page) or, once cancelled, the refund.
 */
export function PaymentInfoPanel({ booking, locale, t }: Props) {
  const xaf = (amount: number) => formatXaf(amount, locale);
  // An excess by card goes back to the card, never to a number (the customer gave none).
  const byCard = booking.paymentMethod === 'card';
  const arrangement = paymentArrangement({ paymentType: booking.paymentType, total: booking.amounts.total });
  return (
    <section className="panel" aria-labelledby="track-payment">
      <h2 id="track-payment">{t('islands.track.paymentInfo')}</h2>
      <dl className="summary">
        <dt>{t('islands.checkout.paymentType')}</dt>
        <dd>{t(`booking.paymentType.${arrangement}`)}</dd>
        <dt>{t('islands.checkout.paymentMethod')}</dt>
        <dd>
          {methodsUsed(booking)
            .map((method) => t(`payment.method.${method}`))
            .join(', ')}
        </dd>
        <dt>{t('islands.track.total')}</dt>
        <dd>{xaf(booking.amounts.total)}</dd>
        <dt>{t('islands.track.alreadyPaid')}</dt>
        <dd>{xaf(booking.paid)}</dd>
        {booking.refund ? <RefundLines refund={booking.refund} locale={locale} t={t} /> : null}
        {!booking.refund && booking.balanceDueOn ? (
          <>
            <dt>{t('islands.track.balanceDue')}</dt>
            <dd>{formatDate(booking.balanceDueOn, locale)}</dd>
          </>
        ) : null}
      </dl>
      {booking.refund ? (
        <RefundNotes refund={booking.refund} locale={locale} t={t} />
      ) : (
        <Completion percent={booking.completionPercent} locale={locale} t={t} />
      )}
      {booking.excess && booking.excess.owed > 0 ? (
        <p className="note">
          {t(byCard ? 'islands.track.overpaidCard' : 'islands.track.overpaid', {
            excess: xaf(booking.excess.owed),
          })}
        </p>
      ) : null}
      {booking.excess && booking.excess.owed === 0 ? (
        <p className="note">
          {t(byCard ? 'islands.track.excessReturnedCard' : 'islands.track.excessReturned', {
            amount: xaf(booking.excess.returned),
          })}
        </p>
      ) : null}
    </section>
  );
}

/**
 * How the booking was actually paid: the method of each payment received (cash at the agency, a
 * transfer, an operator online), else the operator chosen at booking for what is to come.
 */
function methodsUsed(booking: BookingDetails): PaymentMethod[] {
  const used = booking.payments.filter((p) => p.status === 'successful').map((p) => p.method);
  return used.length > 0 ? [...new Set(used)] : [booking.paymentMethod];
}

/** How much of the total is paid, as a bar: on screen only, the receipt gives the amounts. */
function Completion({ percent, locale, t }: { percent: number; locale: Locale; t: Translate }) {
  return (
    <>
      <label className="completion no-print" htmlFor="track-completion">
        {t('islands.track.completion', { percent: formatPercent(percent, locale) })}
      </label>
      <progress className="no-print" id="track-completion" max={100} value={percent}>
        {formatPercent(percent, locale)}
      </progress>
    </>
  );
}

/**
 * A cancelled booking's refund as lines of the payment list above it, so they share its label
 * column: the refund decided when the agency kept a share (in its two parts when some was paid over
 * the price), what was sent back and what is owed.
 */
function RefundLines({ refund, locale, t }: { refund: RefundView; locale: Locale; t: Translate }) {
  if (!showsRefundLines(refund)) return null;
  const xaf = (amount: number) => formatXaf(amount, locale);
  return (
    <>
      {refund.decided < refund.paid ? (
        <>
          <dt>{t('islands.track.refundDecided')}</dt>
          <dd>{xaf(refund.decided)}</dd>
        </>
      ) : null}
      {showsRefundParts(refund) ? (
        <>
          <dt>{t('islands.track.refundExcess')}</dt>
          <dd>{xaf(refund.excess)}</dd>
          <dt>{t('islands.track.refundShare')}</dt>
          <dd>{xaf(refund.share)}</dd>
        </>
      ) : null}
      <dt>{t('islands.track.refunded')}</dt>
      <dd>{xaf(refund.refunded)}</dd>
      <dt>{t('islands.track.refundOwed')}</dt>
      <dd>{xaf(refund.owed)}</dd>
    </>
  );
}

/** Each refund sent, and how the rest comes back (or that nothing was paid). */
function RefundNotes({ refund, locale, t }: { refund: RefundView; locale: Locale; t: Translate }) {
  const xaf = (amount: number) => formatXaf(amount, locale);
  return (
    <>
      {refund.sent.length > 0 ? (
        <ul className="refunds">
          {refund.sent.map((r) => (
            <li key={`${r.sentOn}-${r.amount}`}>
              {t('islands.track.refundLine', {
                amount: xaf(r.amount),
                method: t(`refund.method.${r.method}`),
                date: formatDate(r.sentOn, locale),
              })}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="note">
        {refundSentences(refund.account, {
          t,
          xaf,
          percent: (percent) => formatPercent(percent, locale),
        }).join(' ')}
      </p>
    </>
  );
}
