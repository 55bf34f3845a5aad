/**
 * The desk as the agency thinks of its site: Trips, Activities, Blog, Pages, Reviews, Settings,
 * and the French texts to check. Hero, About and Settings are single documents.
 */
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from 'sanity/structure';
import { SiteLinksView } from './SiteLinksView.tsx';
import { SINGLETONS } from './schemaTypes/index.ts';

const singleton = (S: StructureBuilder, type: keyof typeof SINGLETONS, title: string) =>
  S.listItem()
    .title(title)
    .id(type)
    .schemaType(type)
    .child(S.document().schemaType(type).documentId(SINGLETONS[type]).title(title));

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Trips')
        .schemaType('trip')
        .child(
          S.list()
            .title('Trips')
            .items([
              S.documentTypeListItem('trip').title('Trips'),
              S.documentTypeListItem('facility').title('Included items'),
            ]),
        ),
      S.documentTypeListItem('activity').title('Activities'),
      S.listItem()
        .title('Blog')
        .schemaType('post')
        .child(
          S.list()
            .title('Blog')
            .items([
              S.documentTypeListItem('post').title('Posts'),
              S.documentTypeListItem('author').title('Authors'),
            ]),
        ),
      S.listItem()
        .title('Pages')
        .child(
          S.list()
            .title('Pages')
            .items([
              singleton(S, 'hero', 'Home page hero'),
              S.documentTypeListItem('whyUs').title('Home: why choose us'),
              S.documentTypeListItem('service').title('Home: services'),
              S.documentTypeListItem('faq').title('Home: questions (FAQ)'),
              singleton(S, 'about', 'About page'),
              S.documentTypeListItem('legal').title('Legal pages'),
            ]),
        ),
      S.documentTypeListItem('review').title('Reviews'),
      S.listItem()
        .title('French texts')
        .schemaType('translation')
        .child(
          S.list()
            .title('French texts')
            .items([
              S.listItem()
                .title('To check (machine translation)')
                .schemaType('translation')
                .child(
                  S.documentList()
                    .title('To check')
                    .schemaType('translation')
                    .filter('_type == "translation" && status != "checked"'),
                ),
              S.listItem()
                .title('Checked by a person')
                .schemaType('translation')
                .child(
                  S.documentList()
                    .title('Checked')
                    .schemaType('translation')
                    .filter('_type == "translation" && status == "checked"'),
                ),
              S.documentTypeListItem('translation').title('All French texts'),
            ]),
        ),
      S.divider(),
      singleton(S, 'settings', 'Settings'),
    ]);

/** Types with a page on the site get an "On the site" view with links to both languages. */
const WITH_PAGE = new Set(['trip', 'activity', 'post', 'about', 'legal']);

export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  WITH_PAGE.has(schemaType)
    ? S.document().views([S.view.form(), S.view.component(SiteLinksView).title('On the site')])
    : S.document();
