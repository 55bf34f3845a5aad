/**
 * Departures: those from today on, soonest first, each a card with its seats (paid, held, free) and
 * money (paid, left to pay), filtered by trip and month in the address (shareable). A card opens
 * the departure's manifest.
 */
import { type FormEvent, useState } from 'react';
import type { DepartureSummary } from '../../api/admin-contract.ts';
import { useAdmin } from './admin-env.tsx';
import { TripSelect } from './list-parts.tsx';
import { LoadedView, useView } from './view-loading.tsx';

/**
 * One status, the one that is true for a booking now: stopped sales outrank "Open" (the editors'
 * status), and a guaranteed departure whose sales stopped says both; closed in the Studio says so.
 */
export function departureStatus(item: Pick<DepartureSummary, 'status' | 'stopped'>) {
  if (!item.stopped || item.status === 'closed') {
    return { key: `admin.ui.departures.status.${item.status}`, attention: false } as const;
  }
  return item.status === 'guaranteed'
    ? ({ key: 'admin.ui.departures.status.guaranteedStopped', attention: true } as const)
    : ({ key: 'admin.ui.departures.stopped', attention: true } as const);
}

/** The figures of a departure, as the list and the manifest show them. */
export function DepartureFigures({ item }: { item: DepartureSummary }) {
  const { t, tn, xaf } = useAdmin();
  const status = departureStatus(item);
  return (
    <>
      <p>
        <span
          className={`admin-badge ${status.attention ? 'admin-badge--attention' : `admin-badge--departure-${item.status}`}`}
        >
          {t(status.key)}
        </span>
      </p>
      <p>
        {tn('admin.ui.departures.seatsDetail', item.seats, {
          seats: item.seats,
          paid: item.seatsPaid,
          held: item.seatsHeld,
          free: item.seatsFree,
        })}
      </p>
      <p>
        {t('admin.ui.departures.money', { paid: xaf(item.paid), left: xaf(item.leftToPay) })} ·{' '}
        {t('admin.ui.departures.bookings', { count: item.bookings })}
      </p>
    </>
  );
}

function DepartureCard({ item }: { item: DepartureSummary }) {
  const { t, date } = useAdmin();
  const id = `admin-departure-${item.id}`;
  return (
    <li className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {date(item.date)} · {item.packageTitle}
      </h2>
      <DepartureFigures item={item} />
      <p>
        <a href={`#departure=${encodeURIComponent(item.id)}`}>
          {t('admin.ui.departures.manifest')}
          <span className="visually-hidden">
            {' '}
            {item.packageTitle} {date(item.date)}
          </span>
        </a>
      </p>
    </li>
  );
}

export function AdminDepartures({ query }: { query: string }) {
  const { t, views } = useAdmin();
  const params = new URLSearchParams(query);
  const [form, setForm] = useState({
    package: params.get('package') ?? '',
    month: params.get('month') ?? '',
  });
  const { loaded, reload } = useView(views.departures, query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = new URLSearchParams(Object.entries(form).filter(([, value]) => value !== '')).toString();
    window.location.hash = next ? `departures?${next}` : 'departures';
  };
  return (
    <section aria-labelledby="admin-departures-title">
      <h1 id="admin-departures-title">{t('admin.ui.departures.heading')}</h1>
      <p>{t('admin.ui.departures.intro')}</p>
      <LoadedView loaded={loaded} reload={reload}>
        {({ packages, items, more }) => (
          <>
            <form className="admin-filters" onSubmit={submit}>
              <TripSelect
                id="admin-departures-package"
                label={t('admin.ui.departures.package')}
                anyLabel={t('admin.ui.departures.allPackages')}
                packages={packages}
                value={form.package}
                onValue={(slug) => setForm((f) => ({ ...f, package: slug }))}
              />
              <div className="field">
                <label htmlFor="admin-departures-month">{t('admin.ui.departures.month')}</label>
                <input
                  id="admin-departures-month"
                  type="month"
                  value={form.month}
                  onChange={(e) => setForm((f) => ({ ...f, month: e.target.value }))}
                />
              </div>
              <button type="submit" className="button">
                {t('admin.ui.departures.filter')}
              </button>
            </form>
            {items.length === 0 ? (
              <p>{t('admin.ui.departures.none')}</p>
            ) : (
              <ul className="admin-card-list">
                {items.map((item) => (
                  <DepartureCard key={`${item.packageSlug}-${item.id}`} item={item} />
                ))}
              </ul>
            )}
            {more ? <p className="note">{t('admin.ui.departures.more')}</p> : null}
          </>
        )}
      </LoadedView>
    </section>
  );
}
