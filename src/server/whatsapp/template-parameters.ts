/**
 * The Cloud API's rules for a template's text parameters: no new line or tab, no more than four
 * spaces in a row, not empty, and the filled body at most 1,024 characters. The sender makes each
 * parameter fit (`fitParameter`); the twin refuses what breaks them (`parameterProblem`), as the
 * API does with error 132018. Pure.
 */

/** The longest filled template body the API takes (error 132005 beyond it). */
export const MAX_BODY_LENGTH = 1024;

/**
 * Our own bound on one parameter: the longest body submitted is about 260 characters with seven
 * parameters, so seven of these still fit in `MAX_BODY_LENGTH`.
 */
export const MAX_PARAMETER_LENGTH = 100;

/** What makes the API refuse a text parameter, or null when it takes it. */
export function parameterProblem(text: unknown): string | null {
  if (typeof text !== 'string' || text.trim() === '') return 'Parameter text is missing or empty';
  if (/[\n\r\t]/.test(text) || / {5,}/.test(text)) {
    return 'Param text cannot have new-line/tab characters or more than 4 consecutive spaces';
  }
  return null;
}

/**
 * A value made into a parameter the API takes: line breaks, tabs and other control characters
 * become one space, runs of spaces one space, at most `MAX_PARAMETER_LENGTH` characters (cut on a
 * whole character, with an ellipsis); an empty value becomes a dash.
 */
export function fitParameter(value: string): string {
  const flat = value
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  const chars = Array.from(flat);
  const fitted =
    chars.length <= MAX_PARAMETER_LENGTH
      ? flat
      : `${chars
          .slice(0, MAX_PARAMETER_LENGTH - 1)
          .join('')
          .trimEnd()}…`;
  return fitted === '' ? '-' : fitted;
}
