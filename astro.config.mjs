// @ts-check
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';

// The public origin: Netlify sets URL on deploys; SITE_URL overrides it.
const site = process.env.SITE_URL || process.env.URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'never',
  build: { format: 'file' },
  integrations: [react()],
});
