import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { RefundView } from '../api/contract.ts';
import { whatsappUrl } from '../components/links.ts';
import { ONLINE_CAP_XAF, paymentArrangement } from '../domain/pricing.ts';
import { showsRefundLines } from '../domain/refund.ts';
import { colon, formatDate, formatPercent, formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import { httpApi } from '../stores/api.ts';
import { createTracking } from '../stores/tracking.ts';
import { BreakableText } from './BreakableText.tsx';
import { CalendarLink } from './CalendarLink.tsx';
import { CancelRequestPanel } from './CancelRequestPanel.tsx';
import { contactInstead } from './PaymentNotes.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { IslandShell } from './shell/IslandShell.tsx';
import { TrackCodeForm } from './TrackCodeForm.tsx';
import { TravellersPanel } from './TravellersPanel.tsx';
import { type Messages, textOf, translatorOf } from './text.ts';
import { useStart } from './use-start.ts';

const TX_COLUMNS = [
  'islands.track.txDate',
  'islands.track.txAmount',
  'islands.track.txMethod',
  'islands.track.txStatus',
  'islands.track.txReference',
] as const;

export interface TrackingIslandProps {
  locale: Locale;
  messages: Messages;
  title: string;
  /** Agency WhatsApp number, E.164. */
  whatsappNumber: string;
  /** The agency's cancellation policy in the page's language; empty when it has none. */
  policyText: string;
  /** Who issues the receipt, printed at its head. */
  agency: { name: string; address: string; phone: string; email: string };
  /** `search`: the booking page without a code, in the page's language. */
  urls: { home: string; partialPay: string; search: string };
}

export default function TrackingIsland(props: TrackingIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      <Tracking {...props} />
    </IslandShell>
  );
}

