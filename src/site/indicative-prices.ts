/**
 * Prices in euros and dollars beside XAF, as of the build: the dollar rate is judged fresh or
 * stale on the day the pages are built, like the departures they list (the site rebuilds when an
 * editor publishes, so a new rate shows within minutes).
 */
import type { Settings } from '../content/types.ts';
import { agencyToday } from '../domain/agency-calendar.ts';
import { usableUsdRate, XAF_PER_EUR } from '../domain/indicative-price.ts';
import { formatDate } from '../i18n/format.ts';
import type { IndicativeView } from '../i18n/indicative-format.ts';
import { LOCALE_TAGS, type Locale } from '../i18n/locales.ts';
import { translator } from '../i18n/messages.ts';

/** The rate and note a page shows and gives its islands, `today` being the agency's day. */
export function indicativeView(
  settings: Pick<Settings, 'usdRate'>,
  locale: Locale,
  today = agencyToday(new Date()),
): IndicativeView {
  const t = translator(locale);
  const number = new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { maximumFractionDigits: 3 });
  const eurRate = number.format(XAF_PER_EUR);
  const usd = usableUsdRate(settings.usdRate, today);
  if (!usd) return { xafPerUsd: null, note: t('indicative.noteEuro', { eurRate }) };
  return {
    xafPerUsd: usd.xafPerUsd,
    note: t('indicative.note', {
      eurRate,
      usdRate: number.format(usd.xafPerUsd),
      date: formatDate(usd.asOf, locale),
    }),
  };
}
