/** Parts of the payment page: its invoice, the number being charged, the retry confirmation, what comes next. */
import type { BookingDetails } from '../../api/contract.ts';
import type { Operator } from '../../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../../domain/pricing.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Invoice } from '../../stores/payment/payment-invoice.ts';
import type { PaymentNumber } from '../../stores/payment/payment-number.ts';
import { BreakableText } from '../BreakableText.tsx';
import type { InvoiceLine } from '../InvoiceTable.tsx';
import { aroundSlot, SLOT, type translatorOf } from '../text.ts';
import { focusById } from '../use-start.ts';

type T = ReturnType<typeof translatorOf>;

/** The invoice of the payment being made: what it charges, the fee, what is left after it. */
export function invoiceLines(
  invoice: Invoice,
  t: T,
  feeLabel: MessageKey = 'islands.invoice.fee',
): InvoiceLine[] {
  const kindLabel = {
    deposit: 'islands.invoice.downPayment',
    full: 'islands.invoice.fullPayment',
    balance: 'islands.invoice.balance',
  } as const;
  return [
    { label: t('islands.invoice.package'), value: invoice.packageTitle },
    { label: t('islands.invoice.spots'), value: String(invoice.spots) },
    { label: t('islands.invoice.total'), value: invoice.total },
    ...(invoice.paid > 0 ? [{ label: t('islands.track.alreadyPaid'), value: invoice.paid }] : []),
    { label: t(kindLabel[invoice.kind]), value: invoice.amount },
    { label: t(feeLabel), value: invoice.fee },
    { label: t('islands.invoice.dueNow'), value: invoice.dueNow, strong: true },
    ...(invoice.leftAfter > 0 ? [{ label: t('islands.invoice.later'), value: invoice.leftAfter }] : []),
  ];
}

/**
 * The invoice while a payment is open: a card payment in flight (a reload, a return while pending)
 * is told with the card's fee and charge, never the mobile-money fee it was not charged.
 */
export function openInvoiceLines(
  invoice: Invoice,
  cardCharge: { fee: number; dueNow: number } | null | undefined,
  t: T,
): InvoiceLine[] {
  return cardCharge
    ? invoiceLines({ ...invoice, ...cardCharge }, t, 'islands.card.fee')
    : invoiceLines(invoice, t);
}

/** The number being charged and how to approve on that operator's phone. */
export function ChargeTo({
  amount,
  known,
  method,
  t,
}: {
  amount: string;
  known: PaymentNumber | null;
  method: Operator | null;
  t: T;
}) {
  const operator = known?.method ?? method;
  if (!operator) return null;
  const name = t(`payment.method.${operator}`);
  return (
    <div className="note pay-charge">
      <p>
        {known
          ? t('islands.pay.chargeTo', { amount, operator: name, number: known.number })
          : t('islands.pay.chargeToStored', { amount, operator: name })}
      </p>
      <p>{t(`islands.pay.approve.${operator}`)}</p>
    </div>
  );
}

/** Why nothing more is paid online: the total (never what is left) is above the cap. */
export function contactInstead(booking: BookingDetails, locale: Locale, t: T): string {
  return t('islands.pay.contactInstead', {
    total: formatXaf(booking.amounts.total, locale),
    limit: formatXaf(ONLINE_CAP_XAF, locale),
    left: formatXaf(booking.leftToPay, locale),
  });
}

/**
 * What comes next after a payment: the balance (online, or with the agency above the cap), then
 * the date. A scheduled departure's date is set: it is said, with the meeting point when known,
 * rather than asked to be confirmed as a preferred date is.
 */
export function nextSteps(booking: BookingDetails, locale: Locale, t: T): string {
  const amount = formatXaf(booking.leftToPay, locale);
  const kind =
    booking.leftToPay === 0 ? 'paid' : booking.amounts.total > ONLINE_CAP_XAF ? 'offline' : 'balance';
  if (!booking.departureId || !booking.preferredDate) return t(`islands.pay.next.${kind}`, { amount });
  const date = formatDate(booking.preferredDate, locale);
  const next = t(`islands.pay.next.${kind}Departure`, { amount, date });
  if (!booking.meeting) return next;
  const { point, time } = booking.meeting;
  const meeting = time
    ? t('islands.pay.next.meetingAt', { point, time })
    : t('islands.pay.next.meetingPoint', { point });
  return `${next} ${meeting}`;
}

/** After a success: the code to keep, where the e-mail went, and what comes next. */
export function SuccessNext({ booking, locale, t }: { booking: BookingDetails; locale: Locale; t: T }) {
  const next = nextSteps(booking, locale, t);
  const [before, after] = aroundSlot(t('islands.pay.emailSent', { email: SLOT }));
  // The code stays on one line: a customer copies it as a whole.
  const [keepBefore, keepAfter] = aroundSlot(t('islands.pay.keepCode', { code: SLOT }));
  return (
    <div className="pay-next">
      <p>
        <strong>
          {keepBefore}
          <span className="nowrap">{booking.code}</span>
          {keepAfter}
        </strong>
      </p>
      <p>
        {before}
        <BreakableText text={booking.contact.email} />
        {after}
      </p>
      <h2>{t('islands.pay.nextHeading')}</h2>
      <p>{next}</p>
    </div>
  );
}

/** "This number failed a moment ago. Try it again?": charging it again takes the customer's yes. */
export function ConfirmSame({ number, onYes, t }: { number: string; onYes: () => void; t: T }) {
  return (
    <div className="pay-confirm" role="alert">
      <p>{t('islands.pay.confirmSame')}</p>
      <button type="button" className="button" onClick={onYes}>
        {t('islands.pay.confirmSameYes', { number })}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => focusById('pay-retry-number')}
      >
        {t('islands.pay.changeNumber')}
      </button>
    </div>
  );
}
