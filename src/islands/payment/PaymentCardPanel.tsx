/**
 * The card's path on the payment page, loaded when the customer chooses card: the invoice with the
 * card's fee, where the card is typed, and the button that starts the payment and leaves for the
 * provider's secure page.
 */
import { useStore } from '@nanostores/react';
import { formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { payByCard } from '../../stores/payment/payment-card.ts';
import { InvoiceTable } from '../InvoiceTable.tsx';
import type { translatorOf } from '../text.ts';
import { invoiceLines } from './PaymentNotes.tsx';
import type { PaymentFlow } from './use-payment-flow.ts';

interface Props {
  payment: PaymentFlow;
  locale: Locale;
  t: ReturnType<typeof translatorOf>;
}

export default function PaymentCardPanel({ payment, locale, t }: Props) {
  const phase = useStore(payment.$phase);
  const invoice = useStore(payment.$invoice);
  // The server's card fee and charge (a multiple of 5); none above the agency's card limit, where
  // the choice is not offered.
  const card = useStore(payment.$booking)?.nextPayment?.card;
  if (!invoice || !card) return null;
  const lines = invoiceLines({ ...invoice, ...card }, t, 'islands.card.fee');
  const label = t('islands.card.pay', { amount: formatXaf(card.dueNow, locale) });
  const starting = phase === 'starting';
  return (
    <div className="pay-card">
      <InvoiceTable caption={t('islands.checkout.invoice')} lines={lines} locale={locale} />
      <p className="note">{t('islands.card.hostedNote')}</p>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          disabled={starting}
          aria-busy={starting || undefined}
          onClick={() => void payByCard(payment.parts, payment.navigate)}
        >
          {label}
        </button>
      </div>
    </div>
  );
}
