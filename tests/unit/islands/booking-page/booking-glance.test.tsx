import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { refundAccount } from '../../../../src/domain/refund-account.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { BookingGlance, tripDates } from '../../../../src/islands/booking-page/BookingGlance.tsx';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const tOf = (locale: 'en' | 'fr') => translatorOf(pick(locale, TRACKING_KEYS));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the booking page at a glance', () => {
  it('gives a departure its first and last day, in the agency time zone and the page language', () => {
    const departure = { departureId: 'limbe-2027-02-13', preferredDate: '2027-02-13' };
    const trip = { ...bookingDetails().package, durationDays: 5 };
    expect(tripDates({ ...departure, package: trip }, 'en', tOf('en'))).toBe(
      '13 February 2027 to 17 February 2027',
    );
    expect(tripDates({ ...departure, package: trip }, 'fr', tOf('fr'))).toBe(
      'du 13 février 2027 au 17 février 2027',
    );
  });

  it('gives a trip on request the date asked for, or says it is to be confirmed', () => {
    const trip = bookingDetails().package;
    const asked = { departureId: null, preferredDate: '2027-03-20', package: trip };
    expect(tripDates(asked, 'en', tOf('en'))).toBe('20 March 2027');
    expect(tripDates({ ...asked, preferredDate: null }, 'fr', tOf('fr'))).toBe('À confirmer');
  });

  it.each([
    ['en', '/packages/kribi-beach-escape', 'Left to pay XAF 450,000 Pay the down payment'],
    ['fr', '/fr/packages/kribi-beach-escape', 'Reste à payer 450 000 FCFA Payer l’acompte'],
  ] as const)(
    'in %s: status, what is left and the button come before the trip, linked to its page',
    (locale, href, money) => {
      const html = renderToString(
        <BookingGlance booking={bookingDetails()} locale={locale} t={tOf(locale)} payUrl="/pay?code=K" />,
      );
      const shown = text(html).replaceAll('\u202f', ' ').replaceAll('\u00a0', ' ');
      expect(shown).toContain(money);
      expect(shown.indexOf(money)).toBeLessThan(shown.indexOf('Kribi beach escape'));
      expect(html).toContain(`href="${href}"`);
      expect(html).toContain('href="/pay?code=K"');
    },
  );

  it.each([
    ['en', 'Left to pay XAF 450,000 ≈ €686 · ≈ $796', 'indicative amounts'],
    ['fr', 'Reste à payer 450 000 FCFA ≈ 686 € · ≈ 796 $', 'montants indicatifs'],
  ] as const)(
    'in %s: what is left in euros and dollars too, said to be indicative',
    (locale, money, word) => {
      const indicative = { xafPerUsd: 565.5, note: `≈ ${word}: … You pay in XAF.` };
      const html = renderToString(
        <BookingGlance
          booking={bookingDetails()}
          locale={locale}
          t={tOf(locale)}
          payUrl="/p"
          indicative={indicative}
        />,
      );
      const shown = text(html).replaceAll('\u202f', ' ').replaceAll('\u00a0', ' ');
      expect(shown).toContain(money);
      expect(html).toContain(`<p class="indicative-note">≈ ${word}`);
      // Nothing to reckon once paid.
      const paid = renderToString(
        <BookingGlance
          booking={bookingDetails({ leftToPay: 0, nextPayment: null })}
          locale={locale}
          t={tOf(locale)}
          payUrl="/p"
          indicative={indicative}
        />,
      );
      expect(paid).not.toContain('≈');
    },
  );

  it('offers no button on a cancelled booking, nor what is left to pay', () => {
    const money = { paid: 0, decided: 0, refunded: 0, owed: 0, excess: 0, share: 0 };
    const refund = { ...money, account: refundAccount(money), sent: [] };
    const booking = bookingDetails({ cancelledOn: '2026-02-01', nextPayment: null, refund });
    const html = renderToString(<BookingGlance booking={booking} locale="en" t={tOf('en')} payUrl="/pay" />);
    expect(html).not.toContain('href="/pay"');
    expect(html).not.toContain('Left to pay');
    expect(html).toContain('Cancelled');
  });
});
