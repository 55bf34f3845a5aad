import { describe, expect, it } from 'vitest';
import { bookingEn } from '../../../src/i18n/catalog/booking.en.ts';
import { bookingFr } from '../../../src/i18n/catalog/booking.fr.ts';
import { islandsEn } from '../../../src/i18n/catalog/islands.en.ts';
import { islandsFr } from '../../../src/i18n/catalog/islands.fr.ts';
import { mailEn } from '../../../src/i18n/catalog/mail.en.ts';
import { mailFr } from '../../../src/i18n/catalog/mail.fr.ts';
import { siteEn } from '../../../src/i18n/catalog/site.en.ts';
import { siteFr } from '../../../src/i18n/catalog/site.fr.ts';
import { catalogs, durationInDays, placeholders } from '../../../src/i18n/messages.ts';

const areas: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['site', siteEn, siteFr],
  ['booking', bookingEn, bookingFr],
  ['islands', islandsEn, islandsFr],
  ['mail', mailEn, mailFr],
];

describe.each(areas)('%s catalogue', (_area, en, fr) => {
  it('French has exactly the English keys', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
  });

  it('every French text is non-empty and keeps the English placeholders', () => {
    for (const [key, english] of Object.entries(en)) {
      const french = fr[key] ?? '';
      expect(french.trim(), key).not.toBe('');
      expect(placeholders(french), key).toEqual(placeholders(english));
    }
  });
});

describe('merged catalogues', () => {
  it('no two areas define the same key (a later area would silently win)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const [area, en] of areas) {
      for (const key of Object.keys(en)) {
        const owner = seen.get(key);
        if (owner) clashes.push(`${key} (${owner}, ${area})`);
        seen.set(key, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('the merged French catalogue has every English key', () => {
    expect(Object.keys(catalogs.fr).sort()).toEqual(Object.keys(catalogs.en).sort());
  });
});

describe('durationInDays', () => {
  it.each([
    ['en', 1, '1 day'],
    ['en', 0, '0 days'],
    ['en', 5, '5 days'],
    ['fr', 1, '1 jour'],
    ['fr', 0, '0 jour'],
    ['fr', 5, '5 jours'],
  ] as const)('%s, %i days: %s', (locale, days, expected) => {
    expect(durationInDays(locale, days)).toBe(expected);
  });
});

describe('the online cap in the texts', () => {
  it('is formatted from ONLINE_CAP_XAF in every text that names it, never written by hand', async () => {
    const { ONLINE_CAP_XAF } = await import('../../../src/domain/pricing.ts');
    const { formatXaf } = await import('../../../src/i18n/format.ts');
    const { catalogs } = await import('../../../src/i18n/messages.ts');
    for (const locale of ['en', 'fr'] as const) {
      const texts = Object.entries(catalogs[locale]);
      const naming = texts.filter(([, text]) => text.includes(formatXaf(ONLINE_CAP_XAF, locale)));
      expect(naming.map(([key]) => key).sort()).toEqual([
        'api.payment.balanceOffline',
        'booking.agencyContactsForRest',
      ]);
      // No other spelling of the figure (1,000,000 or 1 000 000 with any space) survives.
      const byHand = texts.filter(([, text]) => /1[,\s\u00a0\u202f]?000[,\s\u00a0\u202f]?000/u.test(text));
      expect(byHand.map(([key]) => key).sort()).toEqual(naming.map(([key]) => key).sort());
    }
  });
});
