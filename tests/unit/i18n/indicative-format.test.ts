import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XAF_PER_EUR } from '../../../src/domain/indicative-price.ts';
import { formatIndicative } from '../../../src/i18n/indicative-format.ts';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('formatIndicative', () => {
  it('writes euros then dollars as each language does', () => {
    expect(formatIndicative(150_000, 565.5, 'en')).toBe(`≈${NBSP}€229 · ≈${NBSP}$265`);
    expect(formatIndicative(150_000, 565.5, 'fr')).toBe(`≈${NBSP}229${NBSP}€ · ≈${NBSP}265${NBSP}$`);
    expect(formatIndicative(2_500_000, 565.5, 'en')).toBe(`≈${NBSP}€3,811 · ≈${NBSP}$4,421`);
    expect(formatIndicative(2_500_000, 565.5, 'fr')).toBe(
      `≈${NBSP}3${NNBSP}811${NBSP}€ · ≈${NBSP}4${NNBSP}421${NBSP}$`,
    );
  });

  it('gives the euro alone without a dollar rate, and nothing under half a euro', () => {
    expect(formatIndicative(150_000, null, 'en')).toBe(`≈${NBSP}€229`);
    expect(formatIndicative(150_000, null, 'fr')).toBe(`≈${NBSP}229${NBSP}€`);
    expect(formatIndicative(300, 565.5, 'en')).toBe('');
  });

  it('shows whole units only, each kept with its sign, and the euros it says', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 328, max: 10_000_000_000 }),
        fc.constantFrom('en' as const, 'fr' as const),
        (xaf, locale) => {
          const text = formatIndicative(xaf, 565.5, locale);
          const [eur, usd] = text.split(' · ');
          expect(eur?.startsWith(`≈${NBSP}`) && usd?.startsWith(`≈${NBSP}`)).toBe(true);
          // No breaking space inside an amount, no decimals.
          expect(eur).not.toMatch(/ /);
          expect(usd).not.toMatch(/ /);
          expect(text).not.toMatch(locale === 'en' ? /\.\d/ : /,\d/);
          const euros = Number((eur ?? '').replace(/\D/g, ''));
          return Math.abs(euros - xaf / XAF_PER_EUR) <= 0.5;
        },
      ),
    );
  });
});
