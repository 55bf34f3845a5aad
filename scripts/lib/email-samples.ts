/**
 * Every message the site sends, once each with sample data: `npm run emails` renders them to files a
 * person can open, and `tests/unit/scripts/email-samples.test.ts` checks what each must say (code,
 * amounts, button, language, WhatsApp) in its HTML and its text. A new message is one entry in
 * `EMAIL_SAMPLES` (see docs/emails.md).
 */
import { DEFAULT_CARD_FEE_PERCENT } from '../../src/domain/card-fee.ts';
import { formatXaf } from '../../src/i18n/format.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/messages.ts';
import {
  adminUrl,
  agencyBookingsDigestEmail,
  agencyNoticeEmail,
  signInLinkEmail,
} from '../../src/server/admin/admin-emails.ts';
import {
  bookingConfirmationEmail,
  cancelledPaymentEmail,
  paymentReceiptEmail,
  trackingUrl,
} from '../../src/server/mail/booking-emails.ts';
import { cancelDeclinedEmail } from '../../src/server/mail/cancel-request-emails.ts';
import {
  bookingChangedEmail,
  paymentLinkEmail,
  paymentLinkUrl,
} from '../../src/server/mail/change-emails.ts';
import type { MailBrand } from '../../src/server/mail/mail-brand.ts';
import type { MailMessage } from '../../src/server/mail/mailer.ts';
import { overbookedEmail } from '../../src/server/mail/overbooked-email.ts';
import { bookingCancelledEmail, refundSentEmail } from '../../src/server/mail/refund-emails.ts';
import {
  balanceReminderEmail,
  preTripEmail,
  reviewInvitationEmail,
} from '../../src/server/mail/reminder-emails.ts';
import { balancePaymentUrl, reviewFormUrl } from '../../src/server/mail/reminder-links.ts';
import type { Booking } from '../../src/server/repositories/bookings.ts';
import type { AttemptRow } from '../../src/server/repositories/payment-attempts.ts';

export const SAMPLE_SITE = 'https://tours.example';
export const SAMPLE_CODE = 'K7MX-3QPD-2W';

export interface EmailSample {
  /** The file name: `.data/emails/<name>.<locale>.html`. */
  name: string;
  /** Who reads it: customers see the agency's WhatsApp, staff do not. */
  audience: 'customer' | 'staff';
  render(locale: Locale, brand: MailBrand): Promise<MailMessage>;
  /** The button's address, and texts each message must show in its HTML and its text. */
  expects(locale: Locale): { button: string; says: string[] };
}

/** The agency takes cards, at the default fee and with no limit (as the local twin does). */
const SAMPLE_CARDS = { feePercent: DEFAULT_CARD_FEE_PERCENT, limitXaf: null };

/** A customer who booked a 3-day trip for three and paid the down payment. */
export function sampleBooking(locale: Locale, overrides: Partial<Booking> = {}): Booking {
  return {
    id: '1',
    code: SAMPLE_CODE,
    packageSlug: 'kribi-beach-escape',
    packageTitleEn: 'Kribi Beach Escape',
    packageTitleFr: 'Évasion plage à Kribi',
    durationDays: 3,
    destination: 'Kribi',
    catalogueBuiltAt: '2027-01-01T00:00:00Z',
    pricePerPerson: 100_000,
    spots: 3,
    tripType: 'group',
    preferredDate: '2027-03-12',
    fullName: 'Ngono Marie',
    email: 'marie@example.cm',
    whatsapp: '+237699123456',
    paymentMethod: 'mtn',
    paymentNumber: '670000000',
    paymentEmail: null,
    paymentType: 'multiple',
    total: 300_000,
    downPayment: 90_000,
    downPaymentPercent: 30,
    feePercent: 2,
    locale,
    amountPaid: 90_000,
    status: 'partial_payment',
    leftToPay: 210_000,
    owedBack: 0,
    createdAt: new Date('2027-01-10T10:00:00Z'),
    excessReturned: 0,
    cancelledAt: null,
    cancelKept: 0,
    abandonedAt: null,
    travelledAt: null,
    travellerNames: ['Ngono Marie'],
    overbookedAt: null,
    remindersOffAt: null,
    ...overrides,
  };
}

const attempt: AttemptRow = {
  id: '7',
  bookingId: '1',
  reference: 'pay_7QX2M9',
  kind: 'deposit',
  amount: 90_000,
  fee: 1_800,
  method: 'mtn',
  number: '670000000',
  provider: 'fapshi',
  idempotencyKey: null,
  requestHash: null,
  providerId: 'tx1',
  status: 'successful',
  lateSuccess: false,
  cancelledBooking: false,
  failureReason: null,
  reviewReason: null,
  firstResponse: null,
  createdAt: new Date('2027-01-10T10:01:00Z'),
  confirmedAt: new Date('2027-01-10T10:02:00Z'),
  redirectUrl: null,
  cardLastDigits: null,
};

