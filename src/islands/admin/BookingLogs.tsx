/** A booking's logs in the back office: the provider's notifications, staff notes and the audit trail. */

import type { AdminBookingView } from '../../api/admin-contract.ts';
import type { BookingActionName } from '../../domain/staff-actions.ts';
import { colon } from '../../i18n/format.ts';
import { useAdmin } from './admin-env.tsx';

export function BookingNotifications({ booking }: { booking: AdminBookingView }) {
  const { t, dateTime, locale } = useAdmin();
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return (
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
  );
}

export function BookingNotes({ booking }: { booking: AdminBookingView }) {
  const { t, dateTime, locale } = useAdmin();
  return (
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
  );
}

/** What a booking's audit log records: the actions on it, and the booking taken by staff. */
type AuditAction = BookingActionName | 'staffBooking';

export function BookingAudit({ booking }: { booking: AdminBookingView }) {
  const { t, dateTime, locale } = useAdmin();
  return (
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
              {t(`admin.ui.action.${a.action as AuditAction}`)}
              {colon(locale)}
              {a.reason}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
