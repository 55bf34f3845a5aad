import { LOCALES, type Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/routes.ts';

export interface Alternate {
  hreflang: Locale | 'x-default';
  href: string;
}

export interface PageUrls {
  /** This page in this language: every language version is its own canonical. */
  canonical: string;
  /** Every language version, plus x-default (English, the source language). */
  alternates: Alternate[];
}

/** Absolute URL of a locale-less site path in one language. */
export function absoluteUrl(site: URL | string, locale: Locale, path: string): string {
  return new URL(localizedPath(locale, path), site).href;
}

export function pageUrls(site: URL | string, locale: Locale, path: string): PageUrls {
  const alternates: Alternate[] = LOCALES.map((each) => ({
    hreflang: each,
    href: absoluteUrl(site, each, path),
  }));
  alternates.push({ hreflang: 'x-default', href: absoluteUrl(site, 'en', path) });
  return { canonical: absoluteUrl(site, locale, path), alternates };
}
