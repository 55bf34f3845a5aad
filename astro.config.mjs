// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { ISLAND_CHUNK_GROUPS } from './scripts/lib/island-chunks.ts';

// The public origin: Netlify sets URL on deploys; SITE_URL overrides it.
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

// Pages that must not be indexed (they are `noindex` too) and error pages.
const notInSitemap = /\/(checkout|payments|packages\/search|admin|offline)(\/|$)|\/404$/;

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  // The stylesheet is small (about 4 KB compressed): inlined, it no longer holds the first paint back by
  // a round trip on a slow mobile connection.
  build: { format: 'file', inlineStylesheets: 'always' },
  // The islands' code in a few files rather than many small ones (scripts/lib/island-chunks.ts).
  vite: {
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting: { groups: ISLAND_CHUNK_GROUPS } } } } },
    },
  },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !notInSitemap.test(new URL(page).pathname.replace(/\.html$/, '')),
      i18n: { defaultLocale: 'en', locales: { en: 'en', fr: 'fr' } },
    }),
  ],
});
