/** What the checkout store's tests share: two trips, a complete draft, and the store's options. */
import type { CheckoutDraft, CheckoutOptions, Field } from '../../../../src/stores/checkout/checkout.ts';
import * as rules from '../../../../src/stores/checkout/checkout-rules.ts';
import type { KeyValueStorage } from '../../../../src/stores/session-storage.ts';
import type { FakeApi } from '../fake-api.ts';

export const CHECKOUT_PACKAGES = [
  { slug: 'kribi-beach-escape', title: 'Kribi beach escape', pricePerPerson: 150_000, minPeople: 3 },
  { slug: 'waza-safari', title: 'Waza safari', pricePerPerson: 400_000, minPeople: 4 },
];

/** Every field of every step, valid: a submit books. */
export const VALID_DRAFT: Partial<CheckoutDraft> = {
  spots: '3',
  tripType: 'group',
  paymentType: 'multiple',
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  whatsapp: '670000000',
  paymentMethod: 'mtn',
  paymentNumber: '670000000',
  termsAccepted: true,
};

/** The options of a checkout of Kribi on 2026-01-10, its navigations written to `visited`. */
export function checkoutOptions(
  context: { api: FakeApi; storage: KeyValueStorage; visited: string[] },
  overrides: Partial<CheckoutOptions> = {},
): CheckoutOptions {
  return {
    locale: 'en',
    packages: CHECKOUT_PACKAGES,
    settings: { downPaymentPercent: 30, feePercent: 2 },
    api: context.api,
    storage: context.storage,
    requestedSlug: 'kribi-beach-escape',
    today: '2026-01-10',
    navigate: (url) => context.visited.push(url),
    urls: { packages: '/packages', pay: (code) => `/payments/pay?code=${code}` },
    loadRules: async () => rules,
    ...overrides,
  };
}

/** Types values into the checkout, field by field, as the island does. */
export function fillDraft(
  checkout: { update: (field: Field, value: never) => void },
  values: Partial<CheckoutDraft>,
): void {
  for (const [field, value] of Object.entries(values)) checkout.update(field as Field, value as never);
}
