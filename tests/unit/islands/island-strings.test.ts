import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { islandsEn } from '../../../src/i18n/catalog/islands.en.ts';
import { islandsFr } from '../../../src/i18n/catalog/islands.fr.ts';
import { catalogs, placeholders } from '../../../src/i18n/messages.ts';
import { CARD_RETURN_KEYS, CHECKOUT_KEYS, PAYMENT_KEYS, TRACKING_KEYS } from '../../../src/islands/keys.ts';

const islandsDir = fileURLToPath(new URL('../../../src/islands/', import.meta.url));
// An island's file by its name, in whichever feature's folder it lives.
const islandFiles = readdirSync(islandsDir, { recursive: true, encoding: 'utf8' });
const source = (file: string) => {
  const path = islandFiles.find((candidate) => basename(candidate) === file);
  if (path === undefined) throw new Error(`no ${file} under src/islands/`);
  return readFileSync(join(islandsDir, path), 'utf8');
};

/** Keys an island's source asks for: `t('a.b')` literally, or `t(`a.${x}`)` as the prefix `a.`. */
function keysUsed(files: string[]): { exact: string[]; prefixes: string[] } {
  const text = files.map(source).join('\n');
  const exact = [
    ...text.matchAll(/\bt\(\s*'([\w.]+)'/g),
    ...text.matchAll(/\? '(islands\.[\w.]+)'/g),
    ...text.matchAll(/: '(islands\.[\w.]+)'/g),
  ].map((m) => m[1] ?? '');
  const prefixes = [...text.matchAll(/\bt\(\s*`([\w.]+)\$\{/g)].map((m) => m[1] ?? '');
  return { exact: [...new Set(exact)], prefixes: [...new Set(prefixes)] };
}

const islands: Array<[string, readonly string[], string[]]> = [
  [
    'checkout',
    CHECKOUT_KEYS,
    [
      'CheckoutIsland.tsx',
      'CheckoutForm.tsx',
      'CheckoutCustomizeStep.tsx',
      'CheckoutContactSteps.tsx',
      'CheckoutSteps.tsx',
      'CheckoutDepartures.tsx',
      'CheckoutPrice.tsx',
      'fields.tsx',
      'InvoiceTable.tsx',
    ],
  ],
  [
    'payment',
    PAYMENT_KEYS,
    [
      'PaymentIsland.tsx',
      'PaymentStatusSteps.tsx',
      'PaymentRetryFields.tsx',
      'PaymentActions.tsx',
      'PaymentCardPanel.tsx',
      'fields.tsx',
      'InvoiceTable.tsx',
    ],
  ],
  ['card return', CARD_RETURN_KEYS, ['CardReturnView.tsx']],
  [
    'tracking',
    TRACKING_KEYS,
    [
      'TrackingIsland.tsx',
      'BookingGlance.tsx',
      'ReservationPanel.tsx',
      'PaymentInfoPanel.tsx',
      'TransactionsPanel.tsx',
      'QuickActionsPanel.tsx',
      'SupportNote.tsx',
      'ReviewForm.tsx',
      'fields.tsx',
    ],
  ],
];

describe('strings given to each island', () => {
  it.each(islands)('%s gets every string its source uses', (_name, keys, files) => {
    const given = new Set<string>(keys);
    const { exact, prefixes } = keysUsed(files);
    expect(exact.length).toBeGreaterThan(5);
    expect(exact.filter((key) => !given.has(key))).toEqual([]);
    for (const prefix of prefixes)
      expect(
        [...given].some((key) => key.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it.each(islands)('%s gets the shell and the error catalogue strings', (_name, keys) => {
    for (const key of [
      'islands.shell.fatalTitle',
      'islands.shell.reload',
      'islands.error.network',
      'validation.code.tooShort',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it.each(islands)('%s ships no whole catalogue', (_name, keys) => {
    expect(keys.length).toBeLessThan(Object.keys(catalogs.en).length / 2);
  });
});

describe('islands catalogue', () => {
  it('has the same keys and placeholders in French', () => {
    expect(Object.keys(islandsFr).sort()).toEqual(Object.keys(islandsEn).sort());
    for (const key of Object.keys(islandsEn) as Array<keyof typeof islandsEn>) {
      expect(placeholders(islandsFr[key]), key).toEqual(placeholders(islandsEn[key]));
      expect(islandsFr[key].trim(), key).not.toBe('');
    }
  });

  it('keeps the original product’s messages', () => {
    expect(islandsEn['islands.pay.doNotClose']).toBe('Do not close or reload this page!');
    expect(islandsEn['islands.pay.stuck']).toBe('Completed payment but stuck here?');
    expect(islandsEn['islands.pay.status.failed']).toBe('This payment has failed.');
    expect(islandsEn['islands.checkout.step.confirm']).toBe('Are we good to go?');
    expect(islandsEn['islands.checkout.next']).toBe('Proceed to next step');
    expect(islandsEn['islands.checkout.back']).toBe('Back to previous step');
    expect(islandsEn['islands.checkout.submit']).toBe('Proceed to Payment');
    // The original support line read like a complaint form, even on a paid booking.
    expect(islandsEn['islands.track.supportHint']).toBe(
      'A question about this booking? Write to us on WhatsApp and give your booking code.',
    );
  });
});
