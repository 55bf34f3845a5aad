import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  formatCameroonNumber,
  normalizeCameroonNumber,
  normalizeMobileMoneyNumber,
  plausibleInternationalNumber,
  suggestOperator,
} from '../../../src/domain/phone.ts';
import { loadPhoneNumbers, validInternationalNumber } from '../../../src/server/international-phone.ts';

beforeAll(loadPhoneNumbers);

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
  ])('whatsapp %s -> %s (full check, server)', (input, expected) => {
    expect(validInternationalNumber(input)).toBe(expected);
  });

  it.each([
    ['670000000', '+237670000000'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+1 415 555 2671', '+14155552671'],
    ['+44 99 9999 9999', '+449999999999'],
    ['+237 7 00 00 00 00', null],
    ['612345', null],
    ['+0 123 456 789', null],
    ['+1234567890123456', null],
    ['6+70000000', null],
    ['call me', null],
  ])('whatsapp %s -> %s (shape check, browser)', (input, expected) => {
    expect(plausibleInternationalNumber(input)).toBe(expected);
  });

  it('refuses on the server a number of the right shape that no country has', () => {
    expect(plausibleInternationalNumber('+44 99 9999 9999')).toBe('+449999999999');
    expect(validInternationalNumber('+44 99 9999 9999')).toBeNull();
  });

  it("agrees with libphonenumber's plan for every 9-digit Cameroon number", () => {
    fc.assert(
      // Not starting with 00: libphonenumber would read that as a call abroad.
      fc.property(fc.stringMatching(/^(?:0[1-9]|[1-9]\d)\d{7}$/), (digits) => {
        const libphonenumber = parsePhoneNumberFromString(digits, 'CM')?.isValid() ?? false;
        expect(normalizeCameroonNumber(digits) !== null).toBe(libphonenumber);
      }),
      { numRuns: 2000 },
    );
    for (const first of '0123456789') {
      const digits = `${first}70000000`;
      const libphonenumber = parsePhoneNumberFromString(digits, 'CM')?.isValid() ?? false;
      expect(normalizeCameroonNumber(digits) !== null).toBe(libphonenumber);
    }
  });

  it('checks a Cameroon number on its plan alone, as libphonenumber would', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:88\d{6,7}|[1-9]\d{7,8})$/), (digits) => {
        const number = `+237${digits}`;
        const valid = parsePhoneNumberFromString(number)?.isValid() ?? false;
        expect(validInternationalNumber(number)).toBe(valid ? number : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('lets through in the browser every number libphonenumber accepts', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^(?:\+|00)[1-9]\d{3,14}$/), (number) => {
        const valid = parsePhoneNumberFromString(number.replace(/^00/, '+'))?.isValid() ?? false;
        if (valid) expect(plausibleInternationalNumber(number)).not.toBeNull();
      }),
      { numRuns: 5000 },
    );
  });

  it('formats for display', () => {
    expect(formatCameroonNumber('670000000')).toBe('+237 6 70 00 00 00');
  });
});
