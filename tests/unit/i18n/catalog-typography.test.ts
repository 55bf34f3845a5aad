import { describe, expect, it } from 'vitest';
import { formatPercent, pluralCategory } from '../../../src/i18n/format.ts';
import { catalogs, t } from '../../../src/i18n/messages.ts';

const NNBSP = '\u202f';
const french = Object.entries(catalogs.fr);
const english = Object.entries(catalogs.en);

describe('French catalogue typography', () => {
  it('uses one apostrophe, the curly one', () => {
    expect(french.filter(([, text]) => text.includes("'")).map(([key]) => key)).toEqual([]);
  });

  it('puts a narrow no-break space before : ; ? !, never an ordinary one', () => {
    const wrong = french.filter(([, text]) =>
      [...text.matchAll(/(.)([:;?!])(?=\s|$|[»)])/gu)].some(
        ([, before]) => before !== NNBSP && before !== '?',
      ),
    );
    expect(wrong.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('has no space before a comma or a full stop, and no double space', () => {
    expect(french.filter(([, text]) => /\s[,.]|\s{2}/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('reads naturally where the issue found it did not', () => {
    // The balance page names what it charges once the booking is known; served, it names no amount.
    expect(t('fr', 'islands.pay.title.balance')).toBe('Payer le solde');
    expect(t('fr', 'islands.page.partialPay.title')).toBe('Payer votre réservation');
    expect(t('fr', 'islands.checkout.heading', { package: 'Évasion balnéaire' })).toBe(
      'Réserver le voyage «\u00a0Évasion balnéaire\u00a0»',
    );
    expect(t('fr', 'islands.review.starOne', { count: 1 })).toBe('1 étoile sur 5');
    expect(t('fr', 'islands.review.starOther', { count: 4 })).toBe('4 étoiles sur 5');
  });
});

describe('English catalogue typography', () => {
  it('puts no space before : ; ? ! or %', () => {
    expect(english.filter(([, text]) => /\s[:;?!%]/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('uses one apostrophe, the curly one, in words', () => {
    expect(english.filter(([, text]) => /\p{L}'\p{L}/u.test(text)).map(([key]) => key)).toEqual([]);
  });

  it('writes "an" before MTN, Orange and operator names', () => {
    expect(
      english.filter(([, text]) => /\ba (?:MTN|Orange|\{operator\})/u.test(text)).map(([key]) => key),
    ).toEqual([]);
  });

  it('fixes the wording the issue found', () => {
    expect(t('en', 'validation.name.required')).toBe('Your name is required');
    expect(t('en', 'validation.name.invalid')).toMatch(/letters/);
    expect(t('en', 'islands.track.supportHint')).not.toMatch(/complaint/);
    expect(t('en', 'islands.track.completion', { percent: formatPercent(30, 'en') })).toBe('Completion: 30%');
    expect(english.filter(([, text]) => /\b(?:youe|You name)\b/u.test(text))).toEqual([]);
  });
});

describe('numbers per language', () => {
  it('formats a percentage as each language writes it (Intl)', () => {
    expect(formatPercent(30, 'en')).toBe('30%');
    // French keeps the sign apart with a no-break space (CLDR's choice, U+00A0).
    expect(formatPercent(30, 'fr')).toMatch(/^30[\u00a0\u202f]%$/u);
    expect(t('fr', 'islands.track.completion', { percent: formatPercent(30, 'fr') })).toMatch(
      /^Avancement\u202f: 30[\u00a0\u202f]%$/u,
    );
  });

  it('chooses singular and plural through Intl.PluralRules', () => {
    expect(pluralCategory(1, 'fr')).toBe('one');
    expect(pluralCategory(0, 'fr')).toBe('one');
    expect(pluralCategory(0, 'en')).toBe('other');
    expect(pluralCategory(2, 'fr')).toBe('other');
  });
});

describe('the back office’s catalogue (admin.*)', () => {
  const admin = (locale: 'en' | 'fr') =>
    Object.entries(catalogs[locale]).filter(([key]) => key.startsWith('admin.'));
  const keys = new Set(Object.keys(catalogs.en));
  // A number staff read followed by a noun: "{count} bookings", "{spots} personnes" (not "{count}
  // today", "{count} with nothing paid" nor a unit symbol such as "{hours} h").
  const COUNTED =
    /\{(?:count|spots|seats|days|hours|minutes|people|n)\} (?!today\b|aujourd|with\b|sans\b)\p{L}{2,}/u;

  it('has a singular beside every counted noun, so nothing reads "1 bookings"', () => {
    for (const locale of ['en', 'fr'] as const) {
      const lonely = admin(locale)
        .filter(([key, text]) => COUNTED.test(text) && !key.endsWith('One') && !keys.has(`${key}One`))
        .map(([key]) => `${locale} ${key}`);
      expect(lonely).toEqual([]);
    }
  });

  it('writes no double full stop, even where a sentence is put inside another', () => {
    for (const locale of ['en', 'fr'] as const) {
      expect(admin(locale).filter(([, text]) => /\.\.|\.\}\./u.test(text))).toEqual([]);
      const cancel = t(locale, 'admin.ui.action.confirmQuestion', {
        action: `${t(locale, 'admin.ui.action.cancel')}. ${t(locale, 'admin.ui.action.cancelSummary', { paid: '1', owed: '0' })}`,
      });
      expect(cancel).not.toMatch(/\.\s*\./u);
    }
  });

  it('puts the narrow no-break space before : ; ? ! in French, and no space in English', () => {
    const frenchWrong = admin('fr').filter(([, text]) => /(?:^|[^\u202f?])[:;?!](?=\s|$)/u.test(text));
    expect(frenchWrong.map(([key]) => key)).toEqual([]);
    expect(
      admin('en')
        .filter(([, text]) => /\s[:;?!]/u.test(text))
        .map(([key]) => key),
    ).toEqual([]);
  });
});
