import { useStore } from '@nanostores/react';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { translatorOf } from '../text.ts';
import { ConfirmSame } from './PaymentNotes.tsx';
import type { PaymentFlow } from './use-payment-flow.ts';

interface Props {
  payment: PaymentFlow;
  /** The payment is being made or followed. */
  active: boolean;
  /** Paying by card: its own panel has the button that starts it. */
  card: boolean;
  /** The booking page, or the page asking for a code when there is none. */
  detailsUrl: string;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
}

/**
 * The page's buttons for where the payment is: pay (or retry, or confirm the same number), another
 * number, check again, cancel, and once paid, the booking.
 */
export function PaymentActions({ payment, active, card, detailsUrl, locale, t }: Props) {
  const phase = useStore(payment.$phase);
  const invoice = useStore(payment.$invoice);
  const gaveUp = useStore(payment.$gaveUp);
  const failedNumber = useStore(payment.$failedNumber);
  const confirmSame = useStore(payment.$confirmSame);
  const otherNumber = useStore(payment.$otherNumber);
  const start = t('islands.pay.start', { amount: invoice ? formatXaf(invoice.dueNow, locale) : '' });
  // By card, the card's panel has the button that starts it: only checking again and leaving here.
  const mobileMoney = !card;
  return (
    <div className="form-actions">
      {mobileMoney && phase === 'failed' && confirmSame && failedNumber ? (
        <ConfirmSame number={failedNumber.number} onYes={() => void payment.confirmSame()} t={t} />
      ) : null}
      {mobileMoney && (phase === 'ready' || (phase === 'failed' && !confirmSame)) ? (
        <button type="button" className="button" onClick={() => void payment.pay()}>
          {phase === 'failed' ? t('islands.pay.retry') : start}
        </button>
      ) : null}
      {mobileMoney && phase === 'starting' ? (
        // The status above says "Starting the payment…"; the button only waits.
        <button type="button" className="button" disabled aria-busy="true">
          {start}
        </button>
      ) : null}
      {mobileMoney && phase === 'ready' && !otherNumber ? (
        <button type="button" className="button button--secondary" onClick={payment.chooseAnotherNumber}>
          {t('islands.pay.changeNumber')}
        </button>
      ) : null}
      {gaveUp && active ? (
        <button type="button" className="button" onClick={payment.checkAgain}>
          {t('islands.pay.checkAgain')}
        </button>
      ) : null}
      {phase === 'success' ? (
        <a className="button" href={detailsUrl}>
          {t('islands.pay.viewBooking')}
        </a>
      ) : (
        <button type="button" className="button button--secondary" onClick={payment.cancel}>
          {t('islands.pay.cancel')}
        </button>
      )}
    </div>
  );
}
