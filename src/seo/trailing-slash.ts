/**
 * One address per page: pages live at their path without a trailing slash (`/fr/about`, not
 * `/fr/about/`; see `trailingSlash: 'never'` in astro.config.mjs). The other form answers a 301 to
 * it. Used by the Netlify edge function (production) and by the local server (`npm start`), so both
 * redirect the same requests. See docs/development.md, "Addresses and trailing slashes".
 */

/** Paths that are not pages: functions and platform internals keep their method and body. */
const NOT_PAGES = /^\/(?:api|\.netlify)(?:\/|$)/;

/**
 * Where a request for `pathname` + `search` must be sent permanently, or undefined when it is
 * already canonical. `/about/` -> `/about`, `/fr/?x=1` -> `/fr?x=1`, `//evil.example/` stays put
 * (never an address on another host).
 */
export function trailingSlashRedirect(pathname: string, search = ''): string | undefined {
  if (pathname === '/' || !pathname.endsWith('/')) return undefined;
  if (NOT_PAGES.test(pathname)) return undefined;
  const trimmed = pathname.replace(/\/+$/, '');
  // `//host/` would read as a protocol-relative address to another site: refuse it.
  if (trimmed === '' || trimmed.startsWith('//')) return undefined;
  return `${trimmed}${search}`;
}

/** The 301 answer for a request, when its path is not canonical. */
export function trailingSlashResponse(request: Request): Response | undefined {
  const url = new URL(request.url);
  const target = trailingSlashRedirect(url.pathname, url.search);
  if (target === undefined) return undefined;
  return new Response(null, {
    status: 301,
    headers: { location: target, 'cache-control': 'public, max-age=3600' },
  });
}
