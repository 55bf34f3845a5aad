import { beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '../../../../src/api/contract.ts';
import {
  type CheckoutDraft,
  type CheckoutOptions,
  createCheckout,
  DRAFT_STORAGE_KEY,
  emptyDraft,
} from '../../../../src/stores/checkout/checkout.ts';
import * as rules from '../../../../src/stores/checkout/checkout-rules.ts';
import { drainNotices } from '../../../../src/stores/notices.ts';
import { paymentNumberStore } from '../../../../src/stores/payment/payment-number.ts';
import { type KeyValueStorage, memoryStorage } from '../../../../src/stores/session-storage.ts';
import { type FakeApi, fakeApi, offline, ok, refused } from '../fake-api.ts';
import { CHECKOUT_PACKAGES, checkoutOptions, fillDraft, VALID_DRAFT } from './checkout-fixture.ts';

let api: FakeApi;
let storage: KeyValueStorage;
let visited: string[];

function setup(overrides: Partial<CheckoutOptions> = {}) {
  return createCheckout(checkoutOptions({ api, storage, visited }, overrides));
}

const errorKeys = (checkout: ReturnType<typeof setup>) =>
  Object.fromEntries(
    Object.entries(checkout.$errors.get()).map(([field, message]) => [
      field,
      'key' in message ? message.key : message.text,
    ]),
  );

beforeEach(() => {
  api = fakeApi();
  storage = memoryStorage();
  visited = [];
  drainNotices();
});

describe('checkout guard', () => {
  it('sends a visitor without a package (and no draft) to the packages list', () => {
    const checkout = setup({ requestedSlug: null });
    expect(checkout.start()).toBe('redirected');
    expect(visited).toEqual(['/packages']);
    expect(checkout.$status.get()).toBe('redirected');
  });

  it('sends a visitor with an unknown package to the packages list', () => {
    expect(setup({ requestedSlug: 'nope' }).start()).toBe('redirected');
    expect(visited).toEqual(['/packages']);
  });

  it('resumes a stored draft without a package in the address', () => {
    storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ ...emptyDraft('waza-safari'), spots: '5', step: 1 }));
    const checkout = setup({ requestedSlug: null });
    expect(checkout.start()).toBe('ready');
    expect(checkout.$package.get()?.slug).toBe('waza-safari');
    expect(checkout.$step.get()).toBe('details');
  });

  it('starts the trip afresh for another package but keeps who the visitor is', () => {
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ ...emptyDraft('waza-safari'), spots: '5', fullName: 'Jane Doe', step: 2 }),
    );
    const checkout = setup();
    checkout.start();
    expect(checkout.$draft.get()).toMatchObject({
      packageSlug: 'kribi-beach-escape',
      spots: '3',
      fullName: 'Jane Doe',
      step: 0,
    });
  });

  it("starts at the package's minimum number of people and a single payment", () => {
    const checkout = setup({ requestedSlug: 'waza-safari' });
    checkout.start();
    expect(checkout.$draft.get()).toMatchObject({ spots: '4', paymentType: 'single', step: 0 });
  });
});

