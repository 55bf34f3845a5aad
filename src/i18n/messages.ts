/**
 * UI message catalogues: flat dotted keys, English the typed source of truth, French checked against
 * it. Split by area so each part of the site owns its file; merged here into one lookup.
 */
import { adminEn } from './catalog/admin.en.ts';
import { adminFr } from './catalog/admin.fr.ts';
import { bookingEn } from './catalog/booking.en.ts';
import { bookingFr } from './catalog/booking.fr.ts';
import { islandsEn } from './catalog/islands.en.ts';
import { islandsFr } from './catalog/islands.fr.ts';
import { mailEn } from './catalog/mail.en.ts';
import { mailFr } from './catalog/mail.fr.ts';
import { siteEn } from './catalog/site.en.ts';
import { siteFr } from './catalog/site.fr.ts';
import { pluralCategory } from './format.ts';
import { applyFrenchTypography } from './french-typography.ts';
import type { Locale } from './locales.ts';
import { format, type MessageParams } from './template.ts';

const en = { ...siteEn, ...bookingEn, ...islandsEn, ...adminEn, ...mailEn };
export type MessageKey = keyof typeof en;
export type Catalog = Record<MessageKey, string>;

// French typography in one place for every catalogue string (the CMS content gets the same step).
const fr = Object.fromEntries(
  Object.entries({ ...siteFr, ...bookingFr, ...islandsFr, ...adminFr, ...mailFr }).map(([key, text]) => [
    key,
    applyFrenchTypography(text),
  ]),
) as Catalog;

export const catalogs: Record<Locale, Catalog> = { en, fr };

export type { MessageParams } from './template.ts';

export function t(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return format(catalogs[locale][key], params);
}

/** A translator bound to one locale, for pages and islands. */
export function translator(locale: Locale) {
  return (key: MessageKey, params?: MessageParams) => t(locale, key, params);
}

/** A trip's length, "1 day" or "5 days" ("1 jour", "5 jours"): the locale's plural rules choose. */
export function durationInDays(locale: Locale, days: number): string {
  const key = pluralCategory(days, locale) === 'one' ? 'package.daysOne' : 'package.daysOther';
  return t(locale, key, { count: days });
}

/** Only the strings an island needs, so islands do not ship whole catalogues. */
export function pick<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of keys) out[key] = catalogs[locale][key];
  return out;
}

export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();
}
