/** Review text is plain text: markup is stripped, whitespace collapsed, length bounded. */

export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 1000;
export const DISPLAY_NAME_MAX = 60;
/** A request to cancel's reason, stripped the same way. */
export const CANCEL_REASON_MAX = 1000;

/**
 * Removes format characters (`\p{Cf}`: bidi overrides and isolates, zero-width spaces and joiners),
 * which make text read otherwise than it is written ("gnp.exe" shown as "exe.png") and hide words.
 */
export function stripFormatCharacters(text: string): string {
  return text.replace(/\p{Cf}/gu, '');
}

/**
 * Removes format characters and tags (and the content of script/style), decodes nothing, collapses
 * spaces.
 */
export function stripMarkup(text: string): string {
  return stripFormatCharacters(text)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
