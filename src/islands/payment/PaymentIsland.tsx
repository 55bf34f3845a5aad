import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { operatorOf, PAYMENT_CHANNELS } from '../../domain/payment-method.ts';
import { colon, formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { PaymentPhase } from '../../stores/payment/payment-state.ts';
import type { UiMessage } from '../../stores/ui-message.ts';
import { ChoiceGroup } from '../fields.tsx';
import { InvoiceTable } from '../InvoiceTable.tsx';
import { IslandShell } from '../shell/IslandShell.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import type { CardReturnUrls } from './CardReturnView.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import { ChargeTo, contactInstead, openInvoiceLines } from './PaymentNotes.tsx';
import { PaymentRetryFields } from './PaymentRetryFields.tsx';
import { OfflineNotice, PaymentStatusSteps } from './PaymentStatusSteps.tsx';
import {
  type PaymentFlow,
  type PaymentUrls,
  usePaymentFlow,
  useRetryFocus,
  useSuccessInView,
} from './use-payment-flow.ts';

export interface PaymentIslandProps {
  locale: Locale;
  messages: Messages;
  title: string;
  urls: PaymentUrls;
  /** The page a card payment comes back to shows this view instead of the payment. */
  cardReturn?: CardReturnUrls | undefined;
}

type Translate = ReturnType<typeof translatorOf>;

const CardReturnView = lazy(() => import('./CardReturnView.tsx'));
/** The card's path, fetched when the customer chooses card (or arrives having chosen it). */
const PaymentCardPanel = lazy(() => import('./PaymentCardPanel.tsx'));

const ACTIVE: readonly PaymentPhase[] = ['starting', 'initiated', 'inProgress', 'updating'];
/** Phases where nothing can be paid here: the page says why and where to go. */
const CLOSED: readonly PaymentPhase[] = ['unavailable', 'nothingDue', 'offline', 'cancelled'];

export default function PaymentIsland(props: PaymentIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      {props.cardReturn ? (
        <Suspense fallback={<Loading t={translatorOf(props.messages)} />}>
          <CardReturnView locale={props.locale} messages={props.messages} urls={props.cardReturn} />
        </Suspense>
      ) : (
        <PaymentPage {...props} />
      )}
    </IslandShell>
  );
}

function PaymentPage({ locale, messages, title, urls }: PaymentIslandProps) {
  const t = translatorOf(messages);
  const payment = usePaymentFlow(locale, urls);
  const phase = useStore(payment.$phase);
  const booking = useStore(payment.$booking);
  const invoice = useStore(payment.$invoice);
  const banner = useStore(payment.$banner);
  useRetryFocus(phase, useStore(payment.$otherNumber));
  // The title says what this page charges: the down payment, the full amount or the balance.
  const heading = invoice ? t(`islands.pay.title.${invoice.kind}`) : title;
  useDocumentTitle(title, heading, invoice !== null);

  const detailsUrl = payment.code
    ? `${urls.bookingDetails}/${encodeURIComponent(payment.code)}`
    : urls.noCode;
  const header = (
    <>
      <h1>{heading}</h1>
      {payment.code && phase !== 'loading' ? (
        <p className="pay-code">
          {t('islands.pay.bookingCode')}
          {colon(locale)}
          <strong className="nowrap">{payment.code}</strong>
        </p>
      ) : null}
    </>
  );

  return (
    <section className="payment">
      {header}
      {phase === 'loading' ? (
        <Loading t={t} />
      ) : CLOSED.includes(phase) ? (
        <PaymentClosed
          text={closedText(phase, booking, banner, messages, locale)}
          alert={phase === 'unavailable'}
          booking={booking}
          detailsUrl={detailsUrl}
          noCodeUrl={urls.noCode}
          t={t}
        />
      ) : (
        <PaymentInProgress payment={payment} detailsUrl={detailsUrl} locale={locale} messages={messages} />
      )}
    </section>
  );
}

