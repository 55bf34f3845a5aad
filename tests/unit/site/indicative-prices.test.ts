import { describe, expect, it } from 'vitest';
import { indicativeView } from '../../../src/site/indicative-prices.ts';

const TODAY = '2026-11-28';
const usdRate = { xafPerUsd: 565.5, asOf: '2026-11-23' };

describe('indicativeView', () => {
  it('gives the fresh dollar rate and a note naming both rates and the day', () => {
    expect(indicativeView({ usdRate }, 'en', TODAY)).toEqual({
      xafPerUsd: 565.5,
      note: '≈ indicative amounts: €1\u00a0=\u00a0655.957\u00a0XAF, US$1\u00a0=\u00a0565.5\u00a0XAF on 23 November 2026. You pay in XAF.',
    });
    const fr = indicativeView({ usdRate }, 'fr', TODAY);
    expect(fr.xafPerUsd).toBe(565.5);
    expect(fr.note).toBe(
      '≈ montants indicatifs\u202f: 1\u00a0€\u00a0=\u00a0655,957\u00a0FCFA, 1\u00a0$\u00a0US\u00a0=\u00a0565,5\u00a0FCFA au 23 novembre 2026. Vous payez en FCFA.',
    );
  });

  it('says euros only when the dollar rate is absent or too old', () => {
    for (const settings of [{}, { usdRate: { xafPerUsd: 565.5, asOf: '2026-09-01' } }]) {
      expect(indicativeView(settings, 'en', TODAY)).toEqual({
        xafPerUsd: null,
        note: '≈ indicative amount: €1\u00a0=\u00a0655.957\u00a0XAF. You pay in XAF.',
      });
    }
    expect(indicativeView({}, 'fr', TODAY).note).toBe(
      '≈ montant indicatif\u202f: 1\u00a0€\u00a0=\u00a0655,957\u00a0FCFA. Vous payez en FCFA.',
    );
  });
});
