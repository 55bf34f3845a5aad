/**
 * Step 1 tells the truth before the customer chooses: a trip closer than the balance period says
 * when the rest of a down payment is due (never a month before the booking), and a group below the
 * trip's minimum is told the minimum rather than asked for a number it was given.
 */
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../../src/i18n/format.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { CheckoutForm } from '../../../../src/islands/checkout/CheckoutForm.tsx';
import { islandIds } from '../../../../src/islands/checkout/CheckoutStepFields.ts';
import { CHECKOUT_KEYS } from '../../../../src/islands/keys.ts';
import { createCheckout } from '../../../../src/stores/checkout/checkout.ts';
import { memoryStorage } from '../../../../src/stores/session-storage.ts';
import { CHECKOUT_PACKAGES, checkoutOptions, fillDraft } from '../../stores/checkout/checkout-fixture.ts';
import { fakeApi } from '../../stores/fake-api.ts';

const TODAY = '2026-11-27';
let checkout: ReturnType<typeof createCheckout>;

beforeEach(() => {
  checkout = createCheckout(
    checkoutOptions(
      { api: fakeApi(), storage: memoryStorage(), visited: [] },
      { today: TODAY, settings: { downPaymentPercent: 30, feePercent: 2, balanceDueDays: 30 } },
    ),
  );
  expect(checkout.start()).toBe('ready');
});

const stepOne = (locale: Locale) =>
  renderToString(
    <CheckoutForm
      checkout={checkout}
      pkg={CHECKOUT_PACKAGES[0] as (typeof CHECKOUT_PACKAGES)[0]}
      locale={locale}
      messages={pick(locale, CHECKOUT_KEYS)}
      ids={islandIds}
      urls={{ terms: '/terms', privacy: '/privacy-policy' }}
      today={TODAY}
      onBack={() => undefined}
    />,
  ).replaceAll('&#x27;', "'");

describe('step 1 of a trip closer than the balance period', () => {
  it('names when the rest is due, the day before departure, before the customer chooses', () => {
    fillDraft(checkout, { spots: '3', preferredDate: '2026-11-30' });
    expect(checkout.$lateBalance.get()).toEqual({ days: 30, dueOn: '2026-11-29' });
    const html = stepOne('en');
    expect(html).toContain(
      `Your trip is less than 30 days away: with a down payment, the rest is due by ${formatDate('2026-11-29', 'en')}, before departure.`,
    );
    expect(html).not.toContain(formatDate('2026-10-31', 'en'));
    // The choice is read with the note.
    expect(html).toContain(
      '<fieldset class="field choice-group" aria-describedby="checkout-paymentType-note">',
    );
  });

  it('says nothing of it for a trip further away than the period, or without a date', () => {
    fillDraft(checkout, { spots: '3', preferredDate: '2027-01-30' });
    expect(checkout.$lateBalance.get()).toBeNull();
    fillDraft(checkout, { preferredDate: '' });
    expect(checkout.$lateBalance.get()).toBeNull();
    expect(stepOne('fr')).not.toContain('moins de 30');
  });

  it('says it in French too', () => {
    fillDraft(checkout, { spots: '3', preferredDate: '2026-11-28' });
    expect(stepOne('fr')).toContain(
      `Votre voyage a lieu dans moins de 30\u00a0jours\u202f: avec un acompte, le reste est à régler au plus tard le ${formatDate('2026-11-27', 'fr')}, avant le départ.`,
    );
  });
});

describe('step 1 with fewer people than the trip takes', () => {
  it.each([
    ['en', 'This trip takes at least 3 people: enter 3 or more to see the price.'],
    ['fr', 'Ce voyage se fait à 3\u00a0personnes au moins\u202f: indiquez 3 ou plus pour voir le prix.'],
  ] as const)('says the minimum, not "enter the number" (%s)', (locale, said) => {
    fillDraft(checkout, { spots: '2' });
    const html = stepOne(locale);
    expect(html).toContain(said);
    expect(html).not.toMatch(/Enter the number of people|Indiquez le nombre de personnes/);
  });

  it('still asks for a number when none was entered', () => {
    fillDraft(checkout, { spots: '' });
    expect(stepOne('en')).toContain('Enter the number of people to see the price.');
  });
});
