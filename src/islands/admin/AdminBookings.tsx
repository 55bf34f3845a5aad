/** Bookings: search and filters in the address (shareable), one server page at a time, CSV export. */
import { type FormEvent, useState } from 'react';
import { adminExportUrl, type BookingListItem } from '../../api/admin-contract.ts';
import {
  BOOKING_FILTER_STATUSES,
  type BookingQuery,
  bookingQueryFrom,
  bookingQueryParams,
} from '../../domain/booking-query.ts';
import { pluralCategory } from '../../i18n/format.ts';
import type { StaffPackage } from './AdminNewBooking.tsx';
import { useAdmin } from './admin-env.tsx';
import { EmailLink, PhoneLinks } from './ContactLinks.tsx';
import { StatusBadge, TableScroll, TripSelect } from './list-parts.tsx';
import { LoadedView, useView } from './view-loading.tsx';

export function BookingTable({ items, caption }: { items: BookingListItem[]; caption: string }) {
  const { t, xaf, dateTime } = useAdmin();
  if (items.length === 0) return <p>{t('admin.ui.bookings.none')}</p>;
  return (
    <TableScroll label={caption}>
      <table className="admin-table stacked-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.ui.col.code')}</th>
            <th scope="col">{t('admin.ui.col.date')}</th>
            <th scope="col">{t('admin.ui.col.customer')}</th>
            <th scope="col">{t('admin.ui.col.package')}</th>
            <th scope="col">{t('admin.ui.col.total')}</th>
            <th scope="col">{t('admin.ui.col.paid')}</th>
            <th scope="col">{t('admin.ui.col.status')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.code}>
              <td data-label={t('admin.ui.col.code')}>
                <a href={`#booking=${encodeURIComponent(b.code)}`}>
                  <code>{b.code}</code>
                </a>
              </td>
              <td data-label={t('admin.ui.col.date')}>{dateTime(b.createdAt)}</td>
              <td data-label={t('admin.ui.col.customer')}>
                {b.fullName}
                <br />
                <small>
                  <EmailLink email={b.email} /> · <PhoneLinks phone={b.whatsapp} name={b.fullName} />
                </small>
              </td>
              <td data-label={t('admin.ui.col.package')}>
                {b.packageTitle} ({b.spots})
              </td>
              <td data-label={t('admin.ui.col.total')}>{xaf(b.total)}</td>
              <td data-label={t('admin.ui.col.paid')}>{xaf(b.paid)}</td>
              <td data-label={t('admin.ui.col.status')}>
                <StatusBadge status={b.status} />
                {b.needsAttention ? (
                  <span className="admin-badge admin-badge--attention">{t('admin.ui.attentionFlag')}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** Previous and next pages; nothing when everything fits on one. */
export function Pager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const { t } = useAdmin();
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={t('admin.ui.bookings.page', { page, pages })}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        {t('admin.ui.bookings.previous')}
      </button>
      <span>{t('admin.ui.bookings.page', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('admin.ui.bookings.next')}
      </button>
    </nav>
  );
}

/** The filters are open where a filter is set, and always on a wide screen; a phone folds them. */
function filtersOpenAtFirst(query: BookingQuery): boolean {
  const filtered = Boolean(query.status || query.packageSlug || query.from || query.to || query.attention);
  const wide = typeof window !== 'undefined' && window.matchMedia?.('(min-width: 48rem)').matches;
  return filtered || Boolean(wide);
}

export function AdminBookings({ query, packages }: { query: string; packages: readonly StaffPackage[] }) {
  const { t, views, locale } = useAdmin();
  const current = bookingQueryFrom(new URLSearchParams(query));
  const [form, setForm] = useState<BookingQuery>(current);
  const { loaded, reload } = useView(views.bookings, bookingQueryParams(current).toString());
  const go = (next: Partial<BookingQuery>) => {
    const params = bookingQueryParams({ ...current, ...next }).toString();
    window.location.hash = params ? `bookings?${params}` : 'bookings';
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ ...form, page: 1 });
  };
  const set = (patch: Partial<BookingQuery>) => setForm((f) => ({ ...f, ...patch }));
  const [open, setOpen] = useState(() => filtersOpenAtFirst(current));
  return (
    <section aria-labelledby="admin-bookings-title">
      <h1 id="admin-bookings-title">{t('admin.ui.bookings.heading')}</h1>
      <form className="admin-filters" onSubmit={submit}>
        <div className="field admin-filters__q">
          <label htmlFor="admin-q">{t('admin.ui.bookings.search')}</label>
          <input id="admin-q" type="search" value={form.q} onChange={(e) => set({ q: e.target.value })} />
        </div>
        <details
          className="admin-filters__more"
          open={open}
          onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
        >
          <summary>{t('admin.ui.bookings.filters')}</summary>
          <div className="admin-filters__fields">
            <div className="field">
              <label htmlFor="admin-status">{t('admin.ui.bookings.status')}</label>
              <select
                id="admin-status"
                value={form.status ?? ''}
                onChange={(e) => set({ status: (e.target.value || null) as BookingQuery['status'] })}
              >
                <option value="">{t('admin.ui.bookings.anyStatus')}</option>
                {BOOKING_FILTER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`admin.status.${s}`)}
                  </option>
                ))}
              </select>
            </div>
            <TripSelect
              id="admin-package"
              label={t('admin.ui.bookings.package')}
              anyLabel={t('admin.ui.bookings.anyPackage')}
              packages={packages}
              value={form.packageSlug ?? ''}
              onValue={(slug) => set({ packageSlug: slug || null })}
              keep={current.packageSlug}
            />
            <div className="field">
              <label htmlFor="admin-from">{t('admin.ui.bookings.from')}</label>
              <input
                id="admin-from"
                type="date"
                value={form.from ?? ''}
                onChange={(e) => set({ from: e.target.value || null })}
              />
            </div>
            <div className="field">
              <label htmlFor="admin-to">{t('admin.ui.bookings.to')}</label>
              <input
                id="admin-to"
                type="date"
                value={form.to ?? ''}
                onChange={(e) => set({ to: e.target.value || null })}
              />
            </div>
            <div className="field field--check">
              <input
                id="admin-attention"
                type="checkbox"
                checked={form.attention}
                onChange={(e) => set({ attention: e.target.checked })}
              />
              <label htmlFor="admin-attention">{t('admin.ui.bookings.attentionOnly')}</label>
            </div>
          </div>
        </details>
        <div className="form-actions">
          <button type="submit" className="button">
            {t('admin.ui.bookings.apply')}
          </button>
          <a
            className="button button--secondary"
            href={adminExportUrl(bookingQueryParams({ ...current, page: 1 }).toString(), locale)}
            download
          >
            {t('admin.ui.bookings.export')}
          </a>
        </div>
      </form>
      <LoadedView loaded={loaded} reload={reload}>
        {(page) => {
          const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
          return (
            <>
              <p role="status">
                {page.totalCapped
                  ? t('admin.ui.bookings.count', { count: `${page.total}+` })
                  : t(
                      pluralCategory(page.total, locale) === 'one'
                        ? 'admin.ui.bookings.countOne'
                        : 'admin.ui.bookings.count',
                      { count: page.total },
                    )}
              </p>
              <BookingTable items={page.items} caption={t('admin.ui.bookings.heading')} />
              <Pager page={page.page} pages={pages} go={(n) => go({ page: n })} />
            </>
          );
        }}
      </LoadedView>
    </section>
  );
}
