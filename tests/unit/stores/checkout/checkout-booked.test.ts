import { beforeEach, describe, expect, it } from 'vitest';
import type { CreatedBooking } from '../../../../src/api/contract.ts';
import { createCheckout } from '../../../../src/stores/checkout/checkout.ts';
import { BOOKED_STORAGE_KEY } from '../../../../src/stores/checkout/checkout-booked.ts';
import { type KeyValueStorage, memoryStorage } from '../../../../src/stores/session-storage.ts';
import { type FakeApi, fakeApi, ok } from '../fake-api.ts';
import { checkoutOptions, fillDraft, VALID_DRAFT } from './checkout-fixture.ts';

// Back from the payment page (or a reload) must never post the same booking a second time.
let api: FakeApi;
let storage: KeyValueStorage;
let visited: string[];

function setup(requestedSlug: string | null = 'kribi-beach-escape', returning = true) {
  return createCheckout(checkoutOptions({ api, storage, visited }, { requestedSlug, returning }));
}

async function bookOnce(): Promise<void> {
  const checkout = setup();
  checkout.start();
  fillDraft(checkout, VALID_DRAFT);
  checkout.$draft.set({ ...checkout.$draft.get(), step: 3 });
  api.answer('createBooking', ok({ code: 'K7MX-3QPD-2W' } as CreatedBooking));
  await checkout.submit();
}

beforeEach(() => {
  api = fakeApi();
  storage = memoryStorage();
  visited = [];
});

describe('a booking already made from this tab', () => {
  it('is offered again, with its payment page, when the checkout of that trip opens again', async () => {
    await bookOnce();
    const back = setup();
    expect(back.start()).toBe('booked');
    expect(back.$booked.get()).toEqual({ code: 'K7MX-3QPD-2W', packageSlug: 'kribi-beach-escape' });
    // A submit from a page restored as it was left goes to that payment page, posting nothing.
    await back.submit();
    expect(api.callsOf('createBooking')).toHaveLength(1);
    expect(visited.at(-1)).toBe('/payments/pay?code=K7MX-3QPD-2W');
  });

  it('is read again when the browser restores the page from its cache', async () => {
    const page = setup('kribi-beach-escape', false);
    page.start();
    await bookOnce();
    page.$submitting.set(true);
    page.resume();
    expect(page.$status.get()).toBe('booked');
    expect(page.$submitting.get()).toBe(false);
  });

  it('does not stop a new visit to the trip (a link, not Back) from booking it again', async () => {
    await bookOnce();
    expect(setup('kribi-beach-escape', false).start()).toBe('ready');
  });

  it('does not stop a booking of another trip', async () => {
    await bookOnce();
    const other = setup('waza-safari');
    expect(other.start()).toBe('ready');
    expect(other.$booked.get()).toBeNull();
  });

  it('is forgotten when the visitor chooses to make another booking', async () => {
    await bookOnce();
    const back = setup();
    back.start();
    back.bookAgain();
    expect(back.$status.get()).toBe('ready');
    expect(back.$step.get()).toBe('customize');
    expect(storage.getItem(BOOKED_STORAGE_KEY)).toBeNull();
    expect(setup().start()).toBe('ready');
  });

  it('ignores what another version of the site stored', () => {
    storage.setItem(BOOKED_STORAGE_KEY, JSON.stringify({ code: 42 }));
    expect(setup().start()).toBe('ready');
  });
});
