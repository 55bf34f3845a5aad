/**
 * The booking page's travellers (docs/business-rules.md#departures): each one's name as the page
 * masks it, and while the trip has not started and names are missing, a reminder and the form to
 * give them (loaded only then: it brings the names' schema with it).
 */
import { lazy, Suspense, useState } from 'react';
import type { BookingDetails } from '../../api/contract.ts';
import { formatDate } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../../stores/api.ts';
import { type Messages, translatorOf } from '../text.ts';

const TravellersForm = lazy(() => import('./TravellersForm.tsx'));

interface TravellersPanelProps {
  booking: BookingDetails;
  locale: Locale;
  messages: Messages;
  api: IslandApi;
  /** Reloads the booking once the names are saved. */
  onSaved: () => void;
}

export function TravellersPanel({ booking, locale, messages, api, onSaved }: TravellersPanelProps) {
  const t = translatorOf(messages);
  // Said here, not in the form: the form goes once every traveller is named.
  const [saved, setSaved] = useState<string | null>(null);
  const asking = booking.canNameTravellers && booking.unnamedTravellers > 0;
  return (
    <section className="panel" aria-labelledby="track-travellers">
      <h2 id="track-travellers">{t('islands.track.travellers')}</h2>
      <p className={saved ? 'note note--success' : 'note'} role="status">
        {saved}
      </p>
      {asking ? (
        <p className="note">
          <strong>
            {booking.preferredDate
              ? t('islands.track.travellersReminder', { date: formatDate(booking.preferredDate, locale) })
              : t('islands.track.travellersReminderUndated')}
          </strong>
        </p>
      ) : null}
      <ol className="travellers">
        {booking.travellers.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a traveller's place in the group is their key.
          <li key={i}>{name || <em>{t('islands.track.travellerUnnamed')}</em>}</li>
        ))}
      </ol>
      {asking ? (
        // A line, not the page's tall waiting block: the list above is already shown.
        <Suspense fallback={<p>{t('islands.shell.loading')}</p>}>
          <TravellersForm
            booking={booking}
            locale={locale}
            messages={messages}
            api={api}
            onSaved={(message) => {
              setSaved(message);
              onSaved();
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
