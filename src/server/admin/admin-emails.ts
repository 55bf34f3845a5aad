/**
 * E-mails to the agency's staff: the sign-in link, and the notices of new bookings and payments
 * (in the agency's language, with a link to the booking in the back office). A notice names no
 * customer and carries no contact detail: whoever reads the inbox signs in to see them. Pure.
 */
import { paymentArrangement } from '../../domain/pricing.ts';
import { formatDate, formatXaf } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type MessageKey, type MessageParams, t } from '../../i18n/messages.ts';
import { paymentMethodName } from '../../i18n/payment-method-name.ts';
import { localizedPath } from '../../i18n/routes.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { type MailBrand, staffBrand } from '../mail/mail-brand.ts';
import type { MailMessage } from '../mail/mailer.ts';
import type { AgencyNoticeKind } from '../repositories/agency-notices.ts';
import type { Booking } from '../repositories/bookings.ts';
import type { AttemptRow } from '../repositories/payment-attempts.ts';

export const ADMIN_PATH = '/admin';

/** The back office's page, in a language, with an optional fragment (never sent to servers or logs). */
export function adminUrl(siteUrl: string, locale: Locale, hash = ''): string {
  return `${new URL(localizedPath(locale, ADMIN_PATH), siteUrl).toString()}${hash}`;
}

export function signInLinkEmail(
  to: string,
  name: string,
  locale: Locale,
  siteUrl: string,
  token: string,
  minutes: number,
  brand?: MailBrand,
): Promise<MailMessage> {
  const tr = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  return composeMail({
    ...(brand ? { brand: staffBrand(brand) } : {}),
    locale,
    to,
    subject: tr('admin.mail.signIn.subject'),
    intro: [
      tr('email.greeting', { name }),
      tr(minutes === 1 ? 'admin.mail.signIn.introOne' : 'admin.mail.signIn.intro', { minutes }),
      tr('admin.mail.signIn.ignore'),
    ],
    link: { label: tr('admin.mail.signIn.link'), url: adminUrl(siteUrl, locale, `#token=${token}`) },
  });
}

/** Links for a staff address were refused (a cap hit): told once a day, in the request's language. */
export function signInRefusedEmail(
  to: string,
  name: string,
  locale: Locale,
  brand?: MailBrand,
): Promise<MailMessage> {
  return composeMail({
    ...(brand ? { brand: staffBrand(brand) } : {}),
    locale,
    to,
    subject: t(locale, 'admin.mail.signInRefused.subject'),
    intro: [t(locale, 'email.greeting', { name }), t(locale, 'admin.mail.signInRefused.intro')],
  });
}

export interface AgencyNotice {
  kind: AgencyNoticeKind;
  booking: Booking;
  /** The payment, for `payment`, `late_success` and `cancelled_payment`. */
  attempt?: AttemptRow;
}

/** The agency's notice of a new booking, a payment or a late success, in the agency's language. */
export function agencyNoticeEmail(
  notice: AgencyNotice,
  to: string,
  locale: Locale,
  siteUrl: string,
  idempotencyKey: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const { booking, attempt } = notice;
  const tr = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  const xaf = (amount: number) => formatXaf(amount, locale);
  const title = locale === 'fr' ? booking.packageTitleFr : booking.packageTitleEn;
  const params = {
    code: booking.code,
    package: title,
    spots: booking.spots,
    amount: attempt ? xaf(attempt.amount + attempt.fee) : '',
    // On a cancelled booking: what the agency owes back for this payment (as the attention page).
    refund: attempt ? xaf(attempt.amount) : '',
    kind: attempt ? tr(`payment.kind.${attempt.kind}`).toLocaleLowerCase(locale) : '',
    date: booking.preferredDate ? formatDate(booking.preferredDate, locale) : '',
  };
  // A cancelled booking owes back everything paid (said by the notice itself): nothing is left to pay.
  const cancelled = booking.cancelledAt !== null;
  const excess = cancelled ? 0 : booking.owedBack;
  type Row = [label: string, value: string];
  const row = (key: MessageKey, value: string): Row => [tr(key), value];
  const paymentRows: Row[] = attempt
    ? [
        row('admin.mail.notice.label.reference', attempt.reference),
        row(
          'admin.mail.notice.label.method',
          paymentMethodName(locale, attempt.method, attempt.cardLastDigits),
        ),
      ]
    : [row('admin.mail.notice.label.paymentType', tr(`booking.paymentType.${paymentArrangement(booking)}`))];
  const rows: Row[] = [
    row('admin.mail.notice.label.package', title),
    row('admin.mail.notice.label.spots', String(booking.spots)),
    row('admin.mail.notice.label.total', xaf(booking.total)),
    ...paymentRows,
    row('admin.mail.notice.label.paid', xaf(booking.amountPaid)),
    row('admin.mail.notice.label.left', xaf(booking.leftToPay)),
  ];
  return composeMail({
    ...(brand ? { brand: staffBrand(brand) } : {}),
    locale,
    to,
    subject: tr(`admin.mail.notice.${notice.kind}.subject`, params),
    intro: [
      tr(`admin.mail.notice.${notice.kind}.intro`, params),
      ...(excess > 0 ? [tr('admin.mail.notice.excess', { excess: xaf(excess) })] : []),
    ],
    rows,
    link: {
      label: tr('admin.mail.notice.link'),
      url: adminUrl(siteUrl, locale, `#booking=${encodeURIComponent(booking.code)}`),
    },
    idempotencyKey,
  });
}

/**
 * The agency's list of new bookings made since its last e-mail (a batch of new-booking notices),
 * in the agency's language: each booking's code, trip, group and total, and a link to the list.
 */
export function agencyBookingsDigestEmail(
  bookings: readonly Booking[],
  to: string,
  locale: Locale,
  siteUrl: string,
  idempotencyKey: string,
  brand?: MailBrand,
): Promise<MailMessage> {
  const tr = (key: MessageKey, params?: MessageParams) => t(locale, key, params);
  return composeMail({
    ...(brand ? { brand: staffBrand(brand) } : {}),
    locale,
    to,
    subject: tr('admin.mail.digest.subject', { count: bookings.length }),
    intro: [tr('admin.mail.digest.intro')],
    rows: bookings.map((booking) => [
      booking.code,
      tr('admin.mail.digest.row', {
        package: locale === 'fr' ? booking.packageTitleFr : booking.packageTitleEn,
        spots: booking.spots,
        total: formatXaf(booking.total, locale),
      }),
    ]),
    link: { label: tr('admin.mail.digest.link'), url: adminUrl(siteUrl, locale, '#bookings') },
    idempotencyKey,
  });
}
