import { atom, computed } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { STEPS, type Step } from '../../../../src/stores/checkout/checkout.ts';
import {
  type HistoryWindow,
  syncStepHistory,
  urlWithStep,
} from '../../../../src/stores/checkout/checkout-history.ts';

const path = (url: string | URL | null | undefined) => {
  const { pathname, search, hash } = new URL(String(url), 'http://site.test');
  return pathname + search + hash;
};

/** A browser history in memory: entries, the current one, and popstate on back/forward. */
function fakeWindow(href: string) {
  const entries: Array<{ state: unknown; url: string }> = [{ state: null, url: href }];
  let index = 0;
  let listener: ((event: { state: unknown }) => void) | null = null;
  const go = (delta: number) => {
    index += delta;
    listener?.({ state: entries[index]?.state });
  };
  const win: HistoryWindow & { forward(): void; entries: typeof entries; index(): number } = {
    history: {
      get state() {
        return entries[index]?.state;
      },
      pushState(state, _unused, url) {
        entries.splice(index + 1, entries.length, { state, url: path(url) });
        index += 1;
      },
      replaceState(state, _unused, url) {
        entries[index] = { state, url: path(url) };
      },
      back: () => go(-1),
    },
    location: {
      get href() {
        return new URL(entries[index]?.url ?? '/', 'http://site.test').href;
      },
    },
    addEventListener: (_type, handler) => {
      listener = handler;
    },
    removeEventListener: () => {
      listener = null;
    },
    forward: () => go(1),
    entries,
    index: () => index,
  };
  return win;
}

function fakeCheckout(start = 0) {
  const $index = atom(start);
  const $step = computed($index, (index): Step => STEPS[index] ?? 'customize');
  return {
    $index,
    $step,
    goTo: (step: number) => $index.set(step),
    back: () => $index.set(Math.max(0, $index.get() - 1)),
  };
}

describe('checkout steps in the browser history', () => {
  it('adds an entry per step forward; Back and Forward show the steps again', () => {
    const win = fakeWindow('/checkout?package=kribi');
    const checkout = fakeCheckout();
    syncStepHistory(checkout, win);
    checkout.$index.set(1);
    checkout.$index.set(2);
    expect(win.entries.map((entry) => entry.url)).toEqual([
      '/checkout?package=kribi',
      '/checkout?package=kribi&step=details',
      '/checkout?package=kribi&step=payment',
    ]);
    win.history.back();
    expect(checkout.$step.get()).toBe('details');
    win.forward();
    expect(checkout.$step.get()).toBe('payment');
    expect(win.entries).toHaveLength(3);
  });

  it("makes the form's Back button the browser's Back while the step below is the checkout's", () => {
    const win = fakeWindow('/checkout?package=kribi');
    const checkout = fakeCheckout();
    const sync = syncStepHistory(checkout, win);
    checkout.$index.set(1);
    sync.back();
    expect(win.index()).toBe(0);
    expect(checkout.$step.get()).toBe('customize');
  });

  it('replaces the entry when a step back comes from the page (an error shown on step 1)', () => {
    const win = fakeWindow('/checkout?package=kribi');
    const checkout = fakeCheckout();
    syncStepHistory(checkout, win);
    checkout.$index.set(1);
    checkout.$index.set(2);
    checkout.$index.set(0);
    expect(win.entries.map((entry) => entry.url)).toEqual([
      '/checkout?package=kribi',
      '/checkout?package=kribi&step=details',
      '/checkout?package=kribi',
    ]);
  });

  it('names the step of a resumed draft in the address, with no entry below it to go back to', () => {
    const win = fakeWindow('/checkout?package=kribi');
    const checkout = fakeCheckout(2);
    const sync = syncStepHistory(checkout, win);
    expect(win.entries).toEqual([
      { state: { checkoutStep: 2, previous: null }, url: '/checkout?package=kribi&step=payment' },
    ]);
    // The form's Back stays on the page.
    sync.back();
    expect(win.index()).toBe(0);
    expect(checkout.$step.get()).toBe('details');
  });

  it('stops following once stopped', () => {
    const win = fakeWindow('/checkout');
    const checkout = fakeCheckout();
    syncStepHistory(checkout, win).stop();
    checkout.$index.set(1);
    expect(win.entries).toHaveLength(1);
  });

  it('writes the first step without a step in the address', () => {
    expect(urlWithStep('http://site.test/fr/checkout?package=a&step=confirm#x', 0)).toBe(
      'http://site.test/fr/checkout?package=a#x',
    );
    expect(urlWithStep('http://site.test/checkout?package=a', 3)).toBe(
      'http://site.test/checkout?package=a&step=confirm',
    );
  });
});
