/**
 * Where a document shows on the site, in English and in French. Paths come from the site's own
 * route table, so the Studio's links follow any route change.
 */
import { localizedPath, routes } from '../src/i18n/routes.ts';

export interface SiteLink {
  locale: 'en' | 'fr';
  label: string;
  url: string;
}

interface LinkableDocument {
  _type: string;
  slug?: { current?: string } | undefined;
  kind?: string | undefined;
}

/** The site path of a document, or undefined when it has no page of its own. */
export function sitePath(doc: LinkableDocument): string | undefined {
  const slug = doc.slug?.current;
  switch (doc._type) {
    case 'trip':
      return slug ? routes.package(slug) : undefined;
    case 'activity':
      return slug ? routes.activity(slug) : undefined;
    case 'post':
      return slug ? routes.post(slug) : undefined;
    case 'about':
      return routes.about();
    case 'legal':
      return doc.kind === 'privacy' ? routes.privacy() : doc.kind === 'terms' ? routes.terms() : undefined;
    case 'review':
    case 'hero':
    case 'whyUs':
    case 'service':
    case 'faq':
    case 'settings':
      return routes.home();
    default:
      return undefined;
  }
}

/** Links to the English and French pages, on the site given by SANITY_STUDIO_SITE_URL. */
export function siteLinks(doc: LinkableDocument, siteUrl: string): SiteLink[] {
  const path = sitePath(doc);
  if (!path) return [];
  const base = siteUrl.replace(/\/+$/, '');
  return [
    { locale: 'en', label: 'English page', url: `${base}${localizedPath('en', path)}` },
    { locale: 'fr', label: 'Page française', url: `${base}${localizedPath('fr', path)}` },
  ];
}
