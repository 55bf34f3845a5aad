/** One booking, unmasked: customer, trip, money, payments with provider ids, notifications, notes, audit. */

import type { ReactNode } from 'react';
import type { AdminBookingView } from '../../api/admin-contract.ts';
import { colon, formatPercent } from '../../i18n/format.ts';
import { refundSentences } from '../../i18n/refund-words.ts';
import { aroundSlot, SLOT } from '../text.ts';
import { AdminActions } from './AdminActions.tsx';
import { useAdmin } from './admin-env.tsx';
import { EmailLink, PhoneLinks } from './ContactLinks.tsx';
import { GuideNote } from './GuideNote.tsx';
import { StatusBadge, TableScroll } from './list-parts.tsx';
import { LoadedView, useView } from './view-loading.tsx';

function Rows({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Details({ booking }: { booking: AdminBookingView }) {
  const { t, xaf, dateTime, date, locale } = useAdmin();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
    <>
      <p>
        <StatusBadge status={booking.status} />
      </p>
      {booking.cancelled ? (
        <p className="form-banner">
          {t(booking.cancelled.abandoned ? 'admin.ui.booking.abandoned' : 'admin.ui.booking.cancelled', {
            date: dateTime(booking.cancelled.at),
            reason: booking.cancelled.reason,
          })}
        </p>
      ) : null}
      <div className="admin-cards">
        <section className="admin-card" aria-labelledby="admin-b-customer">
          <h2 id="admin-b-customer">{t('admin.ui.booking.customer')}</h2>
          <Rows
            rows={[
              [t('admin.ui.booking.name'), booking.contact.fullName],
              [t('admin.ui.booking.email'), <EmailLink key="e" email={booking.contact.email} />],
              [
                t('admin.ui.booking.whatsapp'),
                <PhoneLinks key="p" phone={booking.contact.whatsapp} name={booking.contact.fullName} />,
              ],
              [
                t('admin.ui.booking.whatsappOptIn'),
                t(
                  !booking.whatsappOptIn
                    ? 'admin.ui.booking.whatsappOptIn.no'
                    : booking.whatsappProven
                      ? 'admin.ui.booking.whatsappOptIn.yes'
                      : 'admin.ui.booking.whatsappOptIn.waiting',
                ),
              ],
              [
                t('admin.ui.booking.paymentNumber'),
                `${t(`payment.method.${booking.paymentMethod}`)} ${booking.paymentNumber}`,
              ],
              [t('admin.ui.booking.language'), t(`admin.ui.language.${booking.locale}`)],
            ]}
          />
        </section>
        <section className="admin-card" aria-labelledby="admin-b-trip">
          <h2 id="admin-b-trip">{t('admin.ui.booking.trip')}</h2>
          <Rows
            rows={[
              [
                t('admin.ui.booking.package'),
                locale === 'fr' ? booking.package.titleFr : booking.package.titleEn,
              ],
              [t('admin.ui.booking.spots'), String(booking.spots)],
              [t('admin.ui.booking.tripType'), t(`booking.tripType.${booking.tripType}`)],
              [t('admin.ui.booking.date'), booking.preferredDate ? date(booking.preferredDate) : null],
              [t('admin.ui.booking.departure'), booking.departure ? date(booking.departure.date) : null],
              [
                t('admin.ui.booking.travellers'),
                booking.travellers.length > 0
                  ? booking.travellers.map((name) => name || t('admin.ui.manifest.unnamed')).join(', ')
                  : null,
              ],
              [t('admin.ui.booking.bookedOn'), dateTime(booking.createdAt)],
              [t('admin.ui.booking.createdBy'), booking.createdBy ?? t('admin.ui.booking.online')],
              [
                t('admin.ui.booking.travelled'),
                booking.travelledAt ? dateTime(booking.travelledAt) : t('admin.ui.booking.notTravelled'),
              ],
              [
                t('admin.ui.booking.confirmationSent'),
                booking.confirmationSentAt
                  ? dateTime(booking.confirmationSentAt)
                  : t('admin.ui.booking.notSent'),
              ],
            ]}
          />
        </section>
        <section className="admin-card" aria-labelledby="admin-b-money">
          <h2 id="admin-b-money">{t('admin.ui.booking.money')}</h2>
          <Rows
            rows={[
              [t('admin.ui.booking.total'), xaf(booking.total)],
              [t('admin.ui.booking.paid'), xaf(booking.paid)],
              // A cancelled booking owes nothing: it is owed money back.
              ...(booking.refund
                ? ([
                    [t('admin.ui.booking.owed'), xaf(booking.refund.owed)],
                    [t('admin.ui.booking.returned'), xaf(booking.refund.refunded)],
                    ...(booking.refund.excess > 0
                      ? [
                          [t('admin.ui.booking.refundExcess'), xaf(booking.refund.excess)],
                          [t('admin.ui.booking.refundShare'), xaf(booking.refund.share)],
                        ]
                      : []),
                  ] as Array<[string, string]>)
                : ([[t('admin.ui.booking.left'), xaf(booking.leftToPay)]] as Array<[string, string]>)),
              ...(booking.excess
                ? ([
                    [t('admin.ui.booking.owed'), xaf(booking.excess.owed)],
                    [t('admin.ui.booking.returned'), xaf(booking.excess.returned)],
                  ] as Array<[string, string]>)
                : []),
            ]}
          />
          {booking.refund ? (
            <p className="note" data-refund-account="">
              {refundSentences(booking.refund.account, {
                t,
                xaf,
                percent: (percent) => formatPercent(percent, locale),
              }).join(' ')}
            </p>
          ) : null}
          {booking.refund && booking.refund.sent.length > 0 ? (
            <ul className="admin-refunds">
              {booking.refund.sent.map((r) => (
                <li key={`${r.sentAt}-${r.amount}`}>
                  {t('admin.ui.booking.refundLine', {
                    amount: xaf(r.amount),
                    method: t(`refund.method.${r.method}`),
                    date: dateTime(r.sentAt),
                    staff: r.staffName,
                  })}
                  {r.reference ? ` (${r.reference})` : ''}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
      <GuideNote booking={booking} />
      <AdminActions booking={booking} />
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
      <section aria-labelledby="admin-b-notifications">
        <h2 id="admin-b-notifications">{t('admin.ui.booking.notifications')}</h2>
        {booking.notifications.length === 0 ? (
          <p>{t('admin.ui.booking.noNotifications')}</p>
        ) : (
          <ul className="admin-log">
            {booking.notifications.map((n) => (
              <li key={n.id}>
                {dateTime(n.receivedAt)} · {n.externalId ?? '–'} · {n.outcome ?? '–'}
                <details>
                  <summary>{t('admin.ui.booking.rawAnswer')}</summary>
                  <pre>{n.rawBody}</pre>
                </details>
              </li>
            ))}
          </ul>
        )}
        <p>
          <small>
            {t('admin.ui.booking.notKept', {
              unreadable: count(booking.notificationsNotKept.unreadable),
              unknown: count(booking.notificationsNotKept.unknownPayment),
              overLimit: count(booking.notificationsNotKept.overLimit),
            })}
          </small>
        </p>
      </section>
      <section aria-labelledby="admin-b-notes">
        <h2 id="admin-b-notes">{t('admin.ui.booking.notes')}</h2>
        {booking.notes.length === 0 ? (
          <p>{t('admin.ui.booking.noNotes')}</p>
        ) : (
          <ul className="admin-log">
            {booking.notes.map((n) => (
              <li key={n.id}>
                <strong>{n.staffName}</strong>, {dateTime(n.createdAt)}
                {colon(locale)}
                {n.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="admin-b-audit">
        <h2 id="admin-b-audit">{t('admin.ui.booking.audit')}</h2>
        {booking.audit.length === 0 ? (
          <p>{t('admin.ui.booking.noAudit')}</p>
        ) : (
          <ul className="admin-log">
            {booking.audit.map((a) => (
              <li key={a.id}>
                {dateTime(a.createdAt)} ·{' '}
                <strong>{a.byCustomer ? t('admin.ui.booking.byCustomer') : a.staffName}</strong> ·{' '}
                {t(`admin.ui.action.${a.action}`)}
                {colon(locale)}
                {a.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function AdminBooking({ code }: { code: string }) {
  const { t, views } = useAdmin();
  const { loaded, reload } = useView(views.booking, code);
  const [before, after] = aroundSlot(t('admin.ui.booking.heading', { code: SLOT }));
  return (
    <section aria-labelledby="admin-booking-title">
      <p>
        <a href="#bookings">{t('admin.ui.booking.back')}</a>
      </p>
      <h1 id="admin-booking-title">
        {before}
        <span className="nowrap">{code}</span>
        {after}
      </h1>
      <LoadedView loaded={loaded} reload={reload}>
        {(booking) => <Details booking={booking} />}
      </LoadedView>
    </section>
  );
}
