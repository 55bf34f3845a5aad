/**
 * The booking confirmation and the payment receipt, in the booking's language: subject, plain text
 * and the HTML of the shared layout (every value escaped). A payment on a cancelled booking gets,
 * instead of the receipt, the word that the booking was cancelled and the money will be refunded.
 * `compose` gives every booking message its summary (trip, picture, dates, code, money). Pure.
 */

import { addDays, balanceDueDate, tripDatesOf } from '../../domain/balance-due.ts';
import { channelOf } from '../../domain/payment-method.ts';
import { nextPaymentKind, planPayment } from '../../domain/payment-plan.ts';
import { ONLINE_CAP_XAF, paymentArrangement } from '../../domain/pricing.ts';
import { unnamedTravellers } from '../../domain/traveller-names.ts';
import { formatDate, formatXaf, labelled } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type MessageKey, t } from '../../i18n/messages.ts';
import { paymentMethodName } from '../../i18n/payment-method-name.ts';
import { localizedPath, routes } from '../../i18n/routes.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';
import { composeMail, type MailOptOut, type MailSummary } from './compose-mail.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';

export type Row = [label: MessageKey, value: string];

/** The public tracking page of a booking, in its language. */
/** What every message to the booker starts with: the booking, the agency's brand, the booking's language and address. */
export function toBooker(booking: Booking, brand: MailBrand | undefined) {
  return { booking, ...(brand ? { brand } : {}), locale: booking.locale, to: booking.email };
}

/** The button of a message to the booker: back to the booking's page, in the booking's language. */
export function bookingPageLink(siteUrl: string, booking: Booking): { label: string; url: string } {
  return {
    label: t(booking.locale, 'email.confirmation.track'),
    url: trackingUrl(siteUrl, booking.locale, booking.code),
  };
}

export function trackingUrl(siteUrl: string, locale: Locale, code: string): string {
  return new URL(localizedPath(locale, routes.bookingDetails(code)), siteUrl).toString();
}

interface Parts {
  locale: Locale;
  to: string;
  subject: string;
  /** Left out of the confirmation: see `bookingConfirmationEmail`. */
  name?: string;
  intro: string;
  rows: Row[];
  /** One paragraph, or several, after the rows. */
  note?: string | string[];
  /** The message's one button. */
  link?: { label: string; url: string };
  idempotencyKey: string;
  /** The booking the message is about: its summary is shown first, its rows not repeated. */
  booking?: Booking;
  /** The agency's look (`mailBrand`); absent: the site's colours. */
  brand?: MailBrand;
  optOut?: MailOptOut;
  headers?: Record<string, string>;
}

/** The trip's dates, first to last day, or "to be confirmed". */
function tripDates(booking: Booking): string {
  const { locale, preferredDate: start } = booking;
  if (!start) return t(locale, 'email.layout.dateToConfirm');
  if (booking.durationDays <= 1) return formatDate(start, locale);
  const end = addDays(start, booking.durationDays - 1);
  return t(locale, 'email.layout.tripDates', {
    start: formatDate(start, locale),
    end: formatDate(end, locale),
  });
}

/** A booking's money, for a message asking for (or telling of) a payment, as the database keeps it. */
export function bookingMoneyRows(booking: Booking): Row[] {
  const xaf = (amount: number) => formatXaf(amount, booking.locale);
  return [
    ['email.label.code', booking.code],
    ['email.label.package', titleOf(booking)],
    ['email.label.total', xaf(booking.total)],
    ['email.label.amountPaid', xaf(booking.amountPaid)],
    ['email.label.leftToPay', xaf(booking.leftToPay)],
  ];
}

/** What every booking message shows first, as label keys and values. */
function summaryRows(booking: Booking): Row[] {
  const xaf = (amount: number) => formatXaf(amount, booking.locale);
  return [
    ['email.label.tripDates', tripDates(booking)],
    ['email.label.code', booking.code],
    ['email.label.amountPaid', xaf(booking.amountPaid)],
    // A cancelled booking takes no payment: nothing is left to pay on it.
    ...(booking.cancelledAt ? [] : ([['email.label.leftToPay', xaf(booking.leftToPay)]] as Row[])),
  ];
}

