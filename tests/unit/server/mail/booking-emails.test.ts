import { describe, expect, it } from 'vitest';
import { formatXaf } from '../../../../src/i18n/format.ts';
import { t } from '../../../../src/i18n/messages.ts';
import { agencyNoticeEmail } from '../../../../src/server/admin/admin-emails.ts';
import {
  bookingConfirmationEmail,
  paymentReceiptEmail,
  trackingUrl,
} from '../../../../src/server/mail/booking-emails.ts';
import type { Booking } from '../../../../src/server/repositories/bookings.ts';
import type { AttemptRow } from '../../../../src/server/repositories/payment-attempts.ts';

const SITE = 'https://tours.example';

function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: '1',
    code: 'K7MX-3QPD-2W',
    packageSlug: 'kribi-beach-escape',
    packageTitleEn: 'Kribi <Beach> Escape',
    packageTitleFr: 'Évasion plage à Kribi',
    durationDays: 3,
    destination: 'Kribi',
    catalogueBuiltAt: '2030-01-01T00:00:00Z',
    pricePerPerson: 100_000,
    spots: 3,
    tripType: 'group',
    preferredDate: null,
    fullName: 'Ngono "Marie" & co',
    email: 'marie@example.cm',
    whatsapp: '+237699123456',
    paymentMethod: 'mtn',
    paymentNumber: '670000000',
    paymentEmail: 'payer@example.cm',
    paymentType: 'multiple',
    total: 300_000,
    downPayment: 90_000,
    downPaymentPercent: 30,
    feePercent: 2,
    locale: 'en',
    amountPaid: 0,
    status: 'pending_payment',
    leftToPay: 300_000,
    owedBack: 0,
    createdAt: new Date('2030-03-12T10:00:00Z'),
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
  reference: 'pay_ABC123',
  kind: 'deposit',
  amount: 90_000,
  fee: 1_800,
  method: 'orange',
  number: '690000000',
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
  createdAt: new Date('2030-03-12T10:01:00Z'),
  confirmedAt: new Date('2030-03-12T10:02:00Z'),
  redirectUrl: null,
  cardLastDigits: null,
};