function Loading({ t }: { t: Translate }) {
  return (
    <p className="island-waiting" aria-live="polite">
      {t('islands.shell.loading')}
    </p>
  );
}

/** Why nothing can be paid here: paid already, cancelled, above the online cap, or a failure. */
function closedText(
  phase: PaymentPhase,
  booking: BookingDetails | null,
  banner: UiMessage | null,
  messages: Messages,
  locale: Locale,
): string {
  const t = translatorOf(messages);
  if (phase === 'nothingDue') return t('islands.pay.nothingDue');
  if (phase === 'cancelled') {
    return t(booking?.abandonedOn ? 'islands.pay.abandoned' : 'islands.pay.cancelled', {
      date: formatDate(booking?.cancelledOn ?? '', locale),
    });
  }
  if (phase === 'offline' && booking) return contactInstead(booking, locale, t);
  return banner ? textOf(messages, banner) : t('islands.error.generic');
}

/** Nothing to pay here: the reason, then the way to the booking (or home, without one). */
function PaymentClosed(props: {
  text: string;
  alert: boolean;
  booking: BookingDetails | null;
  detailsUrl: string;
  noCodeUrl: string;
  t: Translate;
}) {
  const { text, alert, booking, t } = props;
  return (
    <>
      <p className={alert ? 'form-banner' : 'note'} role={alert ? 'alert' : 'status'}>
        {text}
      </p>
      {booking ? (
        <p>
          <a className="button" href={props.detailsUrl}>
            {t('islands.pay.viewBooking')}
          </a>
        </p>
      ) : (
        <p>
          <a href={props.noCodeUrl}>{t('islands.track.backHome')}</a>
        </p>
      )}
    </>
  );
}