function Tracking(props: TrackingIslandProps) {
  const { locale, messages, title, whatsappNumber, policyText, urls } = props;
  const t = translatorOf(messages);
  const [api] = useState(() => httpApi(locale));
  const [tracking] = useState(() =>
    createTracking({ pathname: typeof window === 'undefined' ? '' : window.location.pathname, api }),
  );
  useStart(tracking.start);
  const phase = useStore(tracking.$phase);
  const booking = useStore(tracking.$booking);
  const message = useStore(tracking.$message);
  const rawCode = useStore(tracking.$rawCode);
  const [reviewSent, setReviewSent] = useState(false);

  const support = (code: string) => (
    <div className="support">
      <p>{t('islands.track.supportHint')}</p>
      <a
        className="button button--secondary"
        href={whatsappUrl(whatsappNumber, t('islands.track.supportMessage', { code }))}
        rel="noopener"
      >
        {t('islands.track.contactSupport')}
      </a>
    </div>
  );

  if (phase === 'checking' || phase === 'loading') {
    return (
      <section className="tracking">
        <h1>{title}</h1>
        <p className="island-waiting" aria-live="polite">
          {t('islands.shell.loading')}
        </p>
      </section>
    );
  }

  if (phase === 'askCode') {
    return (
      <section className="tracking">
        <h1>{title}</h1>
        <TrackCodeForm t={t} searchPath={urls.search} initial="" intro />
      </section>
    );
  }

  if (phase !== 'found' || !booking) {
    return (
      <section className="tracking">
        <h1>{title}</h1>
        {rawCode ? (
          <p className="pay-code">
            {t('islands.track.code')}
            {colon(locale)}
            <strong className="nowrap">{rawCode}</strong>
          </p>
        ) : null}
        <p className="form-banner" role="alert">
          {message ? textOf(messages, message) : t('islands.error.generic')}
        </p>
        {phase === 'notFound' ? <p>{t('islands.track.searchAgain')}</p> : null}
        {phase === 'unavailable' ? (
          <p>
            <button type="button" className="button" onClick={() => void tracking.load()}>
              {t('islands.error.tryAgain')}
            </button>
          </p>
        ) : null}
        {phase === 'notFound' || phase === 'invalid' ? (
          <TrackCodeForm t={t} searchPath={urls.search} initial={rawCode} />
        ) : null}
        {phase === 'notFound' ? support(rawCode) : null}
        <p>
          <a href={urls.home}>{t('islands.track.backHome')}</a>
        </p>
      </section>
    );
  }

  const kindLabel = (kind: string) => t(`payment.kind.${kind}`);
  const payUrl = `${urls.partialPay}?code=${encodeURIComponent(booking.code)}`;
  const canPay = booking.nextPayment !== null || booking.openPayment !== null;
  // A cancelled trip is not reviewed (the review function refuses it too).
  const paidOnce =
    !booking.cancelledOn && booking.payments.some((payment) => payment.status === 'successful');

  return (
    <div className="tracking">
      <AgencyHeading agency={props.agency} />
      <h1>{title}</h1>
      <p className="pay-code">
        {t('islands.track.code')}
        {colon(locale)}
        <strong className="nowrap">{booking.code}</strong>
      </p>
      {booking.cancelledOn ? (
        <p className="form-banner">
          {t(booking.abandonedOn ? 'islands.track.abandoned' : 'islands.track.cancelled', {
            date: formatDate(booking.cancelledOn, locale),
          })}
        </p>
      ) : null}
      {booking.overbooked ? (
        <p className="note">
          <strong>{t('islands.track.overbooked')}</strong>
        </p>
      ) : null}
      {booking.remindersOff && !booking.cancelledOn ? (
        <p className="note">{t('islands.track.remindersOff')}</p>
      ) : null}

      <section className="panel" aria-labelledby="track-reservation">
        <h2 id="track-reservation">{t('islands.track.reservation')}</h2>
        <dl className="summary">
          <dt>{t('islands.track.package')}</dt>
          <dd>{booking.package.title}</dd>
          <dt>{t('islands.track.spots')}</dt>
          <dd>{booking.spots}</dd>
          <dt>{t('islands.checkout.tripType')}</dt>
          <dd>{t(`booking.tripType.${booking.tripType}`)}</dd>
          <dt>{t(booking.departureId ? 'islands.track.departure' : 'islands.track.date')}</dt>
          <dd>{booking.preferredDate ? formatDate(booking.preferredDate, locale) : '—'}</dd>
          <dt>{t('islands.track.reservedOn')}</dt>
          <dd>{formatDate(booking.reservedOn, locale)}</dd>
          <dt>{t('islands.track.status')}</dt>
          <dd>
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
          </dd>
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

      {booking.cancelledOn ? null : (
        <TravellersPanel
          booking={booking}
          locale={locale}
          messages={messages}
          api={api}
          onSaved={() => void tracking.refresh()}
        />
      )}

      <section className="panel" aria-labelledby="track-payment">
        <h2 id="track-payment">{t('islands.track.paymentInfo')}</h2>
        <dl className="summary">
          <dt>{t('islands.checkout.paymentType')}</dt>
          <dd>
            {t(
              `booking.paymentType.${paymentArrangement({ paymentType: booking.paymentType, total: booking.amounts.total })}`,
            )}
          </dd>
          <dt>{t('islands.checkout.paymentMethod')}</dt>
          <dd>{t(`payment.method.${booking.paymentMethod}`)}</dd>
          <dt>{t('islands.track.total')}</dt>
          <dd>{formatXaf(booking.amounts.total, locale)}</dd>
          <dt>{t('islands.track.alreadyPaid')}</dt>
          <dd>{formatXaf(booking.paid, locale)}</dd>
          {booking.refund ? (
            <RefundLines refund={booking.refund} locale={locale} t={t} />
          ) : (
            <>
              <dt>{t('islands.track.leftToPay')}</dt>
              <dd>{formatXaf(booking.leftToPay, locale)}</dd>
              {booking.balanceDueOn ? (
                <>
                  <dt>{t('islands.track.balanceDue')}</dt>
                  <dd>{formatDate(booking.balanceDueOn, locale)}</dd>
                </>
              ) : null}
            </>
          )}
        </dl>
        {booking.refund ? (
          <RefundNotes refund={booking.refund} locale={locale} t={t} />
        ) : (
          <>
            <label className="completion no-print" htmlFor="track-completion">
              {t('islands.track.completion', { percent: formatPercent(booking.completionPercent, locale) })}
            </label>
            <progress className="no-print" id="track-completion" max={100} value={booking.completionPercent}>
              {formatPercent(booking.completionPercent, locale)}
            </progress>
          </>
        )}
        {booking.excess && booking.excess.owed > 0 ? (
          <p className="note">
            {t('islands.track.overpaid', { excess: formatXaf(booking.excess.owed, locale) })}
          </p>
        ) : null}
        {booking.excess && booking.excess.owed === 0 ? (
          <p className="note">
            {t('islands.track.excessReturned', { amount: formatXaf(booking.excess.returned, locale) })}
          </p>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="track-transactions">
        <h2 id="track-transactions">{t('islands.track.transactions')}</h2>
        {booking.payments.length === 0 ? (
          <p>
            {t(booking.cancelledOn ? 'islands.track.noTransactionsClosed' : 'islands.track.noTransactions')}
          </p>
        ) : (
          <table className="transactions stacked-table">
            <thead>
              <tr>
                {TX_COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {booking.payments.map((payment) => {
                const cells = [
                  formatDate(payment.createdAt, locale),
                  <>
                    {formatXaf(payment.amount, locale)} <small>({kindLabel(payment.kind)})</small>
                  </>,
                  <>
                    {t(`payment.method.${payment.method}`)}{' '}
                    {payment.number ? <span className="nowrap">{payment.number}</span> : null}
                  </>,
                  t(`payment.status.${payment.status}`),
                  <code key="reference">
                    <BreakableText text={payment.reference} />
                  </code>,
                ];
                return (
                  <tr key={payment.reference}>
                    {cells.map((cell, index) => (
                      <td key={TX_COLUMNS[index]} data-label={t(TX_COLUMNS[index] ?? '')}>
                        <span>{cell}</span>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      <section className="panel no-print" aria-labelledby="track-actions">
        <h2 id="track-actions">{t('islands.track.quickActions')}</h2>
        {support(booking.code)}
        <div className="quick-actions">
          {canPay ? (
            <a className="button" href={payUrl}>
              {t(`islands.pay.title.${booking.nextPayment?.kind ?? 'balance'}`)}
            </a>
          ) : null}
          {!canPay &&
          !booking.cancelledOn &&
          booking.leftToPay > 0 &&
          booking.amounts.total > ONLINE_CAP_XAF ? (
            <p className="note">{contactInstead(booking, locale, t)}</p>
          ) : null}
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

      <CancelRequestPanel
        booking={booking}
        policyText={policyText}
        locale={locale}
        messages={messages}
        api={api}
        onSent={() => void tracking.load()}
      />

      {paidOnce ? (
        <ReviewPanel
          booking={booking}
          locale={locale}
          messages={messages}
          api={api}
          onSent={() => setReviewSent(true)}
        />
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof translatorOf>;

/** The agency's name and contact: only on paper, where the site's header is not printed. */
function AgencyHeading({ agency }: { agency: TrackingIslandProps['agency'] }) {
  return (
    <div className="print-only receipt-agency">
      <p>
        <strong>{agency.name}</strong>
      </p>
      <p>
        {agency.address}
        {/* A number or an address is never cut across two lines. */}
        {[agency.phone, agency.email].filter(Boolean).map((part) => (
          <span key={part}>
            {' · '}
            <span className="nowrap">{part}</span>
          </span>
        ))}
      </p>
    </div>
  );
}

/**
 * A cancelled booking's refund as lines of the payment list above it, so they share its label
 * column: the refund decided when the agency kept a share, what was sent back and what is owed.
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
        {refund.paid === 0
          ? t('islands.track.nothingToRefund')
          : refund.owed > 0
            ? t('islands.track.refundHow', { amount: xaf(refund.owed) })
            : t('islands.track.refundedAll', { amount: xaf(refund.refunded) })}
      </p>
    </>
  );
}

/** How the status pill reads at a glance: paid in full is a success, a cancelled trip has ended. */
function statusTone(booking: { status: string; cancelledOn: string | null }): 'done' | 'ended' | 'open' {
  if (booking.cancelledOn) return 'ended';
  return booking.status === 'payment_completed' ? 'done' : 'open';
}
