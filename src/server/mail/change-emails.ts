/**
 * What the customer is told when staff change their booking (what it says now, and what is left to
 * pay or owed back), and the link to the payment page, by e-mail and as a WhatsApp message, in the
 * booking's language, saying what that page will charge. Pure.
 */
import { type CardSettings, nextPaymentKind, planPayment } from '../../domain/payment-plan.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import { t } from '../../i18n/messages.ts';
import { localizedPath, routes } from '../../i18n/routes.ts';
import type { BookingChange } from '../repositories/booking-changes.ts';
import { type Booking, moneyOf } from '../repositories/bookings.ts';
import { bookingMoneyRows, bookingPageLink, compose, type Row, titleOf, toBooker } from './booking-emails.ts';
import type { MailBrand } from './mail-brand.ts';
import type { MailMessage } from './mailer.ts';

/** The payment page the checkout sends a balance to, for this booking, in its language. */
export function paymentLinkUrl(siteUrl: string, booking: Booking): string {
  const url = new URL(localizedPath(booking.locale, routes.partialPay()), siteUrl);
  url.searchParams.set('code', booking.code);
  return url.toString();
}

/**
 * What the payment page will charge when the link is opened, as it decides (the down payment first
 * on a booking paid in two, the whole price, or the balance), its fee included: the words of the
 * link follow it, never "what is left" when the page asks for the down payment.
 */
function linkCharge(booking: Booking, byCard?: CardSettings) {
  const base = {
    total: booking.total,
    downPayment: booking.downPayment,
    feePercent: booking.feePercent,
    amountPaid: booking.amountPaid,
  };
  const kind = nextPaymentKind({ ...base, paymentType: booking.paymentType });
  const card = byCard ? { method: 'card' as const, card: byCard } : {};
  const plan = kind ? planPayment({ ...base, kind, ...card }) : null;
  return plan?.ok ? plan : null;
}

/** "You can also pay by card…" with the card's charge, when the agency takes cards within its limit. */
function orByCard(booking: Booking, cards: CardSettings | undefined): string | null {
  const byCard = cards ? linkCharge(booking, cards) : null;
  return byCard
    ? t(booking.locale, 'payment.link.orCard', { amount: formatXaf(byCard.dueNow, booking.locale) })
    : null;
}

/**
 * A wa.me link to the customer's number (E.164 without its +) with the message filled in: what the
 * page charges by mobile money and, as in the e-mail, by card when the agency takes cards.
 */
export function whatsappLink(booking: Booking, url: string, cards?: CardSettings): string {
  const text = t(booking.locale, 'whatsapp.paymentLink', {
    name: booking.fullName,
    code: booking.code,
    amount: formatXaf(linkCharge(booking)?.dueNow ?? booking.leftToPay, booking.locale),
    url,
  });
  const orCard = orByCard(booking, cards);
  const message = orCard ? `${text} ${orCard}` : text;
  return `https://wa.me/${booking.whatsapp.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/**
 * The payment link by e-mail. With the agency's card settings, and when the charge is within its
 * card limit, it also says what the same page charges by card (the card's own fee).
 */
export function paymentLinkEmail(
  booking: Booking,
  url: string,
  brand?: MailBrand,
  cards?: CardSettings,
): Promise<MailMessage> {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  const charge = linkCharge(booking);
  const orCard = orByCard(booking, cards);
  const intro = t(locale, `email.paymentLink.intro.${charge?.kind ?? 'balance'}`, {
    amount: xaf(charge?.dueNow ?? booking.leftToPay),
    left: xaf(booking.total - booking.amountPaid - (charge?.amount ?? 0)),
  });
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.paymentLink.subject', { code: booking.code }),
    name: booking.fullName,
    intro: orCard ? `${intro} ${orCard}` : intro,
    rows: bookingMoneyRows(booking),
    link: { label: t(locale, orCard ? 'email.paymentLink.payOnline' : 'email.paymentLink.pay'), url },
    idempotencyKey: `payment-link/${booking.code}`,
  });
}

/** The change: the trip and total before and now, and what that leaves to pay or to refund. */
export function bookingChangedEmail(
  booking: Booking,
  change: BookingChange,
  siteUrl: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { locale } = booking;
  const xaf = (amount: number) => formatXaf(amount, locale);
  const money = moneyOf(booking);
  const date = (iso: string | null) => (iso ? formatDate(iso, locale) : '–');
  const rows: Row[] = [
    ['email.label.code', booking.code],
    ['email.label.package', titleOf(booking)],
  ];
  if (change.spots !== change.previous.spots) {
    rows.push(['email.label.spots', `${change.previous.spots} → ${change.spots}`]);
  }
  if (change.preferredDate !== change.previous.preferredDate) {
    rows.push(['email.label.date', `${date(change.previous.preferredDate)} → ${date(change.preferredDate)}`]);
  }
  // A move to a departure selling at another price: the customer sees the new price per person.
  const perPersonBefore = change.previous.pricePerPerson;
  if (change.pricePerPerson !== null && perPersonBefore !== undefined) {
    rows.push(['email.label.pricePerPerson', `${xaf(perPersonBefore)} → ${xaf(change.pricePerPerson)}`]);
  }
  rows.push(
    ['email.label.previousTotal', xaf(change.previous.total)],
    ['email.label.total', xaf(change.total)],
    ['email.label.amountPaid', xaf(money.paid)],
  );
  if (money.owedBack > 0) rows.push(['email.label.refund', xaf(money.owedBack)]);
  else rows.push(['email.label.leftToPay', xaf(money.leftToPay)]);
  return compose({
    ...toBooker(booking, brand),
    subject: t(locale, 'email.changed.subject', { code: booking.code }),
    name: booking.fullName,
    intro: t(locale, 'email.changed.intro'),
    rows,
    ...(money.owedBack > 0
      ? { note: t(locale, 'email.changed.owedBack', { amount: xaf(money.owedBack) }) }
      : {}),
    link: bookingPageLink(siteUrl, booking),
    idempotencyKey: `booking-change/${change.id}`,
  });
}
