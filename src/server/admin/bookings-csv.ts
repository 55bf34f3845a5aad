/**
 * The bookings list as CSV for Excel and LibreOffice, in the staff's language (`csv-format.ts`).
 * Money after the sale (left to pay, owed back, refunded) is the database's (migration 013), never
 * worked out here.
 */
import type { BookingQuery } from '../../domain/booking-query.ts';
import { paymentArrangement } from '../../domain/pricing.ts';
import type { Locale } from '../../i18n/locales.ts';
import { t } from '../../i18n/messages.ts';
import { paymentMethodName } from '../../i18n/payment-method-name.ts';
import type { Db } from '../db/pool.ts';
import { formatInternationalNumber, loadPhoneNumbers } from '../international-phone.ts';
import { allBookings, type ExportedBooking } from '../repositories/booking-list.ts';
import { csvDate, csvDateTime, csvDocument } from './csv-format.ts';

const COLUMNS = [
  ['admin.csv.code', (b) => b.code],
  ['admin.csv.createdAt', (b, locale) => csvDateTime(b.createdAt, locale)],
  ['admin.csv.name', (b) => b.fullName],
  ['admin.csv.email', (b) => b.email],
  ['admin.csv.phone', (b) => formatInternationalNumber(b.whatsapp)],
  ['admin.csv.package', (b) => b.packageTitle],
  // The trip's date (a departure's, else the preferred one) and the departure, empty on request.
  ['admin.csv.tripDate', (b, locale) => (b.tripDate ? csvDate(b.tripDate, locale) : '')],
  ['admin.csv.departure', (b) => b.departureId ?? ''],
  ['admin.csv.spots', (b) => String(b.spots)],
  ['admin.csv.total', (b) => String(b.total)],
  ['admin.csv.paid', (b) => String(b.paid)],
  ['admin.csv.leftToPay', (b) => String(b.leftToPay)],
  ['admin.csv.payment', (b, locale) => t(locale, `booking.paymentType.${paymentArrangement(b)}`)],
  ['admin.csv.status', (b, locale) => t(locale, `admin.status.${b.status}`)],
  // How the money came in: cash or a transfer the agency took is never named as an operator.
  [
    'admin.csv.paidWith',
    (b, locale) => b.paidWith.map((p) => paymentMethodName(locale, p.method, p.digits)).join(' + '),
  ],
  ['admin.csv.owedBack', (b) => String(b.owedBack)],
  ['admin.csv.refunded', (b) => String(b.refunded)],
  // Empty for a booking the customer made online.
  ['admin.csv.takenBy', (b) => b.takenBy ?? ''],
] as const satisfies ReadonlyArray<
  readonly [Parameters<typeof t>[1], (b: ExportedBooking, locale: Locale) => string]
>;

export async function bookingsCsv(db: Db, query: BookingQuery, locale: Locale): Promise<string> {
  await loadPhoneNumbers();
  const lines = [COLUMNS.map(([key]) => t(locale, key))];
  for await (const booking of allBookings(db, query, locale)) {
    lines.push(COLUMNS.map(([, read]) => read(booking, locale)));
  }
  return csvDocument(locale, lines);
}
