import { describe, expect, it } from 'vitest';
import { bookingConfirmationEmail } from '../../../../src/server/mail/booking-emails.ts';
import { overbookedEmail } from '../../../../src/server/mail/overbooked-email.ts';
import type { Booking } from '../../../../src/server/repositories/bookings.ts';

const SITE = 'https://tours.example';

const paid = {
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
  preferredDate: '2030-05-10',
  departureId: 'kribi-may',
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
  locale: 'en',
  amountPaid: 300_000,
  status: 'payment_completed',
  leftToPay: 0,
  owedBack: 0,
  createdAt: new Date('2030-03-12T10:00:00Z'),
  excessReturned: 0,
  cancelledAt: null,
  cancelKept: 0,
  abandonedAt: null,
  travelledAt: null,
  travellerNames: ['Ngono Marie'],
  overbookedAt: new Date('2030-03-12T13:00:00Z'),
  remindersOffAt: null,
} satisfies Booking;

describe('the customer’s e-mail of a payment into a departure that filled', () => {
  it('says the payment was received, the departure filled and the agency will call, in English', async () => {
    const mail = await overbookedEmail(paid, SITE);
    expect(mail.to).toBe('marie@example.cm');
    expect(mail.subject).toBe('Payment received for reservation K7MX-3QPD-2W: your departure has filled');
    expect(mail.text).toContain('We have received your payment');
    expect(mail.text).toContain('your departure on 10 May 2030 filled up');
    expect(mail.text).toContain('to choose another date or to refund you');
    expect(mail.text).toContain('300,000');
    expect(mail.html).toContain('Kribi &lt;Beach&gt; Escape');
    expect(mail.idempotencyKey).toBe('booking-overbooked/K7MX-3QPD-2W');
  });

  it('in French, with its typography', async () => {
    const mail = await overbookedEmail({ ...paid, locale: 'fr' }, SITE);
    expect(mail.subject).toBe(
      'Paiement reçu pour la réservation K7MX-3QPD-2W\u202f: votre départ est complet',
    );
    expect(mail.text).toContain('votre départ du 10 mai 2030 s’est rempli');
    expect(mail.text).toContain('/fr/');
  });
});

describe('the confirmation and the travellers’ names', () => {
  it('says the other names can be given on the booking page while some are missing', async () => {
    expect((await bookingConfirmationEmail(paid, SITE)).text).toContain(
      'You can give the other travellers’ names on your booking page, before the trip.',
    );
    const fr = (await bookingConfirmationEmail({ ...paid, locale: 'fr' }, SITE)).text;
    expect(fr).toContain('noms des autres voyageurs sur la page de votre réservation');
  });

  it('says nothing of names once every traveller is named', async () => {
    const named = { ...paid, travellerNames: ['Ngono Marie', 'Paul Biya', 'Awa Njoya'] };
    expect((await bookingConfirmationEmail(named, SITE)).text).not.toContain('travellers’ names');
  });
});
