import { describe, expect, it } from 'vitest';
import { ISLAND_CHUNK_GROUPS, islandChunkName } from '../../../../scripts/lib/island-chunks.ts';

const src = (path: string) => `/repo/src/${path}`;
const CHECKOUT = src('islands/CheckoutIsland.tsx');
const PAYMENT = src('islands/PaymentIsland.tsx');
const TRACKING = src('islands/TrackingIsland.tsx');
const ADMIN = src('islands/admin/AdminApp.tsx');

/** A module graph from its static importers; entries are the islands. */
function graph(importers: Record<string, string[]>) {
  const entries = new Set([CHECKOUT, PAYMENT, TRACKING, ADMIN]);
  return {
    getModuleInfo: (id: string) =>
      id in importers || entries.has(id)
        ? { isEntry: entries.has(id), importers: importers[id] ?? [] }
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
