import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { colon, formatDate } from '../../i18n/format.ts';
import type { IndicativeView } from '../../i18n/indicative-format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { httpApi, type IslandApi } from '../../stores/api.ts';
import { createTracking } from '../../stores/booking-page/tracking.ts';
import { PaymentInfoPanel } from '../payment/PaymentInfoPanel.tsx';
import { ReviewPanel } from '../reviews/ReviewPanel.tsx';
import { IslandShell } from '../shell/IslandShell.tsx';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { useStart } from '../use-start.ts';
import { BookingGlance } from './BookingGlance.tsx';
import { CancelRequestPanel } from './CancelRequestPanel.tsx';
import { QuickActionsPanel } from './QuickActionsPanel.tsx';
import { ReservationPanel } from './ReservationPanel.tsx';
import { SupportNote } from './SupportNote.tsx';
import { TrackCodeForm } from './TrackCodeForm.tsx';
import { TransactionsPanel } from './TransactionsPanel.tsx';
import { TravellersPanel } from './TravellersPanel.tsx';

export interface TrackingIslandProps {
  locale: Locale;
  messages: Messages;
  /** The page's own title, the box asking for a code ("Track my booking"). */
  title: string;
  /** The title once the address names a booking ("Booking details"). */
  bookingTitle: string;
  /** Agency WhatsApp number, E.164. */
  whatsappNumber: string;
  /** The agency's cancellation policy in the page's language; empty when it has none. */
  policyText: string;
  /** Who issues the receipt, printed at its head. */
  agency: { name: string; address: string; phone: string; email: string };
  /** What is left to pay in euros and dollars too, as an indication (the rate as of the build). */
  indicative?: IndicativeView;
  /** `search`: the booking page without a code, in the page's language. */
  urls: { home: string; partialPay: string; search: string };
}

type Tracking = ReturnType<typeof createTracking>;

export default function TrackingIsland(props: TrackingIslandProps) {
  return (
    <IslandShell messages={props.messages}>
      <Tracking {...props} />
    </IslandShell>
  );
}

/** The booking named by the page's address, loaded once the island has started. */
function useTracking(locale: Locale) {
  const [api] = useState(() => httpApi(locale));
  const [tracking] = useState(() =>
    createTracking({ pathname: typeof window === 'undefined' ? '' : window.location.pathname, api }),
  );
  useStart(tracking.start);
  return { api, tracking };
}

function Tracking(props: TrackingIslandProps) {
  const { locale, messages, urls } = props;
  const t = translatorOf(messages);
  const { api, tracking } = useTracking(locale);
  const phase = useStore(tracking.$phase);
  const booking = useStore(tracking.$booking);
  // Served as the box asking for a code; a code in the address makes it a booking's page.
  const named = phase !== 'checking' && phase !== 'askCode';
  const title = named ? props.bookingTitle : props.title;
  useDocumentTitle(props.title, props.bookingTitle, named);

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
  if (phase !== 'found' || !booking) return <BookingNotShown {...props} title={title} tracking={tracking} />;
  return <BookingPage {...props} title={title} booking={booking} api={api} tracking={tracking} />;
}

/** No booking to show: the code is malformed or unknown, or the lookup failed. */
function BookingNotShown(props: TrackingIslandProps & { tracking: Tracking }) {
  const { locale, messages, title, urls, tracking } = props;
  const t = translatorOf(messages);
  const phase = useStore(tracking.$phase);
  const message = useStore(tracking.$message);
  const rawCode = useStore(tracking.$rawCode);
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
      {phase === 'notFound' ? (
        <SupportNote code={rawCode} whatsappNumber={props.whatsappNumber} t={t} />
      ) : null}
      <p>
        <a href={urls.home}>{t('islands.track.backHome')}</a>
      </p>
    </section>
  );
}

/**
 * A booking found: first what a customer came for (status, what is left to pay and the button,
 * the trip and its dates), then the details, the payments, and what else can be done.
 */
function BookingPage(
  props: TrackingIslandProps & { booking: BookingDetails; api: IslandApi; tracking: Tracking },
) {
  const { locale, messages, title, policyText, urls, booking, api, tracking } = props;
  const t = translatorOf(messages);
  const [reviewSent, setReviewSent] = useState(false);
  const payUrl = `${urls.partialPay}?code=${encodeURIComponent(booking.code)}`;
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
      <BookingNotices booking={booking} locale={locale} t={t} />
      <BookingGlance booking={booking} locale={locale} t={t} payUrl={payUrl} indicative={props.indicative} />
      <ReservationPanel booking={booking} locale={locale} whatsappNumber={props.whatsappNumber} t={t} />
      {booking.cancelledOn ? null : (
        <TravellersPanel
          booking={booking}
          locale={locale}
          messages={messages}
          api={api}
          onSaved={() => void tracking.refresh()}
        />
      )}
      <PaymentInfoPanel booking={booking} locale={locale} t={t} />
      <TransactionsPanel booking={booking} locale={locale} t={t} />
      <QuickActionsPanel
        booking={booking}
        locale={locale}
        t={t}
        whatsappNumber={props.whatsappNumber}
        reviewSent={reviewSent}
      />
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

/** What changed the booking's course: cancelled or closed, paid into a full departure, reminders off. */
function BookingNotices({ booking, locale, t }: { booking: BookingDetails; locale: Locale; t: Translate }) {
  return (
    <>
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
    </>
  );
}

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