/** A payment to make, being made, failed or done: its status, invoice, number and buttons. */
function PaymentInProgress(props: {
  payment: PaymentFlow;
  detailsUrl: string;
  locale: Locale;
  messages: Messages;
}) {
  const { payment, detailsUrl, locale, messages } = props;
  const t = translatorOf(messages);
  const phase = useStore(payment.$phase);
  const booking = useStore(payment.$booking);
  const invoice = useStore(payment.$invoice);
  const banner = useStore(payment.$banner);
  const failureReason = useStore(payment.$failureReason);
  const stillWaiting = useStore(payment.$stillWaiting);
  const gaveUp = useStore(payment.$gaveUp);
  const offline = useStore(payment.$offline);
  const otherNumber = useStore(payment.$otherNumber);
  const payWith = useStore(payment.$payWith);
  const cardPage = useStore(payment.$cardPage);
  const active = ACTIVE.includes(phase);
  useSuccessInView(phase);
  // How to pay is chosen while nothing is in flight; a card start keeps the choice shown, still.
  const choosing = invoice !== null && (phase === 'ready' || phase === 'failed' || phase === 'starting');
  // Above the agency's card limit the server offers no card charge: the choice says so.
  const cardOffered = !!booking?.nextPayment?.card;
  const card = choosing && payWith === 'card';
  // An open card payment (its provider page pending) is told with the card's charge.
  const cardCharge = cardPage ? booking?.nextPayment?.card : undefined;
  const lines = invoice ? openInvoiceLines(invoice, cardCharge, t) : [];
  const invoiceTable = invoice ? (
    <InvoiceTable caption={t('islands.checkout.invoice')} lines={lines} locale={locale} />
  ) : null;
  // While the card's part loads, what it will show, its button waiting: card chosen never shows
  // the mobile money fee, and nothing moves when the part arrives.
  const nextCardCharge = booking?.nextPayment?.card;
  const cardInvoiceTable =
    invoice && nextCardCharge ? (
      <div className="pay-card">
        <InvoiceTable
          caption={t('islands.checkout.invoice')}
          lines={openInvoiceLines(invoice, nextCardCharge, t)}
          locale={locale}
        />
        <p className="note">{t('islands.card.hostedNote')}</p>
        <div className="form-actions">
          <button type="button" className="button" disabled aria-busy="true">
            {t('islands.card.pay', { amount: formatXaf(nextCardCharge.dueNow, locale) })}
          </button>
        </div>
      </div>
    ) : (
      invoiceTable
    );

  return (
    <>
      {/* First under the title: after a reload on a phone, the live status is what is in view. */}
      <PaymentStatusSteps
        phase={phase}
        active={active}
        offline={offline}
        stillWaiting={stillWaiting}
        card={cardPage !== null}
        booking={booking}
        locale={locale}
        t={t}
      />
      {choosing ? (
        <ChoiceGroup
          id="pay-with"
          name="payWith"
          legend={t('islands.card.method.legend')}
          options={PAYMENT_CHANNELS.map((value) => ({
            value,
            label: t(`islands.card.method.${value}`),
            disabled: value === 'card' && !cardOffered,
          }))}
          value={payWith}
          onValue={payment.choosePayWith}
          disabled={phase === 'starting'}
          note={cardOffered ? null : t('api.payment.cardLimit')}
          error={null}
        />
      ) : null}
      {card ? (
        <Suspense fallback={cardInvoiceTable}>
          <PaymentCardPanel payment={payment} locale={locale} t={t} />
        </Suspense>
      ) : (
        invoiceTable
      )}
      {cardPage && active ? (
        <p className="note">
          {t('islands.card.open')} <a href={cardPage}>{t('islands.card.continue')}</a>
        </p>
      ) : null}
      {payWith !== 'card' && !cardPage && invoice && (phase === 'ready' || active) && !otherNumber ? (
        <ChargeTo
          amount={formatXaf(invoice.dueNow, locale)}
          known={payment.knownNumber()}
          method={booking ? operatorOf(booking.paymentMethod) : null}
          t={t}
        />
      ) : null}
      {/* A phone prompt is followed from this page; a card's outcome reaches the booking anyway. */}
      {active && !cardPage ? <p className="pay-warning">{t('islands.pay.doNotClose')}</p> : null}
      <OfflineNotice shown={offline && active} t={t} />
      {phase === 'failed' ? (
        <div className="pay-failed">
          <p className="form-banner" role="alert">
            {t('islands.pay.status.failed')}
            {failureReason ? ` ${t(`payment.failure.${failureReason}`)}` : null}
          </p>
        </div>
      ) : null}
      {banner && phase !== 'failed' ? (
        <p className="form-banner" role="alert">
          {textOf(messages, banner)}
        </p>
      ) : banner ? (
        <p className="muted">{textOf(messages, banner)}</p>
      ) : null}
      {!card && (phase === 'failed' || (otherNumber && phase === 'ready')) ? (
        <PaymentRetryFields payment={payment} messages={messages} />
      ) : null}
      <PaymentActions
        payment={payment}
        active={active}
        card={card}
        detailsUrl={detailsUrl}
        locale={locale}
        t={t}
      />
      {/* Only once the customer has had time to approve on the phone. */}
      {(stillWaiting || gaveUp) && active ? (
        <p className="pay-stuck">
          {t('islands.pay.stuck')} <a href={detailsUrl}>{t('islands.pay.viewBooking')}</a>
        </p>
      ) : null}
      {/* A new reservation only while nothing is paid: money paid stays with this booking. */}
      {phase !== 'success' && booking && booking.paid === 0 ? <RestartOffer payment={payment} t={t} /> : null}
    </>
  );
}

/** Starting over with a new reservation, and what that means for this one. */
function RestartOffer({ payment, t }: { payment: PaymentFlow; t: Translate }) {
  return (
    <p className="pay-restart">
      {t('islands.pay.restartLead')}{' '}
      <button
        type="button"
        className="link-button"
        onClick={payment.restart}
        aria-describedby="pay-restart-warning"
      >
        {t('islands.pay.restart')}
      </button>
      <br />
      <small id="pay-restart-warning">{t('islands.pay.restartWarning')}</small>
    </p>
  );
}
