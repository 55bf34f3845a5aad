import { AGENCY_TIME_ZONE } from '../domain/agency-calendar.ts';
import { CURRENCY } from '../domain/money.ts';
import { LOCALE_TAGS, type Locale } from './locales.ts';

/**
 * Display formatting per locale. Amounts are integer XAF (see `src/domain/money.ts`): English shows
 * the ISO code ("XAF 250,000"), French the local symbol ("250 000 FCFA"), never decimals.
 */
const priceFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALE_TAGS.en.intl, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }),
  fr: new Intl.NumberFormat(LOCALE_TAGS.fr.intl, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'symbol',
    maximumFractionDigits: 0,
  }),
};

export function formatXaf(amount: number, locale: Locale): string {
  return priceFormats[locale].format(amount);
}

const dateFormats: Record<Locale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE_TAGS.en.intl, { dateStyle: 'long', timeZone: AGENCY_TIME_ZONE }),
  fr: new Intl.DateTimeFormat(LOCALE_TAGS.fr.intl, { dateStyle: 'long', timeZone: AGENCY_TIME_ZONE }),
};

/** An ISO date or date-time as a long date in Cameroon's time zone ("12 March 2025", "12 mars 2025"). */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormats[locale].format(new Date(iso));
}

const percentFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALE_TAGS.en.intl, { style: 'percent', maximumFractionDigits: 0 }),
  fr: new Intl.NumberFormat(LOCALE_TAGS.fr.intl, { style: 'percent', maximumFractionDigits: 0 }),
};

/** A whole percentage as each language writes it: "30%" in English, "30 %" (narrow no-break space) in French. */
export function formatPercent(percent: number, locale: Locale): string {
  return percentFormats[locale].format(percent / 100);
}

/** The colon after a label as each language writes it: French puts a narrow no-break space before it. */
export function colon(locale: Locale): string {
  return locale === 'fr' ? '\u202f: ' : ': ';
}

/** "Label: value" in the language's typography. */
export function labelled(label: string, value: string, locale: Locale): string {
  return `${label}${colon(locale)}${value}`;
}

const pluralRules: Record<Locale, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  fr: new Intl.PluralRules('fr'),
};

/** 'one' or 'other' for choosing between two catalogue keys (the only categories en and fr use here). */
export function pluralCategory(count: number, locale: Locale): 'one' | 'other' {
  return pluralRules[locale].select(count) === 'one' ? 'one' : 'other';
}
