/**
 * Today: new bookings, money received (day, week, month), balances outstanding, refunds owed on
 * cancelled bookings, bookings left unpaid, attention count.
 */
import { BookingTable } from './AdminBookings.tsx';
import { LoadedView, useAdmin, useLoad } from './common.tsx';

export function AdminToday() {
  const { t, api, xaf } = useAdmin();
  const { loaded, reload } = useLoad('today', () => api.today());
  return (
    <section aria-labelledby="admin-today-title">
      <h1 id="admin-today-title">{t('admin.ui.today.heading')}</h1>
      <LoadedView loaded={loaded} reload={reload}>
        {(today) => (
          <>
            <div className="admin-cards">
              <div className="admin-card">
                <h2>{t('admin.ui.today.newBookings')}</h2>
                <p className="admin-figure">{today.newBookings.today}</p>
                <p>
                  {t('admin.ui.today.newToday', {
                    count: today.newBookings.today,
                    week: today.newBookings.week,
                  })}
                </p>
              </div>
              <div className="admin-card">
                <h2>{t('admin.ui.today.received')}</h2>
                <dl className="summary">
                  {(
                    [
                      ['admin.ui.today.receivedToday', today.received.today],
                      ['admin.ui.today.receivedWeek', today.received.week],
                      ['admin.ui.today.receivedMonth', today.received.month],
                    ] as const
                  ).map(([label, period]) => (
                    <div key={label}>
                      <dt>{t(label)}</dt>
                      <dd>
                        {xaf(period.amount)}{' '}
                        <small>({t('admin.ui.today.payments', { count: period.payments })})</small>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              <div className="admin-card">
                <h2>{t('admin.ui.today.outstanding')}</h2>
                <p className="admin-figure">{xaf(today.outstanding.amount)}</p>
                <p>{t('admin.ui.today.outstandingDetail', { count: today.outstanding.bookings })}</p>
              </div>
              <div className="admin-card">
                <h2>{t('admin.ui.today.refundsOwed')}</h2>
                <p className="admin-figure">{xaf(today.refundsOwed.amount)}</p>
                <p>
                  {t('admin.ui.today.refundsOwedDetail', { count: today.refundsOwed.bookings })}{' '}
                  <a href="#attention">{t('admin.ui.nav.attention')}</a>
                </p>
              </div>
              <div className="admin-card">
                <h2>{t('admin.ui.today.unpaid')}</h2>
                <p className="admin-figure">{today.unpaid.bookings}</p>
                <p>
                  {t('admin.ui.today.unpaidDetail', {
                    count: today.unpaid.bookings,
                    hours: today.unpaid.hours,
                  })}{' '}
                  <a href="#attention">{t('admin.ui.nav.attention')}</a>
                </p>
              </div>
              <div className="admin-card">
                <h2>{t('admin.ui.today.attention')}</h2>
                <p className="admin-figure">{today.attention}</p>
                <p>
                  <a href="#attention">{t('admin.ui.nav.attention')}</a>
                </p>
              </div>
            </div>
            <h2>{t('admin.ui.today.latest')}</h2>
            <BookingTable items={today.newBookings.latest} caption={t('admin.ui.today.latest')} />
          </>
        )}
      </LoadedView>
    </section>
  );
}
