/**
 * The language a short text (a customer's review) is written in, English or French, so pages can mark
 * it with `lang` and screen readers read it with the right voice. Reviews carry a `language` field
 * when they come from the site's form; this guess covers the ones typed into the CMS without it.
 * Counting frequent function words is enough for a few sentences in one of two languages.
 */
import type { Locale } from '../i18n/locales.ts';

const ENGLISH = new Set(
  'the and was were is are of to in on with for our we you it this that but very at my they had have'.split(
    ' ',
  ),
);
const FRENCH = new Set(
  'le la les et est était sont de des du un une au aux avec pour nous vous très mais dans sur notre nos ce cette qui que pas'.split(
    ' ',
  ),
);

/** `fallback` when the text gives no clear sign either way. */
export function guessLanguage(text: string, fallback: Locale): Locale {
  let english = 0;
  let french = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}’']+/u)) {
    if (ENGLISH.has(word)) english += 1;
    if (FRENCH.has(word)) french += 1;
    // Elisions are French only: l’, d’, qu’, c’, j’, n’, s’.
    if (/^(?:l|d|qu|c|j|n|s)[’'].+/u.test(word)) french += 1;
  }
  if (english === french) return fallback;
  return english > french ? 'en' : 'fr';
}
