/** A booking's payment attempts in the back office: amounts, statuses, provider ids, receipts. */

import type { AdminBookingView } from '../../api/admin-contract.ts';
import { useAdmin } from './admin-env.tsx';
import { TableScroll } from './list-parts.tsx';

export function BookingPayments({ booking }: { booking: AdminBookingView }) {
  const { t, xaf, dateTime, date } = useAdmin();
  return (
    <section aria-labelledby="admin-b-payments">
      <h2 id="admin-b-payments">{t('admin.ui.booking.payments')}</h2>
      {booking.attempts.length === 0 ? (
        <p>{t('admin.ui.booking.noPayments')}</p>
      ) : (
        <TableScroll label={t('admin.ui.booking.payments')}>
          <table className="admin-table stacked-table">
            <caption className="visually-hidden">{t('admin.ui.booking.payments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.ui.att.reference')}</th>
                <th scope="col">{t('admin.ui.att.amount')}</th>
                <th scope="col">{t('admin.ui.att.status')}</th>
                <th scope="col">{t('admin.ui.att.provider')}</th>
                <th scope="col">{t('admin.ui.att.dates')}</th>
              </tr>
            </thead>
            <tbody>
              {booking.attempts.map((a) => (
                <tr key={a.reference}>
                  <td data-label={t('admin.ui.att.reference')}>
                    <code>{a.reference}</code>
                    <br />
                    <small>
                      {t(`payment.kind.${a.kind}`)} · {t(`payment.method.${a.method}`)} {a.number}
                    </small>
                  </td>
                  <td data-label={t('admin.ui.att.amount')}>
                    {xaf(a.amount)}
                    {a.fee ? <small> + {xaf(a.fee)}</small> : null}
                  </td>
                  <td data-label={t('admin.ui.att.status')}>
                    {t(`admin.ui.attemptStatus.${a.status}`)}
                    {a.lateSuccess ? <strong> ({t('admin.ui.att.late')})</strong> : null}
                    {a.failureReason ? <small> · {a.failureReason}</small> : null}
                  </td>
                  <td data-label={t('admin.ui.att.provider')}>
                    {a.offline ? (
                      <>
                        {t('admin.ui.att.offline', {
                          channel: t(`admin.ui.action.channel.${a.offline.channel}`),
                          date: date(a.offline.receivedOn),
                          staff: a.offline.staffName,
                        })}
                        {a.offline.operator ? ` · ${t(`payment.method.${a.offline.operator}`)}` : ''}
                        {a.offline.payerReference ? (
                          <>
                            {' · '}
                            <code>{a.offline.payerReference}</code>
                          </>
                        ) : null}
                      </>
                    ) : (
                      <small>
                        {a.provider} {a.providerId ?? '–'} · {a.providerStatus ?? '–'} ·{' '}
                        {a.financialTransId ?? '–'}
                        {a.payerName ? ` · ${a.payerName}` : ''}
                      </small>
                    )}
                  </td>
                  <td data-label={t('admin.ui.att.dates')}>
                    <small>
                      {dateTime(a.createdAt)}
                      {a.confirmedAt ? ` → ${dateTime(a.confirmedAt)}` : ''}
                      <br />
                      {t('admin.ui.att.receipt', {
                        state: a.receiptSentAt ? dateTime(a.receiptSentAt) : t('admin.ui.booking.notSent'),
                      })}
                    </small>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
