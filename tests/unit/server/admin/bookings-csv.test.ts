import { describe, expect, it } from 'vitest';
import { formatInternationalNumber } from '../../../../src/domain/international-phone.ts';
import { csvCell } from '../../../../src/server/admin/bookings-csv.ts';

describe('a CSV cell a spreadsheet opens safely', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', '"\'=HYPERLINK(""https://evil.example"",""Click"")"'],
    ['+1+cmd|calc', '"\'+1+cmd|calc"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1:A9)', '"\'@SUM(A1:A9)"'],
    ['\tTAB', '"\'\tTAB"'],
  ])('never runs %s as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps plain text, quotes doubled, and a phone number with its spaces as it is', () => {
    expect(csvCell('Zoé "Zozo" Nkoulou')).toBe('"Zoé ""Zozo"" Nkoulou"');
    expect(csvCell('+237 6 55 11 22 99')).toBe('"+237 6 55 11 22 99"');
  });
});

describe('an international number as people write it', () => {
  it('spaces a Cameroonian mobile and a foreign number, and leaves anything else alone', () => {
    expect(formatInternationalNumber('+237655112299')).toBe('+237 6 55 11 22 99');
    expect(formatInternationalNumber('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatInternationalNumber('not a number')).toBe('not a number');
  });
});
