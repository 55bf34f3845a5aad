import { describe, expect, it } from 'vitest';
import {
  formatCameroonNumber,
  normalizeCameroonNumber,
  normalizeInternationalNumber,
  normalizeMobileMoneyNumber,
  suggestOperator,
} from '../../../src/domain/phone.ts';

describe('Cameroon numbers', () => {
  it.each([
    ['670000000', '670000000'],
    ['+237 6 70 00 00 00', '670000000'],
    ['00237670000000', '670000000'],
    ['237670000000', '670000000'],
    ['+237-670-000-000', '670000000'],
    ['(+237) 699 12 34 56', '699123456'],
    ['222123456', '222123456'],
    ['67000000', null],
    ['6700000001', null],
    ['abc', null],
    ['', null],
    ['+33612345678', null],
  ])('normalizeCameroonNumber(%s) = %s', (input, expected) => {
    expect(normalizeCameroonNumber(input)).toBe(expected);
  });

  it.each([
    ['670000000', '670000000'],
    ['612345678', '612345678'],
    ['222123456', null],
  ])('mobile money number %s -> %s (any 6xx prefix accepted)', (input, expected) => {
    expect(normalizeMobileMoneyNumber(input)).toBe(expected);
  });

  it.each([
    ['670000000', 'mtn'],
    ['650000000', 'mtn'],
    ['654000000', 'mtn'],
    ['680000000', 'mtn'],
    ['655000000', 'orange'],
    ['656000000', 'orange'],
    ['690000000', 'orange'],
    ['686000000', 'orange'],
    ['640000000', 'orange'],
    ['620000000', null],
    ['660000000', null],
    ['nonsense', null],
  ])('suggestOperator(%s) = %s', (input, expected) => {
    expect(suggestOperator(input)).toBe(expected);
  });

  it.each([
    ['670000000', '+237670000000'],
    ['+237 670 00 00 00', '+237670000000'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['0033612345678', '+33612345678'],
    ['+1 415 555 2671', '+14155552671'],
    ['12', null],
    ['call me', null],
  ])('whatsapp %s -> %s', (input, expected) => {
    expect(normalizeInternationalNumber(input)).toBe(expected);
  });

  it('formats for display', () => {
    expect(formatCameroonNumber('670000000')).toBe('+237 6 70 00 00 00');
  });
});
