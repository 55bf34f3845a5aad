/**
 * The WhatsApp twins of the balance reminders, the pre-trip message and the review invitation: the
 * template's parameters in the registry's order (`templates.ts`), in the booking's language. Pure.
 */
import type { CatalogueSnapshot } from '../../content/types.ts';
import type { ReminderKind } from '../../domain/reminder-schedule.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import { titleOf } from '../mail/booking-emails.ts';
import { balancePaymentUrl, reviewFormUrl } from '../mail/reminder-links.ts';
import type { Booking } from '../repositories/bookings.ts';
import { firstNameOf } from './booking-messages.ts';
import type { WhatsAppMessage } from './whatsapp-sender.ts';

type Package = CatalogueSnapshot['packages'][number];

export function reminderMessage(
  booking: Booking,
  kind: ReminderKind,
  context: { siteUrl: string; dueDate: string; pkg: Package | undefined },
): WhatsAppMessage {
  const { locale } = booking;
  const unknown = t(locale, 'email.preTrip.agencyWillTell');
  const date = booking.preferredDate ? formatDate(booking.preferredDate, locale) : unknown;
  const base = { to: booking.whatsapp, locale, idempotencyKey: `reminder/${kind}/${booking.code}` };
  if (kind === 'pre_trip') {
    const { pkg } = context;
    return {
      ...base,
      template: 'pre_trip',
      params: [
        firstNameOf(booking.fullName),
        titleOf(booking),
        date,
        pkg?.meetingPoint?.[locale] || unknown,
        pkg?.meetingTime || unknown,
        pkg?.whatToBring?.[locale] || unknown,
      ],
    };
  }
  if (kind === 'review_invitation') {
    return {
      ...base,
      template: 'review_invitation',
      params: [
        firstNameOf(booking.fullName),
        titleOf(booking),
        reviewFormUrl(context.siteUrl, locale, booking.code),
      ],
    };
  }
  return {
    ...base,
    template: 'balance_reminder',
    params: [
      firstNameOf(booking.fullName),
      formatXaf(Math.max(0, booking.leftToPay), locale),
      titleOf(booking),
      booking.code,
      context.dueDate ? formatDate(context.dueDate, locale) : unknown,
      balancePaymentUrl(context.siteUrl, locale, booking.code),
    ],
  };
}
