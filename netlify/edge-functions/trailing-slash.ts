/**
 * Netlify serves `about.html` at both `/about` and `/about/` and matches `_redirects` rules with or
 * without the slash, so a rule cannot send one form to the other without looping. This edge
 * function runs only on paths ending in a slash and answers the 301 to the canonical address; the
 * local server applies the same rule (scripts/lib/site-server.ts). See docs/development.md.
 */
import { trailingSlashResponse } from '../../src/seo/trailing-slash.ts';

export default (request: Request): Response | undefined => trailingSlashResponse(request);

export const config = {
  pattern: '^/.+/$',
  excludedPattern: ['^/api/', '^/\\.netlify/'],
};
