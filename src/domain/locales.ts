/** The interface languages, in which the agency speaks to its customers; English is the source. */
export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
