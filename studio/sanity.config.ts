import { frFRLocale } from '@sanity/locale-fr-fr';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { DATASET, PROJECT_ID } from './env.ts';
import { SINGLETONS, schemaTypes } from './schemaTypes/index.ts';
import { defaultDocumentNode, structure } from './structure.ts';

const singletonTypes = new Set<string>(Object.keys(SINGLETONS));

export default defineConfig({
  name: 'default',
  title: 'Sawa Horizons: site content',
  projectId: PROJECT_ID,
  dataset: DATASET,
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    // Editors pick English or French for the Studio's interface from their profile menu.
    frFRLocale(),
  ],
  i18n: {
    // Without a choice of their own, editors get the last locale of this list: keep English last so
    // the Studio opens in English, and French is one click away in the profile menu.
    locales: (locales) => [
      ...locales.filter((locale) => locale.id !== 'en-US'),
      ...locales.filter((locale) => locale.id === 'en-US'),
    ],
  },
  schema: {
    types: schemaTypes,
    // Hero, About and Settings exist once: no "new document" for them.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(
            ({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish',
          )
        : actions,
  },
});
