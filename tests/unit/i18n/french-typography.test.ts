import { describe, expect, it } from 'vitest';
import { applyFrenchTypography } from '../../../src/i18n/french-typography.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('applyFrenchTypography', () => {
  it.each([
    ['Attention : départ à 6 h', `Attention${NNBSP}: départ à 6${NBSP}h`],
    [`Attention${NBSP}: lisez`, `Attention${NNBSP}: lisez`],
    ['Prêts? Partez!', `Prêts${NNBSP}? Partez${NNBSP}!`],
    ['Total: {amount}', `Total${NNBSP}: {amount}`],
    ['Vraiment ?!', `Vraiment${NNBSP}?!`],
    ['Prêts ? Partez !', `Prêts${NNBSP}? Partez${NNBSP}!`],
    ['un guide ; un chauffeur', `un guide${NNBSP}; un chauffeur`],
    ['« Magnifique »', `«${NBSP}Magnifique${NBSP}»`],
    ['150 000 FCFA', `150${NNBSP}000${NBSP}FCFA`],
    ['1 250 000 XAF', `1${NNBSP}250${NNBSP}000${NBSP}XAF`],
    ['30 %', `30${NBSP}%`],
    ["l'Ouest et aujourd'hui", 'l’Ouest et aujourd’hui'],
    ["la plage d'<m1>Ebodje</m1>", 'la plage d’<m1>Ebodje</m1>'],
    ['<m1>Important</m1> : lisez', `<m1>Important</m1>${NNBSP}: lisez`],
  ])('%j', (input, expected) => {
    expect(applyFrenchTypography(input)).toBe(expected);
  });

  it.each([
    ['https://example.com/a?b=c'],
    ['Départ à 10:30'],
    ['+237 670 000 000'],
    ['3 marchés'],
    ["'quoted'"],
    ['/fr/checkout?package=kribi'],
    ['Écrivez à hello@example.cm'],
    ['{count}'],
  ])('leaves %j alone', (input) => {
    expect(applyFrenchTypography(input)).toBe(input);
  });

  it('changes nothing the second time', () => {
    const once = applyFrenchTypography("Prix : 150 000 FCFA ! « C'est beau » ; 3 jours ?");
    expect(applyFrenchTypography(once)).toBe(once);
  });
});