export async function compose(p: Parts): Promise<MailMessage> {
  const tr = (key: MessageKey, params?: Record<string, string | number>) => t(p.locale, key, params);
  const summary = p.booking ? summaryRows(p.booking) : [];
  const title = p.booking ? titleOf(p.booking) : null;
  // A row the summary already shows, with the same value, is said once.
  const shown = (label: MessageKey, value: string) =>
    (label === 'email.label.package' && value === title) ||
    summary.some(([key, said]) => key === label && said === value);
  const picture = p.booking ? p.brand?.tripPictures?.[p.booking.packageSlug] : undefined;
  const card: MailSummary | undefined =
    p.booking && title !== null
      ? {
          title,
          titleLabel: tr('email.label.package'),
          ...(picture ? { pictureUrl: picture } : {}),
          lines: summary.map(([label, value]) => [tr(label), value] as const),
        }
      : undefined;
  return composeMail({
    locale: p.locale,
    to: p.to,
    subject: p.subject,
    intro: [
      p.name === undefined ? tr('email.greetingNoName') : tr('email.greeting', { name: p.name }),
      p.intro,
    ],
    preview: p.intro,
    rows: p.rows
      .filter(([label, value]) => !shown(label, value))
      .map(([label, value]) => [tr(label), value] as const),
    ...(p.note?.length ? { outro: [p.note].flat() } : {}),
    ...(p.link ? { link: p.link } : {}),
    closing: [tr('email.signOff'), tr('email.signature')],
    idempotencyKey: p.idempotencyKey,
    ...(card ? { summary: card } : {}),
    ...(p.brand ? { brand: p.brand } : {}),
    ...(p.optOut ? { optOut: p.optOut } : {}),
    ...(p.headers ? { headers: p.headers } : {}),
  });
}

export const titleOf = (b: Booking) => (b.locale === 'fr' ? b.packageTitleFr : b.packageTitleEn);

/** The first payment the booking asks for (as at creation): full, or the down payment. */
function firstPaymentRows(booking: Booking, dueDays: number | undefined): Row[] {
  const base = { total: booking.total, downPayment: booking.downPayment, feePercent: booking.feePercent };
  const kind = nextPaymentKind({ ...base, amountPaid: 0, paymentType: booking.paymentType });
  const plan = kind ? planPayment({ ...base, amountPaid: 0, kind }) : null;
  if (!plan?.ok) return [];
  const xaf = (amount: number) => formatXaf(amount, booking.locale);
  return [
    [
      'email.label.firstPayment',
      labelled(t(booking.locale, `payment.kind.${plan.kind}`), xaf(plan.amount), booking.locale),
    ],
    ['email.label.fee', xaf(plan.fee)],
    ['email.label.dueNow', xaf(plan.dueNow)],
    ['email.label.balanceAfter', xaf(booking.total - plan.amount)],
    ...balanceDueRows(booking, booking.total - plan.amount, dueDays),
  ];
}

/** When the balance is due, for a booking with one left and a trip with a date. */
function balanceDueRows(booking: Booking, balance: number, dueDays: number | undefined): Row[] {
  const dueOn = balance > 0 ? balanceDueDate(tripDatesOf(booking), dueDays) : null;
  return dueOn ? [['email.label.balanceDue', formatDate(dueOn, booking.locale)]] : [];
}

/**
 * The first message, sent before any payment to whatever address the booker typed: it carries no
 * text of theirs (not even the name), so nobody can mail a stranger their words from our domain.
 */