const cancelled = (locale: Locale) =>
  sampleBooking(locale, {
    status: 'cancelled_refund_owed',
    cancelledAt: new Date('2027-02-01T09:00:00Z'),
    leftToPay: 0,
    owedBack: 90_000,
  });

const xaf = formatXaf;
/** The reminders' stop links are signed with this sample key. */
const reminderLinks = (brand: MailBrand) => ({ siteUrl: SAMPLE_SITE, secret: 'sample-secret', brand });
/** The stop link's label (its address carries `&`, which the HTML writes `&amp;`). */
const stopLink = (locale: Locale) => t(locale, 'email.reminders.stop');
const track = (locale: Locale) => trackingUrl(SAMPLE_SITE, locale, SAMPLE_CODE);
/** What every booking message shows: its code and what is paid. */
const paid = (locale: Locale) => [SAMPLE_CODE, xaf(90_000, locale)];

export const EMAIL_SAMPLES: readonly EmailSample[] = [
  {
    name: 'confirmation',
    audience: 'customer',
    render: (locale, brand) =>
      bookingConfirmationEmail(
        sampleBooking(locale, { amountPaid: 0, leftToPay: 300_000, status: 'pending_payment' }),
        SAMPLE_SITE,
        30,
        brand,
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [SAMPLE_CODE, xaf(300_000, locale), xaf(91_800, locale)],
    }),
  },
  {
    name: 'receipt',
    audience: 'customer',
    render: (locale, brand) =>
      paymentReceiptEmail(
        sampleBooking(locale),
        attempt,
        { paid: 90_000, leftToPay: 210_000, status: 'partial_payment' },
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [...paid(locale), xaf(210_000, locale), xaf(91_800, locale), 'pay_7QX2M9'],
    }),
  },
  {
    name: 'payment-link',
    audience: 'customer',
    render: (locale, brand) =>
      paymentLinkEmail(
        sampleBooking(locale),
        paymentLinkUrl(SAMPLE_SITE, sampleBooking(locale)),
        brand,
        SAMPLE_CARDS,
      ),
    expects: (locale) => ({
      button: paymentLinkUrl(SAMPLE_SITE, sampleBooking(locale)),
      says: [...paid(locale), xaf(210_000, locale)],
    }),
  },
  {
    name: 'changed',
    audience: 'customer',
    render: (locale, brand) =>
      bookingChangedEmail(
        sampleBooking(locale, { spots: 4, total: 400_000, leftToPay: 310_000 }),
        {
          id: '3',
          bookingId: '1',
          kind: 'trip',
          spots: 4,
          preferredDate: '2027-03-12',
          total: 400_000,
          pricePerPerson: null,
          previous: { spots: 3, preferredDate: '2027-03-12', total: 300_000 },
        },
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [...paid(locale), xaf(400_000, locale), xaf(310_000, locale), '3 → 4'],
    }),
  },
  {
    name: 'cancelled',
    audience: 'customer',
    render: (locale, brand) => bookingCancelledEmail(cancelled(locale), SAMPLE_SITE, brand),
    expects: (locale) => ({ button: track(locale), says: paid(locale) }),
  },
  {
    // Paid 255,000, repriced to 100,000, cancelled 30 days ahead: the excess in full, 90 % of the rest.
    name: 'cancelled-overpaid',
    audience: 'customer',
    render: (locale, brand) =>
      bookingCancelledEmail(
        sampleBooking(locale, {
          status: 'cancelled_refund_owed',
          cancelledAt: new Date('2027-02-01T09:00:00Z'),
          total: 100_000,
          amountPaid: 255_000,
          leftToPay: 0,
          owedBack: 245_000,
          cancelKept: 10_000,
          cancelRefundParts: { excess: 155_000, share: 90_000 },
        }),
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [
        SAMPLE_CODE,
        xaf(155_000, locale),
        xaf(90_000, locale),
        t(locale, 'email.label.refundExcess'),
        t(locale, 'email.label.refundShare'),
      ],
    }),
  },
  {
    name: 'refund',
    audience: 'customer',
    render: (locale, brand) =>
      refundSentEmail(
        cancelled(locale),
        {
          id: '5',
          bookingId: '1',
          amount: 50_000,
          method: 'mobile_money',
          reference: 'MP270201.1234.A56789',
          sentAt: new Date('2027-02-03T09:00:00Z'),
        },
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [...paid(locale), xaf(50_000, locale), 'MP270201.1234.A56789'],
    }),
  },
  {
    name: 'cancelled-payment',
    audience: 'customer',
    render: (locale, brand) =>
      cancelledPaymentEmail(cancelled(locale), { ...attempt, cancelledBooking: true }, SAMPLE_SITE, brand),
    expects: (locale) => ({ button: track(locale), says: [...paid(locale), 'pay_7QX2M9'] }),
  },
  {
    name: 'cancel-declined',
    audience: 'customer',
    render: (locale, brand) =>
      cancelDeclinedEmail(
        sampleBooking(locale),
        '9',
        locale === 'fr' ? 'Le départ est dans deux jours.' : 'The trip leaves in two days.',
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({ button: track(locale), says: [...paid(locale), xaf(210_000, locale)] }),
  },
  {
    name: 'overbooked',
    audience: 'customer',
    render: (locale, brand) =>
      overbookedEmail(
        sampleBooking(locale, { departureId: 'kribi-2027-03-12', overbookedAt: new Date() }),
        SAMPLE_SITE,
        brand,
      ),
    expects: (locale) => ({ button: track(locale), says: paid(locale) }),
  },
  {
    name: 'agency-notice',
    audience: 'staff',
    render: (locale, brand) =>
      agencyNoticeEmail(
        { kind: 'payment', booking: sampleBooking(locale), attempt },
        'owner@tours.example',
        locale,
        SAMPLE_SITE,
        'agency-notice/payment/pay_7QX2M9/owner@tours.example',
        brand,
      ),
    expects: (locale) => ({
      button: adminUrl(SAMPLE_SITE, locale, `#booking=${SAMPLE_CODE}`),
      says: [...paid(locale), xaf(210_000, locale), 'pay_7QX2M9'],
    }),
  },
  {
    name: 'agency-bookings-list',
    audience: 'staff',
    render: (locale, brand) =>
      agencyBookingsDigestEmail(
        [sampleBooking(locale), sampleBooking(locale, { code: 'Q8RT-2MXK-P4' })],
        'owner@tours.example',
        locale,
        SAMPLE_SITE,
        'agency-digest/booking/K7MX-3QPD-2W/2/owner@tours.example',
        brand,
      ),
    expects: (locale) => ({
      button: adminUrl(SAMPLE_SITE, locale, '#bookings'),
      says: [SAMPLE_CODE, 'Q8RT-2MXK-P4', xaf(300_000, locale)],
    }),
  },
  {
    name: 'sign-in',
    audience: 'staff',
    render: (locale, brand) =>
      signInLinkEmail('owner@tours.example', 'Awa', locale, SAMPLE_SITE, 'tok_sample', 15, brand),
    expects: (locale) => ({ button: adminUrl(SAMPLE_SITE, locale, '#token=tok_sample'), says: ['15'] }),
  },
  {
    name: 'balance-reminder',
    audience: 'customer',
    render: (locale, brand) =>
      balanceReminderEmail(
        sampleBooking(locale),
        'balance_14',
        '2027-02-10',
        reminderLinks(brand),
        SAMPLE_CARDS,
      ),
    expects: (locale) => ({
      button: balancePaymentUrl(SAMPLE_SITE, locale, SAMPLE_CODE),
      says: [...paid(locale), xaf(210_000, locale), stopLink(locale)],
    }),
  },
  {
    name: 'pre-trip',
    audience: 'customer',
    render: (locale, brand) =>
      preTripEmail(
        sampleBooking(locale),
        {
          slug: 'kribi-beach-escape',
          title: { en: 'Kribi Beach Escape', fr: 'Évasion plage à Kribi' },
          pricePerPerson: 100_000,
          minPeople: 3,
          durationDays: 3,
          destination: 'Kribi',
          meetingPoint: { en: 'Douala, Rond-point Deido', fr: 'Douala, rond-point Deïdo' },
          meetingTime: '06:30',
          whatToBring: { en: 'Swimwear and a hat', fr: 'Maillot de bain et chapeau' },
        },
        reminderLinks(brand),
      ),
    expects: (locale) => ({
      button: track(locale),
      says: [
        ...paid(locale),
        '06:30',
        locale === 'fr' ? 'rond-point Deïdo' : 'Rond-point Deido',
        stopLink(locale),
      ],
    }),
  },
  {
    name: 'review-invitation',
    audience: 'customer',
    render: (locale, brand) =>
      reviewInvitationEmail(
        sampleBooking(locale, { amountPaid: 300_000, leftToPay: 0, status: 'payment_completed' }),
        reminderLinks(brand),
      ),
    expects: (locale) => ({
      button: reviewFormUrl(SAMPLE_SITE, locale, SAMPLE_CODE),
      says: [SAMPLE_CODE, stopLink(locale)],
    }),
  },
];
