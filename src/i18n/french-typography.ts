/**
 * French typography, applied in one step to everything French a person reads: the message
 * catalogues (src/i18n/messages.ts) and the translated CMS content (translation memory and DeepL
 * output). A narrow no-break space (U+202F) goes before : ; ? ! and a no-break space inside
 * guillemets and between a number and its unit; apostrophes are curly (’). Running it twice changes
 * nothing, and URLs, times and queries ("https://", "10:30", "?package=") are left alone.
 */

const NBSP = '\u00a0';
/** Narrow no-break space: before high punctuation and between digit groups. */
const NNBSP = '\u202f';

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // An ordinary or no-break space before high punctuation becomes a narrow no-break space...
  [/[ \u00a0]+([:;!?])/g, `${NNBSP}$1`],
  // ...and one is added where none was typed, when the sign ends a word ("Prêts?" -> "Prêts ?").
  [/([\p{L}\p{N})»’>])([;!?])(?=[\s"'’»)<]|$)/gu, `$1${NNBSP}$2`],
  [/([\p{L}\p{N})»’>])(:)(?=\s|$)/gu, `$1${NNBSP}$2`],
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
