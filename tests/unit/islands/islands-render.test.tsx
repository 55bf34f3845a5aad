import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type MessageKey, pick } from '../../../src/i18n/messages.ts';
import TrackingIsland from '../../../src/islands/booking-page/TrackingIsland.tsx';
import CheckoutIsland from '../../../src/islands/checkout/CheckoutIsland.tsx';
import CheckoutServedStep from '../../../src/islands/checkout/CheckoutServedStep.tsx';
import { CHECKOUT_KEYS, PAYMENT_KEYS, TRACKING_KEYS } from '../../../src/islands/keys.ts';
import PaymentIsland from '../../../src/islands/payment/PaymentIsland.tsx';
import { ErrorBoundary } from '../../../src/islands/shell/ErrorBoundary.tsx';
import { textOf } from '../../../src/islands/text.ts';
import type { UiMessage } from '../../../src/stores/ui-message.ts';

// On the server (and in the first browser render) islands show a neutral waiting state: what they
// show next depends on the address and the tab's storage, read only after hydration. The checkout's
// page serves that state itself, with each trip's first step (CheckoutServedStep) beside it.
function Broken(): never {
  throw new Error('cannot start');
}

describe('server render of the islands', () => {
  it.each(['en', 'fr'] as const)('renders a waiting state in %s', (locale) => {
    const checkout = renderToString(
      <CheckoutIsland
        locale={locale}
        messages={pick(locale, CHECKOUT_KEYS)}
        packages={[{ slug: 'a', title: 'A', pricePerPerson: 1000, minPeople: 3 }]}
        settings={{ downPaymentPercent: 30, feePercent: 2 }}
        urls={{ packages: '/packages', pay: '/payments/pay', terms: '/terms', privacy: '/privacy-policy' }}
      />,
    );
    const waiting = locale === 'en' ? 'Loading…' : 'Chargement…';
    expect(checkout).not.toContain('<form');
    const payment = renderToString(
      <PaymentIsland
        locale={locale}
        messages={pick(locale, PAYMENT_KEYS)}
        title="Pay"
        urls={{ noCode: '/', bookingDetails: '/packages/search', checkout: '/checkout' }}
      />,
    );
    expect(payment).toContain(waiting);
    const tracking = renderToString(
      <TrackingIsland
        locale={locale}
        messages={pick(locale, TRACKING_KEYS)}
        title="Track my booking"
        bookingTitle="Booking Details"
        whatsappNumber="+237670000000"
        policyText="Cancel 30 days before: 90 % back."
        agency={{ name: 'Agency', address: 'Douala', phone: '+237670000000', email: 'a@example.cm' }}
        urls={{ home: '/', partialPay: '/payments/partial/pay', search: '/packages/search' }}
      />,
    );
    expect(tracking).toContain(waiting);
  });

  it.each(['en', 'fr'] as const)(
    'serves the first step of a trip, its fields taking typing and its buttons waiting, in %s',
    (locale) => {
      const html = renderToString(
        <CheckoutServedStep
          locale={locale}
          messages={pick(locale, CHECKOUT_KEYS)}
          pkg={{ slug: 'kribi', title: 'Kribi Beach', pricePerPerson: 100_000, minPeople: 3 }}
          settings={{ downPaymentPercent: 30, feePercent: 2 }}
          urls={{ terms: '/terms', privacy: '/privacy-policy' }}
        />,
      );
      expect(html).toContain('Kribi Beach');
      // 3 people at 100,000 with a 2 % fee, as the island prices it once it runs.
      expect(html.replace(/[\s\u202f\u00a0,]/g, '')).toContain('306000');
      expect(html).toContain('id="served-kribi-spots"');
      expect(html).not.toContain('id="checkout-');
      const inputs = html.match(/<input\b[^>]*>/g) ?? [];
      expect(inputs.length).toBeGreaterThan(4);
      for (const input of inputs) expect(input).not.toContain('disabled');
      const buttons = html.match(/<button\b[^>]*>/g) ?? [];
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) expect(button).toContain('disabled');
    },
  );

  it('shows the full-screen error state when an island cannot render', () => {
    // React renders error boundaries on the client only; check the fallback directly.
    const boundary = new ErrorBoundary({
      title: 'An error occurred',
      body: 'Please try again',
      reload: 'Reload',
      children: <Broken />,
    });
    boundary.state = ErrorBoundary.getDerivedStateFromError();
    const html = renderToString(boundary.render() as ReactElement);
    expect(html).toContain('role="alert"');
    expect(html).toContain('An error occurred');
    expect(html).toContain('Reload');
  });
});

describe('textOf', () => {
  const messages = {
    'validation.spots.min': 'A minimum of {min} people is required',
    'islands.error.generic': 'An error occurred',
  };
  it.each<[UiMessage, string]>([
    [{ key: 'validation.spots.min', params: { min: 4 } }, 'A minimum of 4 people is required'],
    [{ text: 'Réservation introuvable' }, 'Réservation introuvable'],
    // A key no catalogue has (the type check refuses one written here): the generic error.
    [{ key: 'missing.key' as MessageKey }, 'An error occurred'],
  ])('%j -> %s', (message, text) => {
    expect(textOf(messages, message)).toBe(text);
  });
});
