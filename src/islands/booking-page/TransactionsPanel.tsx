import type { BookingDetails, PaymentView } from '../../api/contract.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { BreakableText } from '../BreakableText.tsx';
import type { translatorOf } from '../text.ts';

type Translate = ReturnType<typeof translatorOf>;

const TX_COLUMNS = [
  'islands.track.txDate',
  'islands.track.txAmount',
  'islands.track.txMethod',
  'islands.track.txStatus',
  'islands.track.txReference',
] as const;

/** Every payment tried on the booking, as a table that stacks into cards on a phone. */
export function TransactionsPanel({
  booking,
  locale,
  t,
}: {
  booking: BookingDetails;
  locale: Locale;
  t: Translate;
}) {
  return (
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
            {booking.payments.map((payment) => (
              <tr key={payment.reference}>
                {transactionCells(payment, locale, t).map((cell, index) => {
                  const column = TX_COLUMNS[index];
                  return (
                    <td key={column} data-label={column ? t(column) : undefined}>
                      <span>{cell}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** One payment's cells, in the order of `TX_COLUMNS`; the amount with the fee charged on top of it. */
function transactionCells(payment: PaymentView, locale: Locale, t: Translate) {
  return [
    formatDate(payment.createdAt, locale),
    <>
      {formatXaf(payment.amount, locale)} <small>({t(`payment.kind.${payment.kind}`)})</small>
      {payment.fee > 0 ? (
        <>
          {' '}
          <small className="nowrap">
            {t('islands.track.txFee', { fee: formatXaf(payment.fee, locale) })}
          </small>
        </>
      ) : null}
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
}
