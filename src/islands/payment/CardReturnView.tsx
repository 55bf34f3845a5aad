import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { PaymentStatusView } from '../../api/contract.ts';
import { colon, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { httpApi } from '../../stores/api.ts';
import { type CardReturn, type CardReturnPhase, createCardReturn } from '../../stores/payment/card-return.ts';
import { realTimers } from '../../stores/payment/payment-polling.ts';
import { browserSessionStorage } from '../../stores/session-storage.ts';
import { type Messages, textOf, translatorOf } from '../text.ts';
import { useStart } from '../use-start.ts';

export interface CardReturnProps {
  locale: Locale;
  messages: Messages;
  urls: CardReturnUrls;
}

export interface CardReturnUrls {
  /** The booking page, without the code. */
  bookingDetails: string;
  pay: string;
  partialPay: string;
  /** Where to find a booking without a code. */
  trackBooking: string;
}

type Translate = ReturnType<typeof translatorOf>;

/** The final answers: the result panel takes the keyboard when one comes. */
const FINAL: readonly CardReturnPhase[] = ['success', 'declined', 'abandoned', 'failed'];
const RESULT_ID = 'card-result';
/** What a final phase other than success says (the others never reach `Result`). */
const UNPAID_KEY = {
  declined: 'islands.card.return.declined',
  abandoned: 'islands.card.return.abandoned',
  failed: 'islands.card.return.failed',
} as const;

function useCardReturn(locale: Locale): CardReturn {
  const [flow] = useState(() => {
    const query = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search);
    return createCardReturn({
      rawCode: query?.get('code') ?? null,
      rawAttempt: query?.get('attempt') ?? null,
      api: httpApi(locale),
      storage: query ? browserSessionStorage() : null,
      timers: realTimers,
    });
  });
  useStart(flow.start);
  useEffect(() => {
    window.addEventListener('online', flow.online);
    return () => {
      window.removeEventListener('online', flow.online);
      flow.stop();
    };
  }, [flow]);
  return flow;
}

/**
 * The page a card payment comes back to (`/payments/card/return`): a view of the payment island,
 * loaded on that page only, so it shares the payment page's modules rather than splitting them.
 */
export default function CardReturnView({ locale, messages, urls }: CardReturnProps) {
  const t = translatorOf(messages);
  const flow = useCardReturn(locale);
  const phase = useStore(flow.$phase);
  const view = useStore(flow.$view);
  const banner = useStore(flow.$banner);
  const final = FINAL.includes(phase);
  useEffect(() => {
    if (final) document.getElementById(RESULT_ID)?.focus();
  }, [final]);

  const code = flow.code;
  const detailsUrl = code ? `${urls.bookingDetails}/${encodeURIComponent(code)}` : urls.trackBooking;
  return (
    <section className="payment card-return">
      <h1>{t('islands.card.return.title')}</h1>
      {code ? (
        <p className="pay-code">
          {t('islands.pay.bookingCode')}
          {colon(locale)}
          <strong className="nowrap">{code}</strong>
        </p>
      ) : null}
      <div className="pay-status" role="status" aria-live="polite">
        {phase === 'loading' || phase === 'pending' ? <Waiting flow={flow} t={t} /> : null}
      </div>
      {banner && phase === 'loading' ? <p className="muted">{textOf(messages, banner)}</p> : null}
      {final && view ? (
        <CardReturnResult
          phase={phase}
          view={view}
          locale={locale}
          detailsUrl={detailsUrl}
          urls={urls}
          t={t}
        />
      ) : null}
      {phase === 'unavailable' ? (
        <>
          <p className="form-banner" role="alert">
            {banner ? textOf(messages, banner) : t('islands.error.generic')}
          </p>
          <p>
            <a className="button" href={detailsUrl}>
              {t('islands.pay.viewBooking')}
            </a>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The calm wait while the provider has not answered; after 15 min, a button to ask again. */
function Waiting({ flow, t }: { flow: CardReturn; t: Translate }) {
  const phase = useStore(flow.$phase);
  const stillWaiting = useStore(flow.$stillWaiting);
  const gaveUp = useStore(flow.$gaveUp);
  const offline = useStore(flow.$offline);
  return (
    <>
      <p>{t(phase === 'loading' ? 'islands.card.return.checking' : 'islands.card.return.pending')}</p>
      {stillWaiting ? <p>{t('islands.card.return.stillWaiting')}</p> : null}
      {offline ? <p className="note">{t('islands.pay.offline')}</p> : null}
      {gaveUp ? (
        <p>
          <button type="button" className="button" onClick={flow.checkAgain}>
            {t('islands.pay.checkAgain')}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** Paid (in full or the down payment), or not paid with why and a way to try again. */
export function CardReturnResult(props: {
  phase: CardReturnPhase;
  view: PaymentStatusView;
  locale: Locale;
  detailsUrl: string;
  urls: CardReturnUrls;
  t: Translate;
}) {
  const { phase, view, locale, detailsUrl, urls, t } = props;
  const details = (
    <a className={phase === 'success' ? 'button' : 'button button--secondary'} href={detailsUrl}>
      {t('islands.pay.viewBooking')}
    </a>
  );
  if (phase === 'success') {
    const amount = formatXaf(view.amount + view.fee, locale);
    return (
      <div className="pay-success-panel" id={RESULT_ID} tabIndex={-1}>
        <p className="pay-success">
          {view.leftToPay > 0
            ? t('islands.card.return.depositPaid', { amount, left: formatXaf(view.leftToPay, locale) })
            : t('islands.card.return.paid', { amount })}
        </p>
        <p>{details}</p>
      </div>
    );
  }
  const page = view.kind === 'balance' ? urls.partialPay : urls.pay;
  const retryUrl = `${page}?code=${encodeURIComponent(view.bookingCode)}&method=card`;
  // Known unpaid only when the card was refused or its page left: a payment the agency checks, or
  // one not confirmed in time, may still turn out paid. Say so, and no retry while it is checked.
  const reason = view.failureReason;
  const unsure = reason === 'review' || reason === 'timedOut' ? reason : null;
  return (
    <div className="pay-failed" id={RESULT_ID} tabIndex={-1}>
      <p className="form-banner" role="alert">
        {t(UNPAID_KEY[phase === 'declined' || phase === 'abandoned' ? phase : 'failed'])}
      </p>
      <p className="note">{t(unsure ? `payment.failure.${unsure}` : 'islands.card.return.nothingTaken')}</p>
      {/* The house's order: the way out first, the next step last (on the right, or at the bottom). */}
      <div className="form-actions">
        {details}
        {unsure === 'review' ? null : (
          <a className="button" href={retryUrl}>
            {t('islands.card.return.retry')}
          </a>
        )}
      </div>
    </div>
  );
}