describe('booking e-mails', () => {
  it.each<['en' | 'fr', string]>([
    ['en', 'https://tours.example/packages/search/K7MX-3QPD-2W'],
    ['fr', 'https://tours.example/fr/packages/search/K7MX-3QPD-2W'],
  ])('links to the tracking page in the booking language (%s)', async (locale, url) => {
    expect(trackingUrl(SITE, locale, 'K7MX-3QPD-2W')).toBe(url);
    expect((await bookingConfirmationEmail(booking({ locale }), SITE)).text).toContain(url);
  });

  it.each(['en', 'fr'] as const)(
    'tells a customer who opted in to WhatsApp that messages start once they write (%s)',
    async (locale) => {
      const line = t(locale, 'email.confirmation.whatsappStart', { code: 'K7MX-3QPD-2W' });
      const optedIn = booking({ locale, whatsapp: '+237699123456', whatsappOptIn: true });
      expect((await bookingConfirmationEmail(optedIn, SITE)).text).toContain(line);
      const proven = { ...optedIn, whatsappProven: '+237699123456' };
      expect((await bookingConfirmationEmail(proven, SITE)).text).not.toContain(line);
      expect((await bookingConfirmationEmail(booking({ locale }), SITE)).text).not.toContain(line);
    },
  );

  it('confirms a booking with its code, package, spots and amounts, escaped in HTML', async () => {
    const mail = await bookingConfirmationEmail(booking(), SITE);
    expect(mail).toMatchObject({
      to: 'marie@example.cm',
      subject: 'Your reservation K7MX-3QPD-2W: Kribi <Beach> Escape',
      idempotencyKey: 'booking-confirmation/K7MX-3QPD-2W',
    });
    for (const line of [
      'Hello,',
      'Booking code: K7MX-3QPD-2W',
      'Number of people: 3',
      `Total: ${formatXaf(300_000, 'en')}`,
      `First payment: Down payment: ${formatXaf(90_000, 'en')}`,
      `Fee: ${formatXaf(1_800, 'en')}`,
      `To pay now: ${formatXaf(91_800, 'en')}`,
      `Left to pay afterwards: ${formatXaf(210_000, 'en')}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain('Kribi &lt;Beach&gt; Escape');
    expect(mail.html).not.toContain('<Beach>');
    expect(mail.html).toContain('<a href="https://tours.example/packages/search/K7MX-3QPD-2W"');
    // Sent to any address before any payment: nothing the booker typed, not even the name.
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('Ngono');
  });

  it.each([
    ['en', 'Scheduled departure: 13 February 2027'],
    ['fr', 'Départ programmé\u202f: 13 février 2027'],
  ] as const)('names a departure booking its scheduled departure in %s', async (locale, line) => {
    const departure = booking({ locale, departureId: 'limbe-2027-02-13', preferredDate: '2027-02-13' });
    expect((await bookingConfirmationEmail(departure, SITE)).text).toContain(line);
    // A preferred date is only a wish: the confirmation does not state it as the trip's date.
    const onRequest = await bookingConfirmationEmail(booking({ locale, preferredDate: '2027-02-13' }), SITE);
    expect(onRequest.text).not.toMatch(/Scheduled departure|Départ programmé/);
  });

  it.each([
    ['en', 'Balance due by: 14 January 2027'],
    ['fr', 'Date limite du solde\u202f: 14 janvier 2027'],
  ] as const)('tells when the balance is due, days before the trip, in %s', async (locale, line) => {
    const dated = booking({
      locale,
      preferredDate: '2027-02-13',
      createdAt: new Date('2026-12-01T10:00:00Z'),
    });
    expect((await bookingConfirmationEmail(dated, SITE, 30)).text).toContain(line);
    expect((await bookingConfirmationEmail(dated, SITE)).text).toContain(line);
    // No date, no due date; paid in full, no balance.
    expect((await bookingConfirmationEmail(booking({ locale }), SITE, 30)).text).not.toContain(
      line.slice(0, 10),
    );
    const whole = booking({ locale, preferredDate: '2027-02-13', paymentType: 'single' });
    expect((await bookingConfirmationEmail(whole, SITE, 30)).text).not.toContain(line.slice(0, 10));
  });

  it('speaks French for a French booking and tells about the online cap', async () => {
    const mail = await bookingConfirmationEmail(
      booking({ locale: 'fr', total: 2_000_000, downPayment: 600_000, paymentType: 'single' }),
      SITE,
    );
    // French typography: a narrow no-break space before each colon.
    expect(mail.subject).toBe('Votre réservation K7MX-3QPD-2W\u202f: Évasion plage à Kribi');
    expect(mail.text).toContain('Code de réservation\u202f: K7MX-3QPD-2W');
    expect(mail.text).toContain(`Premier paiement\u202f: Acompte\u202f: ${formatXaf(600_000, 'fr')}`);
    expect(mail.text).toContain('notre agence vous contactera pour le reste');
    expect(mail.html).toMatch(/<html[^>]* lang="fr"/);
  });

  it.each<['en' | 'fr', 'cash' | 'bank_transfer' | 'mobile_money' | 'unknown', string]>([
    ['en', 'cash', 'Paid with: Cash at the agency'],
    ['en', 'unknown', 'Paid with: Recorded by the agency (method not noted)'],
    ['fr', 'bank_transfer', 'Payé avec\u202f: Virement bancaire'],
    ['fr', 'mobile_money', 'Payé avec\u202f: Mobile money envoyé directement à l’agence'],
  ])(
    'names a payment the agency recorded by how it came in (%s, %s), with no fee',
    async (locale, method, line) => {
      const offline = { ...attempt, method, fee: 0, number: '', provider: 'offline' };
      const mail = await paymentReceiptEmail(
        booking({ locale }),
        offline,
        { paid: 90_000, leftToPay: 210_000, status: 'partial_payment' },
        SITE,
      );
      expect(mail.text).toContain(line);
      expect(mail.text).not.toMatch(/MTN|Orange|Fee|Frais|charged|débité/);
    },
  );

  it('gives a receipt of the attempt with what is paid and left', async () => {
    const mail = await paymentReceiptEmail(
      booking(),
      attempt,
      { paid: 90_000, leftToPay: 210_000, status: 'partial_payment' },
      SITE,
    );
    expect(mail).toMatchObject({
      to: 'marie@example.cm',
      subject: 'Payment received for reservation K7MX-3QPD-2W',
      idempotencyKey: 'payment-receipt/pay_ABC123',
    });
    for (const line of [
      'Transaction reference: pay_ABC123',
      'Payment: Down payment',
      `Total charged: ${formatXaf(91_800, 'en')}`,
      'Paid with: Orange Money',
      'Date: 12 March 2030',
      `Already paid: ${formatXaf(90_000, 'en')}`,
      `Left to pay: ${formatXaf(210_000, 'en')}`,
      'Booking status: Down payment received',
    ]) {
      expect(mail.text).toContain(line);
    }
  });
});

describe("the agency's notices", () => {
  it('a late success says the customer may have paid twice and how much came in over the total', async () => {
    const paidTwice = booking({
      amountPaid: 390_000,
      status: 'payment_completed',
      leftToPay: 0,
      owedBack: 90_000,
    });
    const late = { ...attempt, lateSuccess: true };
    const mail = await agencyNoticeEmail(
      { kind: 'late_success', booking: paidTwice, attempt: late },
      'bookings@tours.example',
      'en',
      SITE,
      'agency-notice/late_success/pay_ABC123',
    );
    expect(mail.subject).toBe('Late payment for K7MX-3QPD-2W: check it');
    expect(mail.text).toContain('the customer may have paid twice');
    expect(mail.text).toContain(`${formatXaf(90_000, 'en')} was received over the total`);
    expect(mail.text).toContain('Paid with: Orange Money');
    expect(mail.text).toContain(`${SITE}/admin#booking=K7MX-3QPD-2W`);
    expect(mail.idempotencyKey).toBe('agency-notice/late_success/pay_ABC123');
  });

  it('once the excess is sent back, no longer asks for it', async () => {
    const settled = booking({
      amountPaid: 390_000,
      excessReturned: 90_000,
      status: 'payment_completed',
      leftToPay: 0,
    });
    const mail = await agencyNoticeEmail(
      { kind: 'payment', booking: settled, attempt },
      'bookings@tours.example',
      'en',
      SITE,
      'k',
    );
    expect(mail.text).not.toContain('over the total');
  });

  it('escapes what the CMS wrote in its HTML', async () => {
    const mail = await agencyNoticeEmail(
      { kind: 'booking', booking: booking() },
      'b@tours.example',
      'en',
      SITE,
      'k',
    );
    expect(mail.html).toContain('Kribi &lt;Beach&gt; Escape');
    expect(mail.html).not.toContain('<Beach>');
  });

  it("carries no customer's name, e-mail, phone nor paying number: the back office has them", async () => {
    for (const kind of ['booking', 'payment', 'late_success'] as const) {
      const mail = await agencyNoticeEmail(
        { kind, booking: booking(), ...(kind === 'booking' ? {} : { attempt }) },
        'b@tours.example',
        'en',
        SITE,
        'k',
      );
      for (const body of [mail.subject, mail.text, mail.html]) {
        for (const secret of ['Ngono', 'Marie', 'marie@example.cm', '699123456', attempt.number]) {
          expect(body, `${kind}: ${secret}`).not.toContain(secret);
        }
      }
      expect(mail.text).toContain(`${SITE}/admin#booking=K7MX-3QPD-2W`);
    }
  });
});
