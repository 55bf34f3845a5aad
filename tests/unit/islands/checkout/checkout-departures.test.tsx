import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pick } from '../../../../src/i18n/messages.ts';
import { DepartureChoice } from '../../../../src/islands/checkout/CheckoutDepartures.tsx';
import { CHECKOUT_KEYS } from '../../../../src/islands/keys.ts';
import { translatorOf } from '../../../../src/islands/text.ts';
import type { DepartureOption } from '../../../../src/stores/checkout/checkout-departures.ts';

const options: DepartureOption[] = [
  { id: 'feb', date: '2027-02-13', pricePerPerson: 200_000, seatsLeft: 12, state: 'open' },
  { id: 'mar', date: '2027-03-13', pricePerPerson: 200_000, seatsLeft: 0, state: 'closed' },
  { id: 'apr', date: '2027-04-10', pricePerPerson: 200_000, seatsLeft: 0, state: 'full' },
  { id: 'dec', date: '2027-12-18', pricePerPerson: 265_000, seatsLeft: 2, state: 'few' },
  { id: 'jan', date: '2028-01-15', pricePerPerson: 200_000, seatsLeft: null, state: 'checking' },
];

function render(locale: 'en' | 'fr', error: string | null = null) {
  return renderToString(
    <DepartureChoice
      id="checkout-departureId"
      options={options}
      value=""
      error={error}
      locale={locale}
      t={translatorOf(pick(locale, CHECKOUT_KEYS))}
      onValue={() => undefined}
    />,
  );
}

const radio = (html: string, value: string) =>
  html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0] ?? '';

describe('the departure choice', () => {
  it('lists a full and a closed departure, disabled with their reason, and few seats said', () => {
    const html = render('en');
    expect(html).toContain('<legend>Departure</legend>');
    expect(radio(html, 'mar')).toContain('disabled');
    expect(radio(html, 'apr')).toContain('disabled');
    expect(radio(html, 'feb')).not.toContain('disabled');
    expect(html).toContain('Closed to bookings');
    expect(html).toContain('Full, no seats left');
    expect(html).toContain('Only 2 seats left');
    expect(html).toContain('12 seats left');
    expect(html).toContain('Checking seats…');
    // The first open departure carries the group's id, so an error can send the focus there.
    expect(radio(html, 'feb')).toContain('id="checkout-departureId"');
  });

  it('speaks French, and ties an error to every radio', () => {
    const html = render('fr', 'Ce départ est complet.');
    expect(html).toContain('Plus que 2 places');
    expect(html).toContain('Fermé aux réservations');
    expect(html).toContain('13 février 2027');
    expect(radio(html, 'feb')).toContain('aria-describedby="checkout-departureId-error"');
    expect(html).toContain('id="checkout-departureId-error"');
  });
});
