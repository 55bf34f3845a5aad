import { indicativeAmounts } from '../domain/indicative-price.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * An XAF amount in euros and dollars as each language writes them: "≈ €229 · ≈ $247" in English,
 * "≈ 229 € · ≈ 247 $" in French (Intl's narrow no-break spaces). "$" is the narrow symbol: the
 * note beside it says US dollars. A no-break space after "≈" keeps it with its amount; empty when
 * the amount is under half a euro. Small on purpose: the checkout's islands carry it.
 */
export function formatIndicative(xaf: number, xafPerUsd: number | null, locale: Locale): string {
  const amounts = indicativeAmounts(xaf, xafPerUsd);
  if (!amounts) return '';
  const money = (currency: string, amount: number) =>
    `≈\u00a0${new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    }).format(amount)}`;
  const eur = money('EUR', amounts.eur);
  return amounts.usd === null ? eur : `${eur} · ${money('USD', amounts.usd)}`;
}

/**
 * What a page gives an island to show prices as an indication: the dollar rate when fresh (the
 * euro's is a constant), and the note saying the amounts are indicative, written at build.
 */
export interface IndicativeView {
  xafPerUsd: number | null;
  note: string;
}
