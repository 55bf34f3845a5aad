import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getSiteContent } from '../../content/site-content.ts';
import { LOCALE_TAGS } from '../../i18n/locales.ts';
import { translator } from '../../i18n/messages.ts';
import { routes } from '../../i18n/routes.ts';
import { type LocaleProps, localeStaticPaths } from '../../i18n/static-paths.ts';
import { absoluteUrl } from '../../seo/alternates.ts';
import { latestPosts } from '../../site/selection.ts';

export const getStaticPaths = localeStaticPaths;

/** One feed per language: `/rss.xml` and `/fr/rss.xml`. */
export function GET(context: APIContext) {
  const { locale } = context.props as LocaleProps;
  const t = translator(locale);
  const { posts, settings } = getSiteContent(locale);
  const site = context.site ?? new URL(context.url.origin);
  return rss({
    title: t('blog.feedTitle', { site: settings.agencyName }),
    description: t('meta.blog', { site: settings.agencyName }),
    site: absoluteUrl(site, locale, '/'),
    customData: `<language>${LOCALE_TAGS[locale].htmlLang}</language>`,
    items: latestPosts(posts).map((post) => ({
      title: post.title,
      description: post.excerpt,
      pubDate: new Date(post.publishedAt),
      link: absoluteUrl(site, locale, routes.post(post.slug)),
      author: `${settings.contactEmail} (${post.author.name})`,
      categories: post.tags,
    })),
  });
}
