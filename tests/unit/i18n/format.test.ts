import { describe, expect, it } from 'vitest';
import { formatDate, formatXaf, pluralCategory } from '../../../src/i18n/format.ts';

// Intl separates French thousands with a narrow no-break space (U+202F) and the symbol with U+00A0.
const normalise = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatXaf', () => {
  it.each([
    [250000, 'en', 'XAF 250,000'],
    [250000, 'fr', '250 000 FCFA'],
    [1500000, 'en', 'XAF 1,500,000'],
    [1500000, 'fr', '1 500 000 FCFA'],
    [0, 'en', 'XAF 0'],
    [999, 'fr', '999 FCFA'],
  ] as const)('%d in %s -> %s', (amount, locale, expected) => {
    expect(normalise(formatXaf(amount, locale))).toBe(expected);
  });

  it('never shows decimals', () => {
    expect(formatXaf(1234.5, 'en')).not.toMatch(/\.\d/);
  });
});

describe('formatDate', () => {
  it.each([
    ['2025-03-12', 'en', '12 March 2025'],
    ['2025-03-12', 'fr', '12 mars 2025'],
    // 23:30 UTC is already the next day in Douala (UTC+1).
    ['2025-03-12T23:30:00Z', 'fr', '13 mars 2025'],
  ] as const)('%s in %s -> %s', (iso, locale, expected) => {
    expect(formatDate(iso, locale)).toBe(expected);
  });
});

describe('pluralCategory', () => {
  it.each([
    [1, 'en', 'one'],
    [2, 'en', 'other'],
    [0, 'en', 'other'],
    [0, 'fr', 'one'],
    [1, 'fr', 'one'],
    [2, 'fr', 'other'],
  ] as const)('%d in %s -> %s', (count, locale, expected) => {
    expect(pluralCategory(count, locale)).toBe(expected);
  });
});
