/**
 * The WhatsApp twins of the booking confirmation and the payment receipt: the template's
 * parameters, in its registry's order (`templates.ts`), in the booking's language. Pure.
 */
import { formatDate, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import { titleOf, trackingUrl } from '../mail/booking-emails.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';
import type { WhatsAppMessage } from './whatsapp-sender.ts';

/** The name a message greets: the first word of the full name. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export function confirmationMessage(booking: Booking, siteUrl: string, key: string): WhatsAppMessage {
  const { locale } = booking;
  return {
    to: booking.whatsapp,
    template: 'booking_confirmation',
    locale,
    params: [
      firstNameOf(booking.fullName),
      titleOf(booking),
      booking.code,
      booking.preferredDate
        ? formatDate(booking.preferredDate, locale)
        : t(locale, 'islands.checkout.noDate'),
      formatXaf(booking.total, locale),
      trackingUrl(siteUrl, locale, booking.code),
    ],
    idempotencyKey: key,
  };
}

export function receiptMessage(
  booking: Booking,
  attempt: AttemptRow,
  siteUrl: string,
  key: string,
): WhatsAppMessage {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  return {
    to: booking.whatsapp,
    template: 'payment_receipt',
    locale,
    params: [
      firstNameOf(booking.fullName),
      xaf(attempt.amount),
      booking.code,
      attempt.reference,
      xaf(booking.amountPaid),
      xaf(Math.max(0, booking.leftToPay)),
      trackingUrl(siteUrl, locale, booking.code),
    ],
    idempotencyKey: key,
  };
}
