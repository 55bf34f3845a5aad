/**
 * What a customer is told when their payment succeeded after their seats were released and the
 * departure had filled meanwhile (docs/business-rules.md#departures): the payment was received, the
 * departure filled, and the agency will contact them to choose another date or refund. Pure.
 */
import { formatDate, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import type { Booking } from '../repositories/bookings.ts';
import { compose, type Row, titleOf, toBooker, trackingUrl } from './booking-emails.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';

export function overbookedEmail(booking: Booking, siteUrl: string, brand?: MailBrand): Promise<MailMessage> {
  const { locale } = booking;
  const date = booking.preferredDate ? formatDate(booking.preferredDate, locale) : '';
  const rows: Row[] = [
    ['email.label.code', booking.code],
    ['email.label.package', titleOf(booking)],
    ['email.label.scheduledDeparture', date],
    ['email.label.spots', String(booking.spots)],
    ['email.label.amountPaid', formatXaf(booking.amountPaid, locale)],
  ];
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.overbooked.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, 'email.overbooked.intro', { date }),
    rows,
    link: { label: t(locale, 'email.overbooked.track'), url: trackingUrl(siteUrl, locale, booking.code) },
    idempotencyKey: `booking-overbooked/${booking.code}`,
  });
}
