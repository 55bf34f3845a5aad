/**
 * Folding a name for the back office's search: accents and case dropped ("Cécile", "CECILE" and
 * "cecile" read alike). The database folds with the same table (`fold_search_text`, migration
 * 025, `translate()` character for character), so a query folded here meets the index there. An
 * explicit table rather than `lower()` or `unaccent`: `lower()` follows the server's locale (ASCII
 * only under C) and PGlite has no `unaccent`.
 */
export const FOLD_FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŸ';
export const FOLD_TO = 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyyy';

const FOLDS = new Map([...FOLD_FROM].map((c, i) => [c, FOLD_TO.charAt(i)]));

/** The text with the table's letters folded; other characters unchanged. */
export function foldForSearch(text: string): string {
  // NFC first: a name typed with combining accents ("e" + "´") folds like one with "é".
  return [...text.normalize('NFC')].map((c) => FOLDS.get(c) ?? c).join('');
}
