import { LOCALES, type Locale } from './locales.ts';

/**
 * Static paths for detail pages (`[...lang]/packages/[slug].astro`): one page per entry and locale,
 * `lang` undefined for English. Each page receives its entry already in its language.
 */
export function localeEntryPaths<T extends { slug: string }>(entriesFor: (locale: Locale) => readonly T[]) {
  return LOCALES.flatMap((locale) =>
    entriesFor(locale).map((entry) => ({
      params: { lang: locale === 'en' ? undefined : locale, slug: entry.slug },
      props: { locale, entry },
    })),
  );
}

export interface EntryProps<T> {
  locale: Locale;
  entry: T;
}
