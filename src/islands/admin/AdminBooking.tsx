/** One booking, unmasked: customer, trip, money, payments with provider ids, notifications, notes, audit. */

import type { ReactNode } from 'react';
import type { AdminBookingView } from '../../api/admin-contract.ts';
import type { PaymentMethod } from '../../domain/payment-method.ts';
import type { TripType } from '../../domain/trip-types.ts';
import { formatPercent } from '../../i18n/format.ts';
import { refundSentences } from '../../i18n/refund-words.ts';
import { aroundSlot, SLOT } from '../text.ts';
import { AdminActions } from './AdminActions.tsx';
import { useAdmin } from './admin-env.tsx';
import { BookingAudit, BookingNotes, BookingNotifications } from './BookingLogs.tsx';
import { BookingPayments } from './BookingPayments.tsx';
import { EmailLink, PhoneLinks } from './ContactLinks.tsx';
import { GuideNote } from './GuideNote.tsx';
import { StatusBadge } from './list-parts.tsx';
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

function CustomerCard({ booking }: { booking: AdminBookingView }) {
  const { t } = useAdmin();
  return (
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
            `${t(`payment.method.${booking.paymentMethod as PaymentMethod}`)} ${booking.paymentNumber}`,
          ],
          [t('admin.ui.booking.language'), t(`admin.ui.language.${booking.locale}`)],
        ]}
      />
    </section>
  );
}

function TripCard({ booking }: { booking: AdminBookingView }) {
  const { t, dateTime, date, locale } = useAdmin();
  return (
    <section className="admin-card" aria-labelledby="admin-b-trip">
      <h2 id="admin-b-trip">{t('admin.ui.booking.trip')}</h2>
      <Rows
        rows={[
          [
            t('admin.ui.booking.package'),
            locale === 'fr' ? booking.package.titleFr : booking.package.titleEn,
          ],
          [t('admin.ui.booking.spots'), String(booking.spots)],
          [t('admin.ui.booking.tripType'), t(`booking.tripType.${booking.tripType as TripType}`)],
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
            booking.confirmationSentAt ? dateTime(booking.confirmationSentAt) : t('admin.ui.booking.notSent'),
          ],
        ]}
      />
    </section>
  );
}

function MoneyCard({ booking }: { booking: AdminBookingView }) {
  const { t, xaf, dateTime, locale } = useAdmin();
  return (
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
  );
}

function Details({ booking }: { booking: AdminBookingView }) {
  const { t, dateTime } = useAdmin();
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
        <CustomerCard booking={booking} />
        <TripCard booking={booking} />
        <MoneyCard booking={booking} />
      </div>
      <GuideNote booking={booking} />
      <AdminActions booking={booking} />
      <BookingPayments booking={booking} />
      <BookingNotifications booking={booking} />
      <BookingNotes booking={booking} />
      <BookingAudit booking={booking} />
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
