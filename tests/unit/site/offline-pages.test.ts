import { describe, expect, it } from 'vitest';
import { markOffline, offlineMarkHtml } from '../../../src/service-worker/offline-mark.ts';
import {
  isHashedAsset,
  isOfflineReadable,
  isOutdatedAsset,
  localeOfPath,
  offlinePath,
} from '../../../src/site/offline-pages.ts';

const readable = (address: string) => {
  const url = new URL(address, 'https://example.cm');
  return isOfflineReadable({ pathname: url.pathname, search: url.search });
};

describe('what the service worker may keep for offline reading', () => {
  it.each([
    '/',
    '/fr',
    '/about',
    '/fr/terms',
    '/privacy-policy',
    '/packages',
    '/packages/kribi-beach-escape',
    '/fr/packages/waza-national-park-safari',
    '/activities/hiking',
    '/fr/blog',
    '/blog/a-week-in-kribi',
  ])('keeps the public page %s', (path) => {
    expect(readable(path)).toBe(true);
  });

  it.each([
    // Personal: the tracking page and each booking's page, in both languages.
    '/packages/search',
    '/packages/search/ABCD-EFGH-JK',
    '/fr/packages/search/ABCD-EFGH-JK',
    // The checkout, payments, the back office, reminder links, functions.
    '/checkout',
    '/fr/checkout',
    '/payments/pay',
    '/payments/partial/pay',
    '/payments/card/return',
    '/admin',
    '/fr/admin',
    '/reminders/off',
    '/api/bookings/ABCD-EFGH-JK',
    '/api/admin/me',
    // A query string may carry a code or a token; a deeper path is no content page.
    '/packages/kribi-beach-escape?code=ABCD-EFGH-JK',
    '/?token=secret',
    '/packages/kribi/extra',
    '/offline',
    '/rss.xml',
    '/de/packages',
  ])('never keeps %s', (path) => {
    expect(readable(path)).toBe(false);
  });

  it('caches only built assets with hashed names', () => {
    expect(isHashedAsset('/_astro/CheckoutIsland.DDLmeAfA.js')).toBe(true);
    expect(isHashedAsset('/images/image-1cb7-480x320.webp')).toBe(true);
    expect(isHashedAsset('/api/payments/abc')).toBe(false);
    expect(isHashedAsset('/sw.js')).toBe(false);
  });

  it('gives the offline page in the language of the page asked for', () => {
    expect(localeOfPath('/fr/blog/x')).toBe('fr');
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/french-toast')).toBe('en');
    expect(offlinePath('en')).toBe('/offline');
    expect(offlinePath('fr')).toBe('/fr/offline');
  });
});

describe('the offline mark', () => {
  it('is added right after <body>, escaped, keeping the status and headers', async () => {
    const stored = new Response('<html><head></head><body class="x"><h1>Kribi</h1></body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
    const marked = await markOffline(stored, 'Offline <now>');
    expect(marked.status).toBe(200);
    expect(marked.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await marked.text()).toBe(
      '<html><head></head><body class="x"><p class="offline-mark" role="status">Offline &lt;now&gt;</p><h1>Kribi</h1></body></html>',
    );
    expect(offlineMarkHtml('a & b')).toContain('a &amp; b');
  });
});

describe("what a new deploy's worker drops", () => {
  it('drops the scripts and styles the deploy no longer ships, never a picture', () => {
    const current = new Set(['/_astro/CheckoutIsland.new.js', '/_astro/react.same.js']);
    expect(isOutdatedAsset('/_astro/CheckoutIsland.old.js', current)).toBe(true);
    expect(isOutdatedAsset('/_astro/CheckoutIsland.new.js', current)).toBe(false);
    expect(isOutdatedAsset('/_astro/react.same.js', current)).toBe(false);
    expect(isOutdatedAsset('/images/image-1cb7-480x320.webp', current)).toBe(false);
  });
});