describe('step validation', () => {
  const cases: Array<[string, Partial<CheckoutDraft>, number, Record<string, string>]> = [
    [
      'spots below the minimum and no trip type',
      { spots: '2' },
      0,
      { spots: 'validation.package.minPeople', tripType: 'validation.tripType.invalid' },
    ],
    ['spots not a number', { spots: '', tripType: 'group' }, 0, { spots: 'validation.spots.invalid' }],
    [
      'a trip type smaller than the package minimum',
      { tripType: 'solo' },
      0,
      { tripType: 'validation.tripType.belowMinimum' },
    ],
    [
      'a date in the past',
      { spots: '3', tripType: 'group', preferredDate: '2026-01-09' },
      0,
      { preferredDate: 'validation.date.past' },
    ],
    [
      'details missing',
      {},
      1,
      {
        fullName: 'validation.name.required',
        email: 'validation.email.required',
        whatsapp: 'validation.phone.required',
      },
    ],
    [
      'details invalid',
      { fullName: '12', email: 'jane@', whatsapp: '12' },
      1,
      {
        fullName: 'validation.name.invalid',
        email: 'validation.email.invalid',
        whatsapp: 'validation.phone.invalid',
      },
    ],
    [
      'payment missing',
      {},
      2,
      {
        paymentMethod: 'validation.paymentMethod.required',
        paymentNumber: 'validation.paymentNumber.required',
      },
    ],
    [
      'payment number missing',
      { paymentMethod: 'orange' },
      2,
      { paymentNumber: 'validation.paymentNumber.required' },
    ],
    [
      'no operator, a number that is not mobile money',
      { paymentNumber: '222 12 34 56' },
      2,
      { paymentMethod: 'validation.paymentMethod.required', paymentNumber: 'validation.phone.invalid' },
    ],
    [
      'payment number not mobile money',
      { paymentMethod: 'mtn', paymentNumber: '222000000', paymentEmail: 'x@' },
      2,
      { paymentNumber: 'validation.phone.invalid', paymentEmail: 'validation.email.invalid' },
    ],
    ['terms not accepted', {}, 3, { termsAccepted: 'validation.terms.required' }],
  ];

  it.each(cases)('%s', async (_name, values, step, expected) => {
    const checkout = setup();
    checkout.start();
    const draft = checkout.$draft.get();
    checkout.$draft.set({ ...draft, step });
    fillDraft(checkout, values);
    await checkout.next();
    expect(errorKeys(checkout)).toEqual(expected);
    expect(checkout.$draft.get().step).toBe(step);
    expect(checkout.$focus.get()?.target).toBe(Object.keys(expected)[0]);
  });

  it("applies a package's own minimum above 3", async () => {
    const checkout = setup({ requestedSlug: 'waza-safari' });
    checkout.start();
    fillDraft(checkout, { spots: '3', tripType: 'group' });
    await checkout.next();
    expect(checkout.$errors.get().spots).toEqual({
      key: 'validation.package.minPeople',
      params: { min: 4, max: 50 },
    });
  });

  it('moves forward and back, moving focus to the step heading, and clears a field error on input', async () => {
    const checkout = setup();
    checkout.start();
    await checkout.next();
    expect(checkout.$errors.get().tripType).toBeDefined();
    checkout.update('tripType', 'group');
    expect(checkout.$errors.get().tripType).toBeUndefined();
    await checkout.next();
    expect(checkout.$step.get()).toBe('details');
    expect(checkout.$focus.get()?.target).toBe('step');
    checkout.back();
    expect(checkout.$step.get()).toBe('customize');
    checkout.back();
    expect(checkout.$step.get()).toBe('customize');
  });

  it('suggests the operator from the number and fills an empty method', async () => {
    const checkout = setup();
    checkout.start();
    await checkout.ensureRules();
    checkout.update('paymentNumber', '690000000');
    expect(checkout.$operatorSuggestion.get()).toBe('orange');
    expect(checkout.$draft.get().paymentMethod).toBe('orange');
    checkout.update('paymentNumber', '670000000');
    expect(checkout.$operatorSuggestion.get()).toBe('mtn');
    expect(checkout.$draft.get().paymentMethod).toBe('orange');
  });

  it('stops a number of the other network at step 3: one tap switches, or keeps a moved number', async () => {
    const checkout = setup();
    checkout.start();
    checkout.$draft.set({ ...checkout.$draft.get(), step: 2 });
    fillDraft(checkout, { paymentMethod: 'mtn', paymentNumber: '690000000' });
    await checkout.next();
    expect(errorKeys(checkout)).toEqual({ paymentNumber: 'validation.paymentNumber.looksOrange' });
    expect(checkout.$step.get()).toBe('payment');
    // Switching the network mends it.
    checkout.update('paymentMethod', 'orange');
    expect(checkout.$errors.get().paymentNumber).toBeUndefined();
    await checkout.next();
    expect(checkout.$step.get()).toBe('confirm');

    // A number that moved networks: the visitor keeps their choice and goes on.
    checkout.back();
    fillDraft(checkout, { paymentMethod: 'orange', paymentNumber: '670000000' });
    await checkout.next();
    expect(errorKeys(checkout)).toEqual({ paymentNumber: 'validation.paymentNumber.looksMtn' });
    await checkout.keepOperator();
    expect(checkout.$step.get()).toBe('confirm');
    // A new number is checked again.
    checkout.back();
    checkout.update('paymentNumber', '670000002');
    await checkout.next();
    expect(errorKeys(checkout)).toEqual({ paymentNumber: 'validation.paymentNumber.looksMtn' });
  });

  it('tells the visitor when the rules cannot be loaded, and tries again next time', async () => {
    let fail = true;
    const checkout = setup({
      loadRules: async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return rules;
      },
    });
    checkout.start();
    await checkout.next();
    expect(checkout.$banner.get()).toEqual({ key: 'islands.error.network' });
    fail = false;
    await checkout.next();
    expect(checkout.$banner.get()).toBeNull();
    expect(checkout.$errors.get().tripType).toBeDefined();
  });
});