export function bookingConfirmationEmail(
  booking: Booking,
  siteUrl: string,
  /** The agency's setting (`balanceDueDays`); the default when absent. */
  balanceDueDays?: number,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.confirmation.subject', { code: booking.code, package: titleOf(booking) }),
    intro: t(locale, 'email.confirmation.intro'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
      // A scheduled departure is the trip's date for sure (a preferred date is only a wish).
      ...(booking.departureId && booking.preferredDate
        ? ([['email.label.scheduledDeparture', formatDate(booking.preferredDate, locale)]] as Row[])
        : []),
      ['email.label.spots', String(booking.spots)],
      ['email.label.pricePerPerson', xaf(booking.pricePerPerson)],
      ['email.label.total', xaf(booking.total)],
      ['email.label.paymentType', t(locale, `booking.paymentType.${paymentArrangement(booking)}`)],
      ...firstPaymentRows(booking, balanceDueDays),
    ],
    note: [
      ...(booking.total > ONLINE_CAP_XAF ? [t(locale, 'booking.agencyContactsForRest')] : []),
      // Names are asked for on the booking page (the e-mail carries none: see above).
      ...(unnamedTravellers({ spots: booking.spots, names: booking.travellerNames }) > 0
        ? [t(locale, 'email.confirmation.travellers')]
        : []),
      // Nothing goes to a WhatsApp number until it is proven the booker's (docs/whatsapp.md#proof).
      ...(booking.whatsappOptIn && booking.whatsappProven !== booking.whatsapp
        ? [t(locale, 'email.confirmation.whatsappStart', { code: booking.code })]
        : []),
    ],
    link: bookingPageLink(siteUrl, booking),
    idempotencyKey: `booking-confirmation/${booking.code}`,
  });
}

export interface PaidSoFar {
  paid: number;
  leftToPay: number;
  status: Booking['status'];
}

/** A payment's message speaks the booking's language: its amounts, and the day the payment was made. */
function paymentWording(booking: Booking, attempt: AttemptRow) {
  const { locale } = booking;
  const paidOn = (attempt.confirmedAt ?? attempt.createdAt).toISOString();
  return { locale, xaf: (amount: number) => formatXaf(amount, locale), paidOn: formatDate(paidOn, locale) };
}

/** For a success on a cancelled booking: no "payment received", but cancelled and refunded. */
export function cancelledPaymentEmail(
  booking: Booking,
  attempt: AttemptRow,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale, xaf, paidOn } = paymentWording(booking, attempt);
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.cancelledPayment.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, 'email.cancelledPayment.intro'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
      ['email.label.reference', attempt.reference],
      ['email.label.charged', xaf(attempt.amount + attempt.fee)],
      ['email.label.method', paymentMethodName(locale, attempt.method, attempt.cardLastDigits)],
      ['email.label.paidOn', paidOn],
      ['email.label.refund', xaf(attempt.amount)],
    ],
    link: bookingPageLink(siteUrl, booking),
    // The receipt's key: this message stands in for it, and is sent once like it.
    idempotencyKey: `payment-receipt/${attempt.reference}`,
  });
}

export function paymentReceiptEmail(
  booking: Booking,
  attempt: AttemptRow,
  soFar: PaidSoFar,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale, xaf, paidOn } = paymentWording(booking, attempt);
  const online = channelOf(attempt.method) !== null;
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.receipt.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, online ? 'email.receipt.intro' : 'email.receipt.introAgency'),
    rows: [
      ['email.label.code', booking.code],
      ['email.label.package', titleOf(booking)],
      ['email.label.reference', attempt.reference],
      ['email.label.payment', t(locale, `payment.kind.${attempt.kind}`)],
      ['email.label.amount', xaf(attempt.amount)],
      // A payment the agency took carries no provider fee: no fee, no "charged" line.
      ...(online
        ? ([
            ['email.label.fee', xaf(attempt.fee)],
            ['email.label.charged', xaf(attempt.amount + attempt.fee)],
          ] satisfies Row[])
        : []),
      ['email.label.method', paymentMethodName(locale, attempt.method, attempt.cardLastDigits)],
      ['email.label.paidOn', paidOn],
      ['email.label.total', xaf(booking.total)],
      ['email.label.amountPaid', xaf(soFar.paid)],
      ['email.label.leftToPay', xaf(soFar.leftToPay)],
      ['email.label.status', t(locale, `booking.status.${soFar.status}`)],
    ],
    link: bookingPageLink(siteUrl, booking),
    idempotencyKey: `payment-receipt/${attempt.reference}`,
  });
}
