import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local-sample',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // `sanity deploy` publishes the Studio at https://<studioHost>.sanity.studio
  studioHost: process.env.SANITY_STUDIO_HOSTNAME || undefined,
  // Site types come from this schema and the site's GROQ queries, wherever in src/ a
  // `defineQuery` holds one (see docs/studio.md).
  typegen: {
    path: '../src/**/*.{ts,tsx}',
    schema: '.sanity/schema.json',
    generates: '../src/content/sanity.types.ts',
    overloadClientMethods: false,
  },
  vite: (config) => ({
    ...config,
    define: {
      ...config.define,
      // The site's own variable works too, so one .env can serve both.
      'process.env.SANITY_STUDIO_SITE_URL': JSON.stringify(
        process.env.SANITY_STUDIO_SITE_URL || process.env.SITE_URL || '',
      ),
    },
  }),
});