describe('trip types', () => {
  it("offers only the trip types that fit the package's minimum", () => {
    const small = { slug: 'city-walk', title: 'City walk', pricePerPerson: 20_000, minPeople: 1 };
    const pair = { slug: 'honeymoon', title: 'Honeymoon', pricePerPerson: 90_000, minPeople: 2 };
    const offered = (slug: string) => {
      const checkout = setup({ packages: [...CHECKOUT_PACKAGES, small, pair], requestedSlug: slug });
      checkout.start();
      return checkout.$tripTypes.get();
    };
    expect(offered('kribi-beach-escape')).toEqual(['group', 'family']);
    expect(offered('honeymoon')).toEqual(['group', 'couple', 'family']);
    expect(offered('city-walk')).toEqual(['group', 'couple', 'solo', 'family']);
  });
});

describe('price preview', () => {
  it('prices with the shared domain code once the spots are valid', () => {
    const checkout = setup();
    checkout.start();
    // Priced from the first step: the number of people starts at the package minimum.
    expect(checkout.$price.get()).toMatchObject({ spots: 3, total: 450_000, chargedNow: 450_000 });
    fillDraft(checkout, { spots: '' });
    expect(checkout.$price.get()).toBeNull();
    fillDraft(checkout, { spots: '3', paymentType: 'multiple' });
    expect(checkout.$price.get()).toMatchObject({
      total: 450_000,
      chargedNow: 135_000,
      fee: 2_700,
      dueNow: 137_700,
    });
  });
});

describe('payment type above the online cap', () => {
  it('disables the full payment above 1,000,000 XAF and applies the down payment, keeping the choice', () => {
    const checkout = setup();
    checkout.start();
    fillDraft(checkout, { paymentType: 'single', spots: '6' });
    // 900,000 XAF: the full payment is there and chosen.
    expect(checkout.$paymentChoice.get()).toEqual({ value: 'single', fullAvailable: true });
    fillDraft(checkout, { spots: '7' });
    // 1,050,000 XAF: only the down payment is paid online, and the choice shown says so.
    expect(checkout.$paymentChoice.get()).toEqual({ value: 'multiple', fullAvailable: false });
    expect(checkout.$price.get()).toMatchObject({ paymentType: 'multiple', chargedNow: 315_000 });
    // Back under the cap, the visitor's own choice returns.
    fillDraft(checkout, { spots: '6' });
    expect(checkout.$paymentChoice.get()).toEqual({ value: 'single', fullAvailable: true });
  });

  it('asks the server for the down payment when a full payment was picked below the cap', async () => {
    const checkout = setup();
    checkout.start();
    fillDraft(checkout, { ...VALID_DRAFT, paymentType: 'single', spots: '7' });
    checkout.$draft.set({ ...checkout.$draft.get(), step: 3 });
    api.answer('createBooking', ok({ code: 'K7MX-3QPD-2W' } as CreatedBooking));
    await checkout.submit();
    expect(api.callsOf('createBooking')[0]?.[0]).toMatchObject({ spots: 7, paymentType: 'multiple' });
  });
});

describe('paying by card', () => {
  it('prices with the card fee, asks no number and books for card', async () => {
    const checkout = setup();
    checkout.start();
    fillDraft(checkout, { ...VALID_DRAFT, paymentMethod: 'card', paymentNumber: '6700' });
    // 30 % of 3 × 150,000 = 135,000; the card fee is 3.5 % of it (the default), not mobile money's 2 %.
    expect(checkout.$price.get()).toMatchObject({
      chargedNow: 135_000,
      fee: 4_725,
      dueNow: 139_725,
      card: true,
    });
    checkout.$draft.set({ ...checkout.$draft.get(), step: 3 });
    api.answer('createBooking', ok({ code: 'K7MX-3QPD-2W' } as CreatedBooking));
    await checkout.submit();
    expect(api.callsOf('createBooking')[0]?.[0]).toMatchObject({ payment: { method: 'card' } });
    expect(api.callsOf('createBooking')[0]?.[0]).not.toHaveProperty('payment.number');
    // No number to hand to the payment page.
    expect(paymentNumberStore(storage, 'K7MX-3QPD-2W').read()).toBeNull();
  });

  it('prices with mobile money’s fee again when mobile money is chosen back', () => {
    const checkout = setup();
    checkout.start();
    fillDraft(checkout, { ...VALID_DRAFT, paymentMethod: 'card' });
    fillDraft(checkout, { paymentMethod: '' });
    expect(checkout.$price.get()).toMatchObject({ chargedNow: 135_000, fee: 2_700 });
    expect(checkout.$price.get()).not.toHaveProperty('card');
  });
});

