import { beforeEach, describe, expect, it } from 'vitest';
import type { DepartureSeats, PackageDepartures } from '../../../../src/api/contract.ts';
import type { Departure } from '../../../../src/domain/departure.ts';
import {
  type CheckoutDraft,
  type CheckoutOptions,
  createCheckout,
  type Field,
} from '../../../../src/stores/checkout/checkout.ts';
import { departureError, departureOptions } from '../../../../src/stores/checkout/checkout-departures.ts';
import * as rules from '../../../../src/stores/checkout/checkout-rules.ts';
import { drainNotices } from '../../../../src/stores/notices.ts';
import { memoryStorage } from '../../../../src/stores/session-storage.ts';
import { type FakeApi, fakeApi, offline, ok, refused } from '../fake-api.ts';
import { VALID_DRAFT } from './checkout-fixture.ts';

const SLUG = 'mount-cameroon-and-limbe';
const planned: Departure[] = [
  { id: 'past', date: '2026-01-05', seats: 12, pricePerPerson: null, status: 'open' },
  { id: 'feb', date: '2026-02-13', seats: 12, pricePerPerson: null, status: 'open' },
  { id: 'mar', date: '2026-03-13', seats: 12, pricePerPerson: null, status: 'closed' },
  { id: 'apr', date: '2026-04-10', seats: 8, pricePerPerson: null, status: 'open' },
  { id: 'dec', date: '2026-12-18', seats: 14, pricePerPerson: 265_000, status: 'open' },
];
const live: DepartureSeats[] = [
  { id: 'feb', date: '2026-02-13', pricePerPerson: 200_000, seatsLeft: 12, availability: 'open' },
  { id: 'mar', date: '2026-03-13', pricePerPerson: 200_000, seatsLeft: 0, availability: 'closed' },
  { id: 'apr', date: '2026-04-10', pricePerPerson: 200_000, seatsLeft: 0, availability: 'full' },
  { id: 'dec', date: '2026-12-18', pricePerPerson: 265_000, seatsLeft: 4, availability: 'few' },
];
const answer = (departures = live): PackageDepartures => ({ packageSlug: SLUG, departures });
const packages = [
  { slug: SLUG, title: 'Mount Cameroon', pricePerPerson: 200_000, minPeople: 3, departures: planned },
  { slug: 'kribi-beach-escape', title: 'Kribi beach escape', pricePerPerson: 150_000, minPeople: 3 },
];

let api: FakeApi;

function setup(overrides: Partial<CheckoutOptions> = {}) {
  return createCheckout({
    locale: 'en',
    packages,
    settings: { downPaymentPercent: 30, feePercent: 2 },
    api,
    storage: memoryStorage(),
    requestedSlug: SLUG,
    today: '2026-01-10',
    navigate: () => undefined,
    urls: { packages: '/packages', pay: (code) => `/payments/pay?code=${code}` },
    loadRules: async () => rules,
    ...overrides,
  });
}

