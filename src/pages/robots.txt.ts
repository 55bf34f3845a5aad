import type { APIContext } from 'astro';

/**
 * Everything is crawlable but the back office; checkout, payment and tracking pages say `noindex`
 * themselves.
 */
export function GET(context: APIContext) {
  const site = context.site ?? new URL(context.url.origin);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /fr/admin',
    '',
    `Sitemap: ${new URL('/sitemap-index.xml', site).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
