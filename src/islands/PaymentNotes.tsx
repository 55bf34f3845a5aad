import type { BookingDetails } from '../api/contract.ts';
import type { Operator } from '../domain/phone.ts';
import { ONLINE_CAP_XAF } from '../domain/pricing.ts';
import { formatXaf } from '../i18n/format.ts';
import type { Locale } from '../i18n/locales.ts';
import type { PaymentNumber } from '../stores/payment-number.ts';
import { BreakableText } from './BreakableText.tsx';
import type { translatorOf } from './text.ts';

type T = ReturnType<typeof translatorOf>;

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

/** After a success: the code to keep, where the e-mail went, and what comes next. */
export function SuccessNext({ booking, locale, t }: { booking: BookingDetails; locale: Locale; t: T }) {
  const left = formatXaf(booking.leftToPay, locale);
  const next =
    booking.leftToPay === 0
      ? t('islands.pay.next.paid')
      : booking.amounts.total > ONLINE_CAP_XAF
        ? t('islands.pay.next.offline', { amount: left })
        : t('islands.pay.next.balance', { amount: left });
  const [before, after] = t('islands.pay.emailSent', { email: '\u0000' }).split('\u0000');
  return (
    <div className="pay-next">
      <p>
        <strong>{t('islands.pay.keepCode', { code: booking.code })}</strong>
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
