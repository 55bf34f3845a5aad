import { describe, expect, it } from 'vitest';
import { ISLAND_CHUNK_GROUPS, islandChunkName } from '../../../../scripts/lib/island-chunks.ts';

const src = (path: string) => `/repo/src/${path}`;
// The islands' feature folders, as they are in `src/islands/`.
const CHECKOUT = src('islands/checkout/CheckoutIsland.tsx');
const PAYMENT = src('islands/payment/PaymentIsland.tsx');
const TRACKING = src('islands/booking-page/TrackingIsland.tsx');
const ADMIN = src('islands/admin/AdminApp.tsx');

/** A module graph from its static importers (and `import()` callers); entries are the islands. */
function graph(importers: Record<string, string[]>, dynamicImporters: Record<string, string[]> = {}) {
  const entries = new Set([CHECKOUT, PAYMENT, TRACKING, ADMIN]);
  return {
    getModuleInfo: (id: string) =>
      id in importers || id in dynamicImporters || entries.has(id)
        ? {
            isEntry: entries.has(id),
            importers: importers[id] ?? [],
            dynamicImporters: dynamicImporters[id] ?? [],
          }
        : null,
  };
}

describe('islandChunkName', () => {
  const modules = graph({
    [src('islands/shell/IslandShell.tsx')]: [CHECKOUT, PAYMENT, TRACKING, ADMIN],
    [src('stores/api.ts')]: [src('islands/shell/IslandShell.tsx')],
    [src('islands/InvoiceTable.tsx')]: [CHECKOUT, PAYMENT],
    [src('islands/CheckoutDepartures.tsx')]: [CHECKOUT, ADMIN],
    [src('islands/admin/SelectField.tsx')]: [ADMIN],
    // Reached by the payment page, and by the checkout only through a lazy chunk.
    [src('islands/PaymentNotes.tsx')]: [PAYMENT],
  });

  it('puts code two customers’ islands share in the file of that set of islands', () => {
    expect(islandChunkName(src('islands/shell/IslandShell.tsx'), modules)).toBe(
      'islands-checkout-payment-tracking',
    );
    expect(islandChunkName(src('stores/api.ts'), modules)).toBe('islands-checkout-payment-tracking');
    expect(islandChunkName(src('islands/InvoiceTable.tsx'), modules)).toBe('islands-checkout-payment');
  });

  it('leaves code of one customer’s island, of the back office only, or lazy, to the bundler', () => {
    expect(islandChunkName(src('islands/CheckoutDepartures.tsx'), modules)).toBeNull();
    expect(islandChunkName(src('islands/admin/SelectField.tsx'), modules)).toBeNull();
    expect(islandChunkName(src('islands/PaymentNotes.tsx'), modules)).toBeNull();
    expect(islandChunkName(CHECKOUT, modules)).toBeNull();
  });

  it('keeps apart what two islands share and a third loads later, so it loads only that', () => {
    const steps = src('islands/CheckoutSteps.tsx');
    const form = src('islands/CheckoutForm.tsx');
    const later = graph(
      {
        [src('islands/PaymentNotes.tsx')]: [PAYMENT, TRACKING],
        [src('islands/BreakableText.tsx')]: [src('islands/PaymentNotes.tsx'), steps],
        [form]: [CHECKOUT],
        [src('islands/IndicativePrice.tsx')]: [TRACKING, steps],
      },
      { [steps]: [form] },
    );
    expect(islandChunkName(src('islands/PaymentNotes.tsx'), later)).toBe('islands-payment-tracking');
    expect(islandChunkName(src('islands/BreakableText.tsx'), later)).toBe(
      'islands-payment-tracking-then-checkout',
    );
    // One island first, another later: the bundler's file, which neither loads for nothing.
    expect(islandChunkName(src('islands/IndicativePrice.tsx'), later)).toBeNull();
  });

  it('lets the files of more islands, then of code loaded later, take their modules first', () => {
    const [, ...islands] = ISLAND_CHUNK_GROUPS;
    const shared = graph({
      [src('islands/shell/IslandShell.tsx')]: [CHECKOUT, PAYMENT, TRACKING],
      [src('islands/InvoiceTable.tsx')]: [CHECKOUT, PAYMENT],
    });
    const takers = (id: string) =>
      islands.flatMap((group) => {
        const name = typeof group.name === 'function' ? group.name(id, shared) : null;
        return name ? [{ name, priority: group.priority }] : [];
      });
    expect(takers(src('islands/shell/IslandShell.tsx'))).toEqual([
      { name: 'islands-checkout-payment-tracking', priority: 4 },
    ]);
    expect(takers(src('islands/InvoiceTable.tsx'))).toEqual([
      { name: 'islands-checkout-payment', priority: 2 },
    ]);
    const priorities = islands.map((group) => group.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('gives React its own group first, so the islands’ files do not take its core', () => {
    const [react, islands] = ISLAND_CHUNK_GROUPS;
    expect(react?.name).toBe('react');
    expect(react?.priority).toBeGreaterThan(islands?.priority ?? 0);
    const test = react?.test as RegExp;
    for (const id of [
      '/repo/node_modules/react/cjs/react.production.js',
      '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
      '/repo/node_modules/scheduler/index.js',
      '/repo/node_modules/@astrojs/react/dist/client.js',
    ]) {
      expect(test.test(id)).toBe(true);
    }
    expect(test.test('/repo/node_modules/react-hook-form/index.js')).toBe(false);
    expect(test.test('/repo/node_modules/@nanostores/react/index.js')).toBe(false);
  });
});
