import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bookingCodeProblem,
  bookingCodesIn,
  CODE_ALPHABET,
  CODE_BITS,
  canonicalBookingCode,
  generateBookingCode,
  normalizeBookingCode,
} from '../../../src/domain/booking-code.ts';

describe('booking codes', () => {
  it('carry at least 40 bits and avoid I, L, O, U', () => {
    expect(CODE_BITS).toBeGreaterThanOrEqual(40);
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('are generated from the injected random bytes, grouped for reading', () => {
    const fixed = () => Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 31]);
    expect(generateBookingCode(fixed)).toBe('0123-4567-8Z');
    expect(generateBookingCode(() => new Uint8Array(10).fill(32 + 10))).toBe('AAAA-AAAA-AA');
  });

  it('are unique in practice and always valid', () => {
    const codes = new Set<string>();
    for (let i = 0; i < 5_000; i += 1) {
      const code = generateBookingCode((n) => randomBytes(n));
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{2}$/);
      expect(bookingCodeProblem(code)).toBeNull();
      codes.add(code);
    }
    expect(codes.size).toBe(5_000);
  });

  it.each([
    ['k7mx-3qpd-2w', 'K7MX-3QPD-2W'],
    [' K7MX 3QPD 2W ', 'K7MX-3QPD-2W'],
    ['K7MX3QPD2W', 'K7MX-3QPD-2W'],
    ['K7MX—3QPD2W', null],
    ['o1il-0000-00', '0111-0000-00'],
  ])('canonical(%s) = %s', (input, expected) => {
    expect(canonicalBookingCode(input)).toBe(expected);
  });

  it.each([
    ['', 'required'],
    [' - ', 'required'],
    ['K7MX', 'tooShort'],
    ['K7MX-3QPD-2', 'tooShort'],
    ['K7MX-3QPD-2WX', 'tooLong'],
    ['K7MX-3QPD-2U', 'invalid'],
    ['K7MX-3QPD-2!', 'invalid'],
    ['K7MX-3QPD-2W', null],
  ])('problem(%s) = %s', (input, expected) => {
    expect(bookingCodeProblem(input)).toBe(expected);
  });

  it('normalises case, separators and look-alikes', () => {
    expect(normalizeBookingCode('ab-cd ef_gh.io')).toBe('ABCDEFGH10');
  });

  it('finds the codes a message names, canonical, once each, at most three', () => {
    expect(bookingCodesIn('Hello, my booking K7MX-3QPD-2W: please send my messages here.')).toEqual([
      'K7MX-3QPD-2W',
    ]);
    expect(bookingCodesIn('k7mx 3qpd 2w and K7MX3QPD2W')).toEqual(['K7MX-3QPD-2W']);
    expect(bookingCodesIn('AAAA-AAAA-A1 BBBB-BBBB-B1 CCCC-CCCC-C1 DDDD-DDDD-D1')).toHaveLength(3);
    // Part of a longer run of letters, or with a letter outside the alphabet: not a code.
    expect(bookingCodesIn('XK7MX-3QPD-2W K7MX-3QPD-2WX K7MX-3QPD-2U hello')).toEqual([]);
  });
});
