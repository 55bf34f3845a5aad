import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone } from '../../../src/domain/masking.ts';

describe('masking', () => {
  it.each([
    ['jane.doe@example.com', 'ja******@example.com'],
    ['ab@x.cm', 'a***@x.cm'],
    ['a@x.cm', 'a***@x.cm'],
    ['broken', '***'],
  ])('maskEmail(%s) = %s', (input, expected) => {
    expect(maskEmail(input)).toBe(expected);
  });

  it.each([
    ['+237670001234', '+237*******34'],
    ['670001234', '*******34'],
    ['12', '***'],
  ])('maskPhone(%s) = %s', (input, expected) => {
    expect(maskPhone(input)).toBe(expected);
  });

  it.each([
    ['Amina Kouam', 'Amina K.'],
    ['  Ngono   Marie ', 'Ngono M.'],
    ['Jean Paul Mbarga', 'Jean M.'],
    ['Élodie ébénè', 'Élodie É.'],
    ["Marie-Claire N'Diaye", 'Marie-Claire N.'],
    ['Amina', 'Amina'],
  ])('maskName(%s) = %s', (input, expected) => {
    expect(maskName(input)).toBe(expected);
  });
});