function fill(checkout: ReturnType<typeof setup>, values: Partial<CheckoutDraft>) {
  for (const [field, value] of Object.entries(values)) checkout.update(field as Field, value as never);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const errorOf = (checkout: ReturnType<typeof setup>, field: Field) => checkout.$errors.get()[field];

beforeEach(() => {
  api = fakeApi();
  drainNotices();
});

describe('departure options', () => {
  const pkg = packages[0] ?? null;

  it("shows the page's departures to come at once, their seats being checked, a closed one closed", () => {
    expect(departureOptions(pkg, null, '2026-01-10')).toEqual([
      { id: 'feb', date: '2026-02-13', pricePerPerson: 200_000, seatsLeft: null, state: 'checking' },
      { id: 'mar', date: '2026-03-13', pricePerPerson: 200_000, seatsLeft: null, state: 'closed' },
      { id: 'apr', date: '2026-04-10', pricePerPerson: 200_000, seatsLeft: null, state: 'checking' },
      { id: 'dec', date: '2026-12-18', pricePerPerson: 265_000, seatsLeft: null, state: 'checking' },
    ]);
  });

  it('follows the seats function once it answered, and says unknown when it could not', () => {
    const ready = departureOptions(pkg, { slug: SLUG, phase: 'ready', departures: live }, '2026-01-10');
    expect(ready.map((o) => [o.id, o.state, o.seatsLeft])).toEqual([
      ['feb', 'open', 12],
      ['mar', 'closed', 0],
      ['apr', 'full', 0],
      ['dec', 'few', 4],
    ]);
    const failed = departureOptions(pkg, { slug: SLUG, phase: 'failed', departures: [] }, '2026-01-10');
    expect(failed.map((o) => o.state)).toEqual(['unknown', 'closed', 'unknown', 'unknown']);
  });

  it('offers nothing for a trip sold on request, nor from an answer about another trip', () => {
    expect(departureOptions(packages[1] ?? null, null, '2026-01-10')).toEqual([]);
    const other = departureOptions(pkg, { slug: 'other', phase: 'ready', departures: [] }, '2026-01-10');
    expect(other.map((o) => o.state)).toContain('checking');
  });

  it('asks for a departure, refuses a full, closed or unknown one, and a group over the seats left', () => {
    const options = departureOptions(pkg, { slug: SLUG, phase: 'ready', departures: live }, '2026-01-10');
    expect(departureError(options, '', 3)).toEqual({ key: 'validation.departure.required' });
    expect(departureError(options, 'forged', 3)).toEqual({ key: 'validation.departure.unknown' });
    expect(departureError(options, 'apr', 3)).toEqual({ key: 'islands.checkout.departureError.full' });
    expect(departureError(options, 'mar', 3)).toEqual({ key: 'islands.checkout.departureError.closed' });
    expect(departureError(options, 'dec', 5)).toEqual({
      key: 'islands.checkout.departureError.fewOther',
      params: { count: 4 },
    });
    expect(departureError(options, 'dec', 4)).toBeNull();
    expect(departureError([], '', 3)).toBeNull();
  });
});

describe('checkout of a trip sold by departures', () => {
  it('loads the seats left on arrival, and the price follows the chosen departure', async () => {
    api.answer('departures', ok(answer()));
    const checkout = setup();
    checkout.start();
    expect(checkout.$departures.get()[0]?.state).toBe('checking');
    await settle();
    expect(api.callsOf('departures')).toEqual([[SLUG]]);
    expect(checkout.$departures.get()[3]).toMatchObject({ id: 'dec', state: 'few', seatsLeft: 4 });
    fill(checkout, { departureId: 'feb' });
    expect(checkout.$price.get()?.pricePerPerson).toBe(200_000);
    fill(checkout, { departureId: 'dec' });
    expect(checkout.$price.get()).toMatchObject({ pricePerPerson: 265_000, total: 795_000 });
  });

  it('catches at step 1 a missing departure, and a group larger than its seats left', async () => {
    api.answer('departures', ok(answer()));
    const checkout = setup();
    checkout.start();
    await settle();
    fill(checkout, { tripType: 'group' });
    await checkout.next();
    expect(errorOf(checkout, 'departureId')).toEqual({ key: 'validation.departure.required' });
    expect(checkout.$focus.get()?.target).toBe('departureId');
    fill(checkout, { departureId: 'dec', spots: '6' });
    await checkout.next();
    expect(errorOf(checkout, 'departureId')).toEqual({
      key: 'islands.checkout.departureError.fewOther',
      params: { count: 4 },
    });
    expect(checkout.$step.get()).toBe('customize');
    // A smaller group mends it: the error goes as the number changes.
    fill(checkout, { spots: '4' });
    expect(errorOf(checkout, 'departureId')).toBeUndefined();
    await checkout.next();
    expect(checkout.$errors.get()).toEqual({});
    expect(checkout.$step.get()).toBe('details');
  });

  it('lets a departure be picked while its seats are unknown (the booking checks them)', async () => {
    api.answer('departures', offline);
    const checkout = setup();
    checkout.start();
    await settle();
    expect(checkout.$departures.get()[0]?.state).toBe('unknown');
    fill(checkout, { departureId: 'feb', tripType: 'group' });
    await checkout.next();
    expect(checkout.$step.get()).toBe('details');
  });

  it("books the departure without a preferred date, and shows the server's 409 on it, refreshed", async () => {
    api.answer(
      'departures',
      ok(answer()),
      ok(answer(live.map((d) => ({ ...d, seatsLeft: 0, availability: 'full' })))),
    );
    api.answer('createBooking', refused('This departure is sold out', { key: 'api.departure.soldOut' }));
    const checkout = setup();
    checkout.start();
    await settle();
    fill(checkout, { ...VALID_DRAFT, departureId: 'feb', preferredDate: '2026-05-01' });
    checkout.$draft.set({ ...checkout.$draft.get(), step: 3 });
    await checkout.submit();
    const [body] = api.callsOf('createBooking')[0] ?? [];
    expect(body).toMatchObject({ departureId: 'feb', spots: 3 });
    expect(body).not.toHaveProperty('preferredDate');
    expect(errorOf(checkout, 'departureId')).toEqual({ text: 'This departure is sold out' });
    expect(checkout.$step.get()).toBe('customize');
    expect(checkout.$focus.get()?.target).toBe('departureId');
    await settle();
    expect(api.callsOf('departures')).toHaveLength(2);
    expect(checkout.$departures.get()[0]?.state).toBe('full');
  });

  it('keeps the preferred date, and asks for no seats, for a trip sold on request', async () => {
    const checkout = setup({ requestedSlug: 'kribi-beach-escape' });
    checkout.start();
    await settle();
    expect(api.callsOf('departures')).toEqual([]);
    expect(checkout.$departures.get()).toEqual([]);
    fill(checkout, { tripType: 'group', preferredDate: '2026-05-01' });
    await checkout.next();
    expect(checkout.$step.get()).toBe('details');
  });
});
