import { AGENCY_TIME_ZONE } from '../domain/agency-calendar.ts';
import { CURRENCY } from '../domain/money.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * Display formatting per locale. Amounts are integer XAF (see `src/domain/money.ts`): English shows
 * the ISO code ("XAF 250,000"), French the local symbol ("250 000 FCFA"), never decimals.
 */

/**
 * Each formatter is made on its first use, for its language only: making one loads that locale's
 * data (tens of milliseconds on a slow phone, when the island starts), and a page uses one language.
 */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}

const priceFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(LOCALE_TAGS[locale].intl, {
      style: 'currency',
      currency: CURRENCY,
      currencyDisplay: locale === 'en' ? 'code' : 'symbol',
      maximumFractionDigits: 0,
    }),
);

export function formatXaf(amount: number, locale: Locale): string {
  return priceFormat(locale).format(amount);
}

const dateFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(LOCALE_TAGS[locale].intl, { dateStyle: 'long', timeZone: AGENCY_TIME_ZONE }),
);

/** An ISO date or date-time as a long date in Cameroon's time zone ("12 March 2025", "12 mars 2025"). */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormat(locale).format(new Date(iso));
}

const percentFormat = perLocale(
  (locale) => new Intl.NumberFormat(LOCALE_TAGS[locale].intl, { style: 'percent', maximumFractionDigits: 0 }),
);

/** A whole percentage as each language writes it: "30%" in English, "30 %" (narrow no-break space) in French. */
export function formatPercent(percent: number, locale: Locale): string {
  return percentFormat(locale).format(percent / 100);
}

/** The colon after a label as each language writes it: French puts a narrow no-break space before it. */
export function colon(locale: Locale): string {
  return locale === 'fr' ? '\u202f: ' : ': ';
}

/** "Label: value" in the language's typography. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${colon(locale)}${value}`;
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));

/** 'one' or 'other' for choosing between two catalogue keys (the only categories en and fr use here). */
export function pluralCategory(count: number, locale: Locale): 'one' | 'other' {
  return pluralRules(locale).select(count) === 'one' ? 'one' : 'other';
}
