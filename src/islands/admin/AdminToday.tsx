/**
 * Today: new bookings, money received (day, week, month), balances outstanding, refunds owed on
 * cancelled bookings, bookings left unpaid, attention count.
 */
import type { ReactNode } from 'react';
import { BookingTable } from './AdminBookings.tsx';
import { useAdmin } from './admin-env.tsx';
import { LoadedView, useView } from './view-loading.tsx';

/** One of Today's cards: what it counts, the figure, a sentence and, if asked, the way to the list. */
function TodayCard(props: { title: string; figure: ReactNode; children?: ReactNode; attention?: boolean }) {
  const { t } = useAdmin();
  const link = props.attention ? <a href="#attention">{t('admin.ui.nav.attention')}</a> : null;
  return (
    <div className="admin-card">
      <h2>{props.title}</h2>
      <p className="admin-figure">{props.figure}</p>
      <p>
        {props.children}
        {props.children && link ? ' ' : null}
        {link}
      </p>
    </div>
  );
}

export function AdminToday() {
  const { t, tn, views, xaf } = useAdmin();
  const { loaded, reload } = useView(views.today, 'today');
  return (
    <section aria-labelledby="admin-today-title">
      <h1 id="admin-today-title">{t('admin.ui.today.heading')}</h1>
      <LoadedView loaded={loaded} reload={reload}>
        {(today) => (
          <>
            <div className="admin-cards">
              <TodayCard title={t('admin.ui.today.newBookings')} figure={today.newBookings.today}>
                {t('admin.ui.today.newToday', {
                  count: today.newBookings.today,
                  week: today.newBookings.week,
                })}
              </TodayCard>
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
                        {xaf(period.amount)} <small>({tn('admin.ui.today.payments', period.payments)})</small>
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
              <TodayCard title={t('admin.ui.today.outstanding')} figure={xaf(today.outstanding.amount)}>
                {tn('admin.ui.today.outstandingDetail', today.outstanding.bookings)}
              </TodayCard>
              <TodayCard
                title={t('admin.ui.today.refundsOwed')}
                figure={xaf(today.refundsOwed.amount)}
                attention
              >
                {tn('admin.ui.today.refundsOwedDetail', today.refundsOwed.bookings)}
              </TodayCard>
              <TodayCard title={t('admin.ui.today.unpaid')} figure={today.unpaid.bookings} attention>
                {t('admin.ui.today.unpaidDetail', {
                  count: today.unpaid.bookings,
                  hours: today.unpaid.hours,
                })}
              </TodayCard>
              <TodayCard title={t('admin.ui.today.attention')} figure={today.attention} attention />
            </div>
            <h2>{t('admin.ui.today.latest')}</h2>
            <BookingTable items={today.newBookings.latest} caption={t('admin.ui.today.latest')} />
          </>
        )}
      </LoadedView>
    </section>
  );
}
