/**
 * An XAF amount with its euros and dollars under it, as an indication, and the note saying so.
 * The rate and the note come from the page (`src/site/indicative-prices.ts`, as of the build).
 */
import { formatXaf } from '../i18n/format.ts';
import { formatIndicative, type IndicativeView } from '../i18n/indicative-format.ts';
import type { Locale } from '../i18n/locales.ts';

/** "XAF 150,000" then, on its own line, "≈ €229 · ≈ $265" (nothing more under half a euro). */
export function IndicativePrice({
  xaf,
  view,
  locale,
}: {
  xaf: number;
  view: IndicativeView;
  locale: Locale;
}) {
  return (
    <>
      {formatXaf(xaf, locale)}
      <span className="indicative">{formatIndicative(xaf, view.xafPerUsd, locale)}</span>
    </>
  );
}

/** What "≈" means: indicative amounts, at which rates, and that the charge is in XAF. */
export function IndicativeNote({ view }: { view: IndicativeView }) {
  return <p className="indicative-note">{view.note}</p>;
}