describe('persistence', () => {
  it('remembers progress across a reload and forgets it once the booking is made', async () => {
    const first = setup();
    first.start();
    fillDraft(first, VALID_DRAFT);
    first.$draft.set({ ...first.$draft.get(), step: 2 });
    first.update('paymentEmail', '');

    const reloaded = setup({ requestedSlug: null });
    reloaded.start();
    expect(reloaded.$draft.get()).toMatchObject({ ...VALID_DRAFT, step: 2 });

    api.answer('createBooking', ok({ code: 'K7MX-3QPD-2W' } as CreatedBooking));
    reloaded.$draft.set({ ...reloaded.$draft.get(), step: 3 });
    await reloaded.submit();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    // ...and hands the payment number to the payment page, which shows it if a payment fails.
    expect(paymentNumberStore(storage, 'K7MX-3QPD-2W').read()).toEqual({
      method: 'mtn',
      number: '670000000',
    });
  });
});

describe('submit', () => {
  function ready() {
    const checkout = setup();
    checkout.start();
    fillDraft(checkout, VALID_DRAFT);
    checkout.$draft.set({ ...checkout.$draft.get(), step: 3 });
    return checkout;
  }

  it('creates the booking once and goes to the payment page, buttons staying disabled', async () => {
    const checkout = ready();
    let release: () => void = () => {};
    api.answer(
      'createBooking',
      () => new Promise((resolve) => (release = () => resolve(ok({ code: 'K7MX-3QPD-2W' })))),
    );
    const pending = checkout.submit();
    await Promise.resolve();
    expect(checkout.$submitting.get()).toBe(true);
    await checkout.submit();
    await checkout.next();
    checkout.back();
    release();
    await pending;
    expect(api.callsOf('createBooking')).toHaveLength(1);
    expect(api.callsOf('createBooking')[0]?.[0]).toEqual({
      packageSlug: 'kribi-beach-escape',
      spots: 3,
      tripType: 'group',
      contact: { fullName: 'Jane Doe', email: 'jane@example.com', whatsapp: '670000000' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'multiple',
      termsAccepted: true,
      locale: 'en',
    });
    expect(visited).toEqual(['/payments/pay?code=K7MX-3QPD-2W']);
    expect(checkout.$submitting.get()).toBe(true);
    expect(checkout.$step.get()).toBe('confirm');
  });

  it('does not call the server while a step is invalid, and shows that step', async () => {
    const checkout = ready();
    checkout.update('email', 'nope');
    await checkout.submit();
    expect(api.calls).toEqual([]);
    expect(checkout.$step.get()).toBe('details');
    expect(checkout.$focus.get()?.target).toBe('email');
  });

  it("shows the server's refusal and its field issues inline", async () => {
    const checkout = ready();
    api.answer(
      'createBooking',
      refused('Some fields are invalid.', {
        issues: [
          { path: 'contact.whatsapp', key: 'validation.phone.invalid', message: 'Le numéro est invalide' },
        ],
      }),
    );
    await checkout.submit();
    expect(checkout.$banner.get()).toEqual({ text: 'Some fields are invalid.' });
    expect(checkout.$errors.get().whatsapp).toEqual({ text: 'Le numéro est invalide' });
    expect(checkout.$step.get()).toBe('details');
    expect(checkout.$submitting.get()).toBe(false);
    expect(drainNotices().map((notice) => notice.text)).toEqual(['Some fields are invalid.']);
    expect(storage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });

  it("shows the error catalogue's text on a network failure and allows another try", async () => {
    const checkout = ready();
    api.answer('createBooking', offline);
    await checkout.submit();
    expect(checkout.$banner.get()).toEqual({ key: 'islands.error.network' });
    expect(checkout.$submitting.get()).toBe(false);
    expect(visited).toEqual([]);
  });
});

describe('a step the browser history names', () => {
  it('moves only to a step that exists: a forged entry (99, -1, 1.5, NaN) changes nothing', () => {
    const checkout = setup();
    checkout.start();
    checkout.goTo(2);
    expect(checkout.$step.get()).toBe('payment');
    for (const forged of [99, -1, 1.5, Number.NaN]) checkout.goTo(forged);
    expect(checkout.$step.get()).toBe('payment');
    checkout.goTo(1);
    expect(checkout.$step.get()).toBe('details');
  });
});
