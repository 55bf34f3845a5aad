/**
 * The scheduled messages, in the booking's language: the balance reminder (with a link that opens
 * the balance's payment), the pre-trip message (meeting point, time, what to bring) and the review
 * invitation (a link to the review form). Each says why it came and carries the link that stops
 * them for that booking, also as RFC 8058 one-click headers. Pure.
 */
import type { CatalogueSnapshot } from '../../content/types.ts';
import { type CardSettings, planPayment } from '../../domain/payment-plan.ts';
import type { BalanceReminderKind } from '../../domain/reminder-schedule.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import type { Booking } from '../repositories/bookings.ts';
import { bookingMoneyRows, compose, titleOf, trackingUrl } from './booking-emails.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';
import {
  balancePaymentUrl,
  remindersOffOneClickUrl,
  remindersOffPageUrl,
  reminderToken,
  reviewFormUrl,
} from './reminder-links.ts';

export interface ReminderLinks {
  siteUrl: string;
  /** Signs the stop link (`reminder-links.ts`). */
  secret: string;
  /** The agency's look (`mailBrand`); absent: the site's colours. */
  brand?: MailBrand;
}

type Package = CatalogueSnapshot['packages'][number];

/** Why the message came, the stop link, and the same link for the mail client's own button. */
function optOut(booking: Booking, links: ReminderLinks) {
  const token = reminderToken(links.secret, booking.code);
  return {
    booking,
    ...(links.brand ? { brand: links.brand } : {}),
    optOut: {
      text: t(booking.locale, 'email.reminders.why', { code: booking.code }),
      link: {
        label: t(booking.locale, 'email.reminders.stop'),
        url: remindersOffPageUrl(links.siteUrl, booking.locale, booking.code, token),
      },
    },
    headers: {
      'List-Unsubscribe': `<${remindersOffOneClickUrl(links.siteUrl, booking.code, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The balance reminder; with the agency's card settings it names the card too, within its limit. */
export function balanceReminderEmail(
  booking: Booking,
  kind: BalanceReminderKind,
  dueDate: string,
  links: ReminderLinks,
  cards?: CardSettings,
): Promise<MailMessage> {
  const { locale } = booking;
  const byCard =
    cards &&
    planPayment({
      kind: 'balance',
      total: booking.total,
      downPayment: booking.downPayment,
      feePercent: booking.feePercent,
      amountPaid: booking.amountPaid,
      method: 'card',
      card: cards,
    }).ok;
  const xaf = (amount: number) => formatXaf(amount, locale);
  const date = formatDate(dueDate, locale);
  return compose({
    locale,
    to: booking.email,
    subject: t(locale, 'email.balanceReminder.subject', {
      code: booking.code,
      amount: xaf(booking.leftToPay),
      date,
    }),
    name: booking.fullName,
    intro: t(locale, byCard ? 'email.balanceReminder.introWithCard' : 'email.balanceReminder.intro', {
      date,
    }),
    rows: [...bookingMoneyRows(booking), ['email.label.balanceDue', date]],
    link: {
      label: t(locale, 'email.balanceReminder.pay'),
      url: balancePaymentUrl(links.siteUrl, locale, booking.code),
    },
    idempotencyKey: `reminder/${kind}/${booking.code}`,
    ...optOut(booking, links),
  });
}

export function preTripEmail(
  booking: Booking,
  pkg: Package | undefined,
  links: ReminderLinks,
): Promise<MailMessage> {
  const { locale } = booking;
  const unknown = t(locale, 'email.preTrip.agencyWillTell');
  const date = booking.preferredDate ? formatDate(booking.preferredDate, locale) : unknown;
  return compose({
    locale,
    to: booking.email,
    subject: t(locale, 'email.preTrip.subject', { package: titleOf(booking), date }),
    name: booking.fullName,
    intro: t(locale, 'email.preTrip.intro'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
      ['email.label.spots', String(booking.spots)],
      ['email.label.meetingPoint', pkg?.meetingPoint?.[locale] || unknown],
      ['email.label.meetingTime', pkg?.meetingTime || unknown],
      ['email.label.whatToBring', pkg?.whatToBring?.[locale] || unknown],
    ],
    link: {
      label: t(locale, 'email.overbooked.track'),
      url: trackingUrl(links.siteUrl, locale, booking.code),
    },
    idempotencyKey: `reminder/pre_trip/${booking.code}`,
    ...optOut(booking, links),
  });
}

export function reviewInvitationEmail(booking: Booking, links: ReminderLinks): Promise<MailMessage> {
  const { locale } = booking;
  return compose({
    locale,
    to: booking.email,
    subject: t(locale, 'email.reviewInvitation.subject', { package: titleOf(booking) }),
    name: booking.fullName,
    intro: t(locale, 'email.reviewInvitation.intro'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
    ],
    link: {
      label: t(locale, 'email.reviewInvitation.link'),
      url: reviewFormUrl(links.siteUrl, locale, booking.code),
    },
    idempotencyKey: `reminder/review_invitation/${booking.code}`,
    ...optOut(booking, links),
  });
}
