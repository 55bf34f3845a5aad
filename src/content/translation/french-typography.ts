/**
 * French typography for translated text: the spaces French puts before high punctuation and inside
 * guillemets must not break a line, and apostrophes are curly. Only ordinary spaces are replaced, so
 * running it twice changes nothing and URLs or times ("https://", "10:30") are left alone.
 */

const NBSP = '\u00a0';
/** Narrow no-break space, the usual choice before ; ! ? and between digit groups. */
const NNBSP = '\u202f';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/ +:/g, `${NBSP}:`],
  [/ +([;!?])/g, `${NNBSP}$1`],
  [/« +/g, `«${NBSP}`],
  [/ +»/g, `${NBSP}»`],
  // A number and its unit or currency stay together.
  [/(\d) (?=(?:FCFA|XAF|%|km|m|h|min|jours?|nuits?|personnes?)(?![\p{L}\d]))/gu, `$1${NBSP}`],
  // Elision, also before a rich-text tag: "d'<m1>Ebodje</m1>".
  [/(\p{L})'(?=\p{L}|<[mo]\d)/gu, '$1’'],
];

/** Digit groups of a number ("150 000"); an international phone number ("+237 670 000 000") is left as is. */
const GROUPED_NUMBER = /(\+?)(\d{1,3}(?: \d{3})+)(?!\d)/g;

export function applyFrenchTypography(text: string): string {
  let result = text.replace(GROUPED_NUMBER, (whole, plus: string, digits: string) =>
    plus ? whole : digits.replaceAll(' ', NNBSP),
  );
  for (const [pattern, replacement] of RULES) result = result.replace(pattern, replacement);
  return result;
}
