/**
 * What a customer is told of a cancelled booking's money, in the booking's language: the cancel
 * (what was paid and what comes back, and how) and each refund the agency sent. Pure.
 */
import { channelOf } from '../../domain/payment-method.ts';
import { refundOf, showsRefundParts } from '../../domain/refund.ts';
import { refundAccount } from '../../domain/refund-account.ts';
import { formatDate, formatPercent, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import { refundSentences } from '../../i18n/refund-words.ts';
import { type Booking, moneyOf } from '../repositories/bookings.ts';
import type { Refund } from '../repositories/refunds.ts';
import { compose, type Row, titleOf, toBooker, trackingUrl } from './booking-emails.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';

/** The refund told whole, as the booking page and the back office tell it (`refund-words.ts`). */
function accountOf(booking: Booking): string {
  const { locale } = booking;
  const account = refundAccount(
    refundOf(moneyOf(booking), booking.cancelKept, booking.cancelRefundParts),
    booking.cancelBasis,
    channelOf(booking.paymentMethod) ?? 'mobile_money',
  );
  return refundSentences(account, {
    t: (key, params) => t(locale, key, params),
    xaf: (amount) => formatXaf(amount, locale),
    percent: (percent) => formatPercent(percent, locale),
  }).join(' ');
}

/** The cancel: on which date, what was paid, what will be refunded and how. Sent once per booking. */
export function bookingCancelledEmail(
  booking: Booking,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  const cancelledOn = formatDate((booking.cancelledAt ?? new Date()).toISOString(), locale);
  const refund = refundOf(moneyOf(booking), booking.cancelKept, booking.cancelRefundParts);
  const rows: Row[] = [
    ['email.label.code', booking.code],
    ['email.label.package', titleOf(booking)],
    ['email.label.cancelledOn', cancelledOn],
    ['email.label.total', xaf(booking.total)],
    ['email.label.amountPaid', xaf(refund.paid)],
  ];
  // The refund decided at the cancel, when the agency keeps part of what was paid (its policy).
  if (refund.decided < refund.paid) rows.push(['email.label.refundDecided', xaf(refund.decided)]);
  // Money paid over the price comes back in full; the policy's share applies to the price only.
  if (showsRefundParts(refund)) {
    rows.push(
      ['email.label.refundExcess', xaf(refund.excess)],
      ['email.label.refundShare', xaf(refund.share)],
    );
  }
  if (refund.refunded > 0) rows.push(['email.label.refunded', xaf(refund.refunded)]);
  if (refund.decided > 0) rows.push(['email.label.refund', xaf(refund.owed)]);
  const note = accountOf(booking);
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.cancelled.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, 'email.cancelled.intro', { date: cancelledOn }),
    rows,
    note,
    link: { label: t(locale, 'email.cancelled.track'), url: trackingUrl(siteUrl, locale, booking.code) },
    idempotencyKey: `booking-cancelled/${booking.code}`,
  });
}

/** One refund sent: how much, how, its reference, and what is still owed after it. */
export function refundSentEmail(
  booking: Booking,
  refund: Refund,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  const state = refundOf(moneyOf(booking), booking.cancelKept, booking.cancelRefundParts);
  const note = accountOf(booking);
  const rows: Row[] = [
    ['email.label.code', booking.code],
    ['email.label.package', titleOf(booking)],
    ['email.label.amount', xaf(refund.amount)],
    ['email.label.refundMethod', t(locale, `refund.method.${refund.method}`)],
    ...(refund.reference ? [['email.label.refundReference', refund.reference] as Row] : []),
    ['email.label.sentOn', formatDate(refund.sentAt.toISOString(), locale)],
    ['email.label.amountPaid', xaf(state.paid)],
    ['email.label.refunded', xaf(state.refunded)],
    ['email.label.stillOwed', xaf(state.owed)],
  ];
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.refunded.subject', { code: booking.code, amount: xaf(refund.amount) }),
    name: booking.fullName,
    intro: t(locale, 'email.refunded.intro'),
    rows,
    note,
    link: { label: t(locale, 'email.cancelled.track'), url: trackingUrl(siteUrl, locale, booking.code) },
    idempotencyKey: `booking-refund/${refund.id}`,
  });
}
