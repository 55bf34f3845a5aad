/**
 * A departure's manifest: its figures, each booking's travellers (names, group size, the lead's
 * phone, e-mail and language), paid and left to pay, the note for the guide and the staff's notes; printed by the browser with the
 * print stylesheet (admin.css) in the staff's language, or downloaded as CSV. Owners stop or reopen
 * its sales here, and release the seats held with nothing paid, with a reason for the audit log.
 */
import { useState } from 'react';
import { type ManifestBooking, type ManifestView, manifestExportUrl } from '../../api/admin-contract.ts';
import { colon } from '../../i18n/format.ts';
import { DepartureFigures } from './AdminDepartures.tsx';
import { useAdmin } from './admin-env.tsx';
import { EmailLink, PhoneLinks } from './ContactLinks.tsx';
import { CallError, ReasonForm, useAdminCall } from './staff-action.tsx';
import { LoadedView, useView } from './view-loading.tsx';

function Travellers({ booking }: { booking: ManifestBooking }) {
  const { t } = useAdmin();
  const count = Math.max(booking.spots, booking.travellers.length);
  return (
    <ol className="admin-manifest__names">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a traveller's place in the group is their key.
        <li key={i}>{booking.travellers[i] || <em>{t('admin.ui.manifest.unnamed')}</em>}</li>
      ))}
    </ol>
  );
}

function ManifestRow({ booking }: { booking: ManifestBooking }) {
  const { t, xaf, locale } = useAdmin();
  return (
    <tr>
      <td data-label={t('admin.ui.manifest.travellers')}>
        <Travellers booking={booking} />
        <small>{t('admin.ui.manifest.group', { count: booking.spots })}</small>
      </td>
      <td data-label={t('admin.ui.manifest.lead')}>
        <a href={`#booking=${encodeURIComponent(booking.code)}`}>
          <code>{booking.code}</code>
        </a>
        <br />
        {booking.fullName}
        <br />
        <small>
          <PhoneLinks phone={booking.whatsapp} name={booking.fullName} /> ·{' '}
          <EmailLink email={booking.email} />
        </small>
      </td>
      <td data-label={t('admin.ui.manifest.language')}>{t(`admin.ui.language.${booking.locale}`)}</td>
      <td data-label={t('admin.ui.manifest.money')}>
        {xaf(booking.paid)} / {xaf(booking.leftToPay)}
        <br />
        <small>{t(`admin.ui.manifest.seats.${booking.seats}`)}</small>
      </td>
      <td data-label={t('admin.ui.manifest.notes')}>
        {booking.guideNote ? (
          <p className="admin-manifest__guide-note">
            <strong>
              {t('admin.ui.manifest.guideNote')}
              {colon(locale)}
            </strong>
            {booking.guideNote}
          </p>
        ) : null}
        {booking.notes.join(' · ')}
      </td>
    </tr>
  );
}

function SalesPanel({ manifest, onDone }: { manifest: ManifestView; onDone: (message: string) => void }) {
  const { t, views, session } = useAdmin();
  const { busy, error, run } = useAdminCall();
  const { id, stopped } = manifest.departure;
  if (session.$staff.get()?.role !== 'owner') return null;
  return (
    <section aria-labelledby="admin-sales-title" className="admin-panel admin-no-print">
      <h2 id="admin-sales-title">{t('admin.ui.sales.heading')}</h2>
      <p>{t(stopped ? 'admin.ui.sales.stoppedNote' : 'admin.ui.sales.open')}</p>
      <ReasonForm
        key={String(stopped)}
        id="admin-sales-reason"
        label={t('admin.ui.action.reason')}
        submit={t(stopped ? 'admin.ui.sales.reopen' : 'admin.ui.sales.stop')}
        busy={busy}
        onSubmit={(reason) => void run(() => views.departureSales(id, !stopped, reason), onDone)}
      />
      <CallError error={error} />
    </section>
  );
}

/** Owners put the seats held unpaid back on sale; shown while any are held. */
function HoldsPanel({ manifest, onDone }: { manifest: ManifestView; onDone: (message: string) => void }) {
  const { t, views, session } = useAdmin();
  const { busy, error, run } = useAdminCall();
  // One key per form shown, so a double click or a retry releases once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { id, seatsHeld } = manifest.departure;
  if (session.$staff.get()?.role !== 'owner' || seatsHeld === 0) return null;
  const done = (message: string) => {
    setKey(crypto.randomUUID());
    onDone(message);
  };
  return (
    <section aria-labelledby="admin-holds-title" className="admin-panel admin-no-print">
      <h2 id="admin-holds-title">{t('admin.ui.holds.heading')}</h2>
      <p>{t('admin.ui.holds.note', { held: seatsHeld })}</p>
      <ReasonForm
        key={key}
        id="admin-holds-reason"
        label={t('admin.ui.action.reason')}
        submit={t('admin.ui.holds.release')}
        busy={busy}
        onSubmit={(reason) => void run(() => views.releaseHolds(id, reason, key), done)}
      />
      <CallError error={error} />
    </section>
  );
}

function Manifest({ manifest }: { manifest: ManifestView }) {
  const { t, date, locale } = useAdmin();
  const [message, setMessage] = useState<string | null>(null);
  const { departure, bookings } = manifest;
  return (
    <>
      <h1 id="admin-manifest-title">
        {t('admin.ui.manifest.heading', { package: departure.packageTitle, date: date(departure.date) })}
      </h1>
      <DepartureFigures item={departure} />
      <p className="form-actions admin-no-print">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('admin.ui.manifest.print')}
        </button>
        <a className="button button--secondary" href={manifestExportUrl(departure.id, locale)} download>
          {t('admin.ui.manifest.export')}
        </a>
      </p>
      <p role="status" className="note admin-no-print">
        {message}
      </p>
      <SalesPanel manifest={manifest} onDone={setMessage} />
      <HoldsPanel manifest={manifest} onDone={setMessage} />
      {bookings.length === 0 ? (
        <p>{t('admin.ui.manifest.empty')}</p>
      ) : (
        <div className="admin-table-wrap admin-manifest">
          <table className="admin-table stacked-table">
            <caption className="visually-hidden">{t('admin.ui.departures.manifest')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.ui.manifest.travellers')}</th>
                <th scope="col">{t('admin.ui.manifest.lead')}</th>
                <th scope="col">{t('admin.ui.manifest.language')}</th>
                <th scope="col">{t('admin.ui.manifest.money')}</th>
                <th scope="col">{t('admin.ui.manifest.notes')}</th>
              </tr>
            </thead>
            <tbody>
              {bookings.map((booking) => (
                <ManifestRow key={booking.code} booking={booking} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function AdminManifest({ id }: { id: string }) {
  const { t, views } = useAdmin();
  const { loaded, reload } = useView(views.manifest, id);
  return (
    <section aria-labelledby="admin-manifest-title">
      <p className="admin-no-print">
        <a href="#departures">{t('admin.ui.manifest.back')}</a>
      </p>
      <LoadedView loaded={loaded} reload={reload}>
        {(manifest) => <Manifest manifest={manifest} />}
      </LoadedView>
    </section>
  );
}
