import { LOCALES, type Locale } from './locales.ts';

/**
 * Every page lives once under `src/pages/[...lang]/` and is built for each locale: `lang` is
 * undefined for English (no prefix) and `fr` for French.
 */
export function localeStaticPaths() {
  return LOCALES.map((locale) => ({
    params: { lang: locale === 'en' ? undefined : locale },
    props: { locale },
  }));
}

export interface LocaleProps {
  locale: Locale;
}
