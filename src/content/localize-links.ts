/**
 * Internal links inside rich text are authored in English (`/packages/kribi`); on French pages they
 * must lead to the French page (`/fr/packages/kribi`). Applied once to the French content at build.
 */
import type { Locale } from '../i18n/locales.ts';
import { localizedPath } from '../i18n/routes.ts';

export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return href;
  const localized = localizedPath(locale, path);
  return `${localized}${rest}`;
}

/** A copy of `value` in which every rich-text link definition points at the `locale` version. */
export function localizeRichTextLinks<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item) => localizeRichTextLinks(item, locale)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === 'markDefs' && Array.isArray(item)
        ? item.map((def) => localizeLinkDef(def, locale))
        : localizeRichTextLinks(item, locale);
  }
  return out as T;
}

function localizeLinkDef(def: unknown, locale: Locale): unknown {
  if (def === null || typeof def !== 'object') return def;
  const link = def as { _type?: unknown; href?: unknown };
  if (link._type !== 'link' || typeof link.href !== 'string') return def;
  return { ...link, href: localizeHref(link.href, locale) };
}
