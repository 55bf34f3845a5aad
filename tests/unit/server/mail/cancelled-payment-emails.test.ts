import { describe, expect, it } from 'vitest';
import { formatXaf } from '../../../../src/i18n/format.ts';
import { agencyNoticeEmail } from '../../../../src/server/admin/admin-emails.ts';
import { cancelledPaymentEmail } from '../../../../src/server/mail/booking-emails.ts';
import type { Booking } from '../../../../src/server/repositories/bookings.ts';
import type { AttemptRow } from '../../../../src/server/repositories/payment-attempts.ts';
import { paymentNotice } from '../../../../src/server/services/agency-notice.ts';

const SITE = 'https://tours.example';

const cancelled: Booking = {
  id: '1',
  code: 'K7MX-3QPD-2W',
  packageSlug: 'kribi-beach-escape',
  packageTitleEn: 'Kribi Beach Escape',
  packageTitleFr: 'Évasion plage à Kribi',
  durationDays: 3,
  destination: 'Kribi',
  catalogueBuiltAt: '2030-01-01T00:00:00Z',
  pricePerPerson: 100_000,
  spots: 3,
  tripType: 'group',
  preferredDate: null,
  fullName: 'Ngono Marie',
  email: 'marie@example.cm',
  whatsapp: '+237699123456',
  paymentMethod: 'mtn',
  paymentNumber: '670000000',
  paymentEmail: null,
  paymentType: 'single',
  total: 300_000,
  downPayment: 90_000,
  downPaymentPercent: 30,
  feePercent: 2,
  locale: 'fr',
  amountPaid: 300_000,
  status: 'cancelled_refund_owed',
  leftToPay: 0,
  owedBack: 300_000,
  createdAt: new Date('2030-03-12T10:00:00Z'),
  excessReturned: 0,
  cancelledAt: new Date('2030-03-12T10:01:00Z'),
  cancelKept: 0,
  abandonedAt: null,
  travelledAt: null,
  travellerNames: [],
  overbookedAt: null,
  remindersOffAt: null,
};

const attempt: AttemptRow = {
  id: '7',
  bookingId: '1',
  reference: 'pay_ABC123',
  kind: 'full',
  amount: 300_000,
  fee: 6_000,
  method: 'mtn',
  number: '670000000',
  provider: 'fapshi',
  idempotencyKey: null,
  requestHash: null,
  providerId: 'tx1',
  status: 'successful',
  lateSuccess: false,
  cancelledBooking: true,
  failureReason: null,
  reviewReason: null,
  firstResponse: null,
  createdAt: new Date('2030-03-12T10:00:30Z'),
  confirmedAt: new Date('2030-03-12T10:02:00Z'),
  redirectUrl: null,
  cardLastDigits: null,
};

describe('a payment on a cancelled booking', () => {
  it('tells the customer, in their language, that the booking was cancelled and a refund follows', async () => {
    const fr = await cancelledPaymentEmail(cancelled, attempt, SITE);
    expect(fr.subject).toBe('Réservation K7MX-3QPD-2W annulée\u202f: votre paiement sera remboursé');
    expect(fr.text).toContain(`À rembourser${'\u202f'}: ${formatXaf(300_000, 'fr')}`);
    expect(fr.text).not.toContain('Paiement reçu');
    // It stands in for the receipt: sent once under the receipt's key.
    expect(fr.idempotencyKey).toBe('payment-receipt/pay_ABC123');
    const en = await cancelledPaymentEmail({ ...cancelled, locale: 'en' }, attempt, SITE);
    expect(en.subject).toBe('Reservation K7MX-3QPD-2W was cancelled: your payment will be refunded');
    expect(en.text).toContain('It will be refunded to you');
  });

  it('is a refund notice for the agency, never "left to pay"', async () => {
    const notice = paymentNotice(attempt);
    expect(notice).toMatchObject({ kind: 'cancelled_payment', key: 'cancelled_payment/pay_ABC123' });
    const mail = await agencyNoticeEmail(
      { kind: notice.kind, booking: cancelled, attempt },
      'o@x.cm',
      'en',
      SITE,
      'k',
    );
    expect(mail.subject).toBe(`Refund ${formatXaf(300_000, 'en')} for cancelled booking K7MX-3QPD-2W`);
    expect(mail.text).toContain('after it was cancelled');
    expect(mail.text).toContain(`Left to pay: ${formatXaf(0, 'en')}`);
    expect(mail.text).not.toContain('over the total');
  });
});
