/**
 * What the checkout's last step and the payment's success say: step 4 lists the other travellers
 * typed at step 2 and gives the total and what is due now in euros and dollars too, and "What happens next" gives a scheduled departure's date instead of asking to
 * confirm it. Wording is read in one language each, the languages taking turns.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '../../../src/api/contract.ts';
import { priceBooking } from '../../../src/domain/pricing.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { pick } from '../../../src/i18n/messages.ts';
import { ConfirmStep } from '../../../src/islands/checkout/CheckoutSteps.tsx';
import { CHECKOUT_KEYS, PAYMENT_KEYS } from '../../../src/islands/keys.ts';
import { nextSteps } from '../../../src/islands/payment/PaymentNotes.tsx';
import { translatorOf } from '../../../src/islands/text.ts';
import { emptyDraft } from '../../../src/stores/checkout/checkout-fields.ts';
import { VALID_DRAFT } from '../stores/checkout/checkout-fixture.ts';

describe('step 4, the summary', () => {
  const confirm = (travellers: string) =>
    renderToString(
      <ConfirmStep
        draft={{ ...emptyDraft('kribi-beach-escape'), ...VALID_DRAFT, travellers }}
        price={null}
        departureDate={null}
        packageTitle="Kribi"
        locale="fr"
        t={translatorOf(pick('fr', CHECKOUT_KEYS))}
        termsError={null}
        onTerms={() => undefined}
        urls={{ terms: '/fr/terms', privacy: '/fr/privacy-policy' }}
      />,
    );

  it('lists the other travellers by name, blank lines left out', () => {
    const html = confirm('Paul Mbida\n\n  Awa Njoya  \n');
    expect(html).toContain('<dt>Autres voyageurs</dt>');
    expect(html).toContain('<dd>Paul Mbida, Awa Njoya</dd>');
  });

  it('says nothing of them when none were given', () => {
    expect(confirm('  \n')).not.toContain('Autres voyageurs');
  });
});

describe('step 4, the invoice in euros and dollars too', () => {
  // 3 × 150,000 with a 30 % down payment: 450,000 in all, 135,000 + 2,700 of fee due now.
  const price = priceBooking({
    pricePerPerson: 150_000,
    spots: 3,
    minPeople: 3,
    paymentType: 'multiple',
    downPaymentPercent: 30,
    feePercent: 2,
  });
  const indicative = { xafPerUsd: 565.5, note: '≈ indicative amounts: … You pay in XAF.' };
  const confirm = (locale: Locale, view?: typeof indicative) =>
    renderToString(
      <ConfirmStep
        draft={{ ...emptyDraft('kribi-beach-escape'), ...VALID_DRAFT }}
        price={price}
        departureDate={null}
        packageTitle="Kribi"
        locale={locale}
        t={translatorOf(pick(locale, CHECKOUT_KEYS))}
        termsError={null}
        onTerms={() => undefined}
        urls={{ terms: '/terms', privacy: '/privacy-policy' }}
        indicative={view}
      />,
    );
  /** Each invoice row as "label: what the cell reads", spaces made plain. */
  const rows = (html: string): Record<string, string> =>
    Object.fromEntries(
      [...html.matchAll(/<th scope="row">([^<]*)<\/th><td>(.*?)<\/td>/g)].map((row) => [
        row[1],
        (row[2] ?? '')
          .replace(/<[^>]+>/g, ' ')
          .replace(/[\u00a0\u202f]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ]),
    );

  it.each([
    [
      'en',
      'Total',
      'XAF 450,000 ≈ €686 · ≈ $796',
      'Due now',
      'XAF 137,700 ≈ €210 · ≈ $244',
      'Mobile money fee',
    ],
    [
      'fr',
      'Total',
      '450 000 FCFA ≈ 686 € · ≈ 796 $',
      'À payer maintenant',
      '137 700 FCFA ≈ 210 € · ≈ 244 $',
      'Frais mobile money',
    ],
  ] as const)(
    'in %s: the total and what is due now, under the note saying they are indicative',
    (locale, total, totalText, dueNow, dueText, fee) => {
      const html = confirm(locale, indicative);
      const shown = rows(html);
      expect(shown[total]).toBe(totalText);
      expect(shown[dueNow]).toBe(dueText);
      // The fee and the parts of the price stay in XAF alone.
      expect(shown[fee]).not.toContain('≈');
      expect(Object.values(shown).filter((cell) => cell.includes('≈'))).toHaveLength(2);
      expect(html).toContain('<p class="indicative-note">≈ indicative amounts: … You pay in XAF.</p>');
    },
  );

  it('shows XAF alone when the page gives no rate', () => {
    expect(confirm('en')).not.toContain('≈');
  });
});

describe('what happens next, once paid', () => {
  const t = translatorOf(pick('en', PAYMENT_KEYS));
  const booking = (overrides: Partial<BookingDetails>) =>
    ({
      leftToPay: 0,
      amounts: { total: 435_000 },
      departureId: null,
      preferredDate: null,
      meeting: null,
      ...overrides,
    }) as BookingDetails;

  it('asks to confirm a preferred date, which is only a wish', () => {
    expect(nextSteps(booking({ preferredDate: '2027-03-20' }), 'en', t)).toContain(
      'confirm the departure date',
    );
  });

  it('says a scheduled departure date, and its meeting point, instead of asking to confirm them', () => {
    const departure = { departureId: 'limbe-2027-02-13', preferredDate: '2027-02-13' };
    const paid = nextSteps(
      booking({ ...departure, meeting: { point: 'Akwa, Douala', time: '07:00' } }),
      'en',
      t,
    );
    expect(paid).toContain('Your departure is on 13 February 2027.');
    expect(paid).toContain('Meeting point: Akwa, Douala, at 07:00.');
    expect(paid).not.toMatch(/confirm/i);
    const balance = nextSteps(booking({ ...departure, leftToPay: 304_500 }), 'en', t);
    expect(balance).toMatch(/^Pay the XAF\s304,500 left .* before your departure on 13 February 2027\.$/);
    expect(balance).not.toMatch(/confirm/i);
  });
});
