import { beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvDateTime, csvDocument } from '../../../../src/server/admin/csv-format.ts';
import { formatInternationalNumber, loadPhoneNumbers } from '../../../../src/server/international-phone.ts';

beforeAll(loadPhoneNumbers);

describe('a CSV cell a spreadsheet opens safely', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', '"\'=HYPERLINK(""https://evil.example"",""Click"")"'],
    ['+1+cmd|calc', '"\'+1+cmd|calc"'],
    ['-2+3', '"\'-2+3"'],
    ['@SUM(A1:A9)', '"\'@SUM(A1:A9)"'],
    ['\tTAB', '"\'\tTAB"'],
    // Hidden behind spaces or format characters (a bidi isolate, a zero-width space).
    [' =1+1', '"\' =1+1"'],
    ['\u2066=1+1\u2069', '"\'\u2066=1+1\u2069"'],
    ['\u200B@SUM(A1)', '"\'\u200B@SUM(A1)"'],
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

describe("a CSV file as the staff's spreadsheet opens it", () => {
  it('splits on "," in English and on ";" in French, where "," is the decimal comma', () => {
    const lines = [
      ['Code', 'Paid (XAF)'],
      ['CT-ABC123', '1250000'],
    ];
    expect(csvDocument('en', lines)).toBe('\uFEFF"Code","Paid (XAF)"\r\n"CT-ABC123","1250000"\r\n');
    expect(csvDocument('fr', lines)).toBe('\uFEFF"Code";"Paid (XAF)"\r\n"CT-ABC123";"1250000"\r\n');
  });

  it('keeps a ";" inside a French cell as text', () => {
    expect(csvDocument('fr', [['Ndzana; Cécile']])).toBe('\uFEFF"Ndzana; Cécile"\r\n');
  });

  it('writes dates as each language reads them, times in Cameroon (UTC+1)', () => {
    expect(csvDate('2027-01-09', 'en')).toBe('2027-01-09');
    expect(csvDate('2027-01-09', 'fr')).toBe('09/01/2027');
    // 23:30 UTC on 31 December is already the new year in Douala.
    expect(csvDateTime('2026-12-31T23:30:00.000+00:00', 'en')).toBe('2027-01-01 00:30');
    expect(csvDateTime('2026-12-31T23:30:00.000+00:00', 'fr')).toBe('01/01/2027 00:30');
  });
});
