import { describe, expect, it } from 'vitest';
import { textKey } from '../../../../src/content/translation/text-key.ts';

describe('textKey', () => {
  it('is the first 16 hex digits of the sha256 of the exact text, stable across runs', () => {
    expect(textKey('Discover Cameroon')).toBe('529fade69028408f');
  });

  it.each([
    ['Discover Cameroon', 'Discover Cameroon '],
    ['Discover Cameroon', 'discover Cameroon'],
    ['café', 'cafe'],
    ['', ' '],
  ])('tells %j and %j apart', (a, b) => {
    expect(textKey(a)).not.toBe(textKey(b));
    expect(textKey(a)).toMatch(/^[0-9a-f]{16}$/);
  });
});
