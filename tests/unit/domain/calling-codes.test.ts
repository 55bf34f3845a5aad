import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { countryOfNumber } from '../../../src/domain/calling-codes.ts';

describe('the country of a number, for a card page', () => {
  it.each([
    '+237699123456',
    '+33612345678',
    '+32470123456',
    '+4915123456789',
    '+442071838750',
    '+41781234567',
    '+393123456789',
    '+34612345678',
    '+31612345678',
    '+12025550123',
    '+2250707123456',
    '+24106123456',
    '+242061234567',
    '+23566123456',
    '+23670123456',
    '+240222123456',
    '+2348031234567',
    '+221771234567',
    '+243812345678',
  ])('reads %s as libphonenumber does', (number) => {
    expect(countryOfNumber(number)).toBe(parsePhoneNumberFromString(number)?.country);
  });

  it('reads a number from elsewhere as Cameroon', () => {
    expect(countryOfNumber('+81312345678')).toBe('CM');
  });
});
