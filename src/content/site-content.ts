/**
 * What pages read: the content the build fetched, validated and translated, written to
 * `generated/` by `scripts/build.ts`. Synchronous and memoized, so every page can call it freely.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from '../i18n/locales.ts';
import type { CatalogueSnapshot, SiteContent } from './types.ts';

export const GENERATED_DIR = 'generated';
export const SITE_CONTENT_FILE = `${GENERATED_DIR}/site-content.json`;
export const CATALOGUE_FILE = `${GENERATED_DIR}/catalogue.json`;

export type LocalizedSiteContent = Record<Locale, SiteContent>;

let siteContent: LocalizedSiteContent | undefined;
let catalogue: CatalogueSnapshot | undefined;

function readGenerated<T>(file: string): T {
  const path = resolve(process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        `${file} is missing: run \`npm run build\` first (it fetches and translates the content).`,
      );
    }
    throw error;
  }
  return JSON.parse(text) as T;
}

export function getSiteContent(locale: Locale): SiteContent {
  siteContent ??= readGenerated<LocalizedSiteContent>(SITE_CONTENT_FILE);
  return siteContent[locale];
}

export function getCatalogueSnapshot(): CatalogueSnapshot {
  catalogue ??= readGenerated<CatalogueSnapshot>(CATALOGUE_FILE);
  return catalogue;
}

/** Forgets the memoized files (tests, or a dev server after a rebuild). */
export function resetSiteContentCache(): void {
  siteContent = undefined;
  catalogue = undefined;
}
