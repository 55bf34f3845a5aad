import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FOLD_FROM, FOLD_TO, foldForSearch } from '../../../src/domain/search-fold.ts';

describe('foldForSearch', () => {
  it('drops accents and case, precomposed or combining, and leaves the rest', () => {
    expect(foldForSearch('Cécile ÉBODÉ')).toBe('cecile ebode');
    expect(foldForSearch('Ce\u0301cile')).toBe('cecile');
    expect(foldForSearch('Ñdongo-Ÿves 42 %_\\')).toBe('ndongo-yves 42 %_\\');
  });

  it('folds each letter of the table to one letter, as translate() in SQL does', () => {
    expect([...FOLD_FROM]).toHaveLength([...FOLD_TO].length);
    for (const [i, c] of [...FOLD_FROM].entries()) {
      expect(FOLD_TO.charAt(i)).toMatch(/^[a-z]$/);
      // The table agrees with Unicode: the letter without its marks, in lower case.
      const bare = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (bare !== 'ø') expect(FOLD_TO.charAt(i), c).toBe(bare);
    }
  });

  it('is the table of migration 025', () => {
    const sql = readFileSync(
      new URL('../../../db/migrations/025_search_folded_names.sql', import.meta.url),
      'utf8',
    );
    expect(sql).toContain(`'${FOLD_FROM}'`);
    expect(sql).toContain(`'${FOLD_TO}'`);
  });
});
