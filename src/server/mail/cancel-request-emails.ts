/** The customer's answer when the agency declines a request to cancel, in the booking's language. Pure. */
import { t } from '../../i18n/messages.ts';
import type { Booking } from '../repositories/bookings.ts';
import { bookingPageLink, compose, titleOf, toBooker } from './booking-emails.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';

export function cancelDeclinedEmail(
  booking: Booking,
  requestId: string,
  message: string,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale } = booking;
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.cancelDeclined.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, 'email.cancelDeclined.intro'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
      ['email.label.agencyMessage', message],
    ],
    note: t(locale, 'email.cancelDeclined.still'),
    link: bookingPageLink(siteUrl, booking),
    idempotencyKey: `cancel-declined/${requestId}`,
  });
}
