import { describe, expect, it } from 'vitest';
import { guessLanguage } from '../../../src/content/text-language.ts';

describe('guessLanguage', () => {
  it.each([
    ['Kribi was exactly the break we needed. The lodge was right on the beach.', 'en'],
    ['Un séjour magnifique à Kribi, le guide était très attentionné et nous avons adoré la plage.', 'fr'],
    ['C’était parfait, merci à toute l’équipe !', 'fr'],
    ['We loved it, thank you for the pirogue ride to the falls.', 'en'],
  ] as const)('%s -> %s', (text, language) => {
    expect(guessLanguage(text, language === 'en' ? 'fr' : 'en')).toBe(language);
  });

  it('keeps the fallback when the text gives no sign', () => {
    expect(guessLanguage('Super !', 'fr')).toBe('fr');
    expect(guessLanguage('Super!', 'en')).toBe('en');
  });
});
