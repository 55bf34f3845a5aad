import { describe, expect, it } from 'vitest';
import { chooseLocale, type LocaleChoiceInput } from '../../../src/i18n/locale-choice.ts';

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const base: LocaleChoiceInput = { pathname: '/', search: '', cookie: '', languages: [], userAgent: browser };

describe('chooseLocale', () => {
  it.each<[string, Partial<LocaleChoiceInput>, ReturnType<typeof chooseLocale>]>([
    ['no cookie, no language: English, remembered', {}, { locale: 'en', redirectTo: null, setCookie: true }],
    [
      'browser prefers French',
      { languages: ['fr-CM', 'en'] },
      { locale: 'fr', redirectTo: '/fr', setCookie: true },
    ],
    [
      'browser prefers English',
      { languages: ['en-GB', 'fr'] },
      { locale: 'en', redirectTo: null, setCookie: true },
    ],
    [
      'first supported language wins',
      { languages: ['de-DE', 'fr', 'en'] },
      { locale: 'fr', redirectTo: '/fr', setCookie: true },
    ],
    [
      'unsupported languages only',
      { languages: ['de', 'es'] },
      { locale: 'en', redirectTo: null, setCookie: true },
    ],
    [
      'cookie beats the browser language',
      { cookie: 'a=1; locale=en', languages: ['fr'] },
      { locale: 'en', redirectTo: null, setCookie: false },
    ],
    [
      'French cookie redirects, cookie kept',
      { cookie: 'locale=fr', languages: ['en'] },
      { locale: 'fr', redirectTo: '/fr', setCookie: false },
    ],
    [
      'invalid cookie falls back to the browser',
      { cookie: 'locale=de', languages: ['fr'] },
      { locale: 'fr', redirectTo: '/fr', setCookie: true },
    ],
    [
      'query string follows the redirect',
      { search: '?utm_source=x', languages: ['fr'] },
      { locale: 'fr', redirectTo: '/fr?utm_source=x', setCookie: true },
    ],
    [
      'explicit ?lang=en is never redirected',
      { search: '?lang=en', cookie: 'locale=fr', languages: ['fr'] },
      { locale: 'en', redirectTo: null, setCookie: true },
    ],
    [
      'explicit ?lang=fr is remembered but not redirected',
      { search: '?x=1&lang=fr' },
      { locale: 'fr', redirectTo: null, setCookie: true },
    ],
    [
      'crawler is never redirected',
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)', languages: ['fr'] },
      { locale: 'en', redirectTo: null, setCookie: false },
    ],
    [
      '/fr itself never moves',
      { pathname: '/fr', cookie: 'locale=en', languages: ['en'] },
      { locale: 'fr', redirectTo: null, setCookie: false },
    ],
    [
      'other English pages never move',
      { pathname: '/packages', languages: ['fr'] },
      { locale: 'en', redirectTo: null, setCookie: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(chooseLocale({ ...base, ...input })).toEqual(expected);
  });

  it('is self-contained, so the home page can inline its source', () => {
    const inlined = new Function(`return (${chooseLocale.toString()})`)() as typeof chooseLocale;
    expect(inlined({ ...base, languages: ['fr'] })).toEqual({
      locale: 'fr',
      redirectTo: '/fr',
      setCookie: true,
    });
  });
});
