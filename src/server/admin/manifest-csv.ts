/**
 * A departure's manifest as CSV, in the staff's language (`csv-format.ts`). One line per traveller
 * (the lead's booking details on each), so a guide can tick names off; an unnamed traveller reads
 * as such. The booking's money (paid, left to pay) is on its first line only: summing a column
 * gives the departure's money, not a multiple of it.
 */
import type { ManifestBooking, ManifestView } from '../../api/admin-contract.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { formatInternationalNumber, loadPhoneNumbers } from '../international-phone.ts';
import { csvDocument } from './csv-format.ts';

type Line = { booking: ManifestBooking; traveller: string; number: number };

const COLUMNS = [
  ['admin.csv.code', ({ booking }) => booking.code],
  ['admin.manifest.csv.traveller', ({ traveller }) => traveller],
  ['admin.manifest.csv.number', ({ booking, number }) => `${number}/${booking.spots}`],
  ['admin.manifest.csv.lead', ({ booking }) => booking.fullName],
  ['admin.csv.phone', ({ booking }) => formatInternationalNumber(booking.whatsapp)],
  ['admin.csv.email', ({ booking }) => booking.email],
  ['admin.manifest.csv.language', ({ booking }, locale) => t(locale, `admin.ui.language.${booking.locale}`)],
  ['admin.csv.paid', ({ booking, number }) => (number === 1 ? String(booking.paid) : '')],
  ['admin.manifest.csv.leftToPay', ({ booking, number }) => (number === 1 ? String(booking.leftToPay) : '')],
  ['admin.csv.status', ({ booking }, locale) => t(locale, `admin.status.${booking.status}`)],
  ['admin.manifest.csv.guideNote', ({ booking }) => booking.guideNote],
  ['admin.manifest.csv.notes', ({ booking }) => booking.notes.join(' | ')],
] as const satisfies ReadonlyArray<
  readonly [Parameters<typeof t>[1], (line: Line, locale: Locale) => string]
>;

/** Each traveller of each booking: named ones, then "not named yet" up to the group's size. */
function linesOf(booking: ManifestBooking, locale: Locale): Line[] {
  return Array.from({ length: Math.max(booking.spots, booking.travellers.length) }, (_, i) => ({
    booking,
    traveller: booking.travellers[i] || t(locale, 'admin.ui.manifest.unnamed'),
    number: i + 1,
  }));
}

export async function manifestCsv(manifest: ManifestView, locale: Locale): Promise<string> {
  await loadPhoneNumbers();
  const lines = [COLUMNS.map(([key]) => t(locale, key))];
  for (const booking of manifest.bookings) {
    for (const line of linesOf(booking, locale)) lines.push(COLUMNS.map(([, read]) => read(line, locale)));
  }
  return csvDocument(locale, lines);
}
