/**
 * The site's service worker (built into `dist/sw.js` by the build, from Workbox's modules):
 * - built assets (hashed names) come from the cache first: a new deploy names new ones, so the
 *   next visit fetches them; its worker, installed at that visit, drops the scripts and styles the
 *   deploy no longer ships (pictures, named by their content, age out);
 * - public pages come from the network first, a visited one from the cache when the network is
 *   gone, with a small "offline" mark; a page never visited gives the offline page in its language;
 * - nothing else is stored: functions' answers, bookings, the checkout, payments and the back
 *   office always go to the network (offline, a page of theirs gives the offline page).
 */
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { Locale } from '../i18n/locales.ts';
import {
  isHashedAsset,
  isOfflineReadable,
  isOutdatedAsset,
  localeOfPath,
  offlinePath,
} from '../site/offline-pages.ts';
import { markOffline } from './offline-mark.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};
/** The mark's words in each language, from the catalogue, written in by the build. */
declare const OFFLINE_MARKS: Record<Locale, string>;
/** Every script and style of this deploy (`/_astro/…`), written in by the build. */
declare const BUILT_ASSETS: string[];

const ASSETS_CACHE = 'assets';

// A new worker takes over at once: the next page loaded is served by the new deploy's rules.
self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }) as WorkboxPlugin,
      new ExpirationPlugin({
        maxEntries: 120,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }) as WorkboxPlugin,
    ],
  }),
);

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && isOfflineReadable(url),
  new NetworkFirst({
    cacheName: 'pages',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }) as WorkboxPlugin,
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }) as WorkboxPlugin,
      {
        // Only ever called with a stored copy because the network failed.
        cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
          cachedResponse &&
          markOffline(cachedResponse, OFFLINE_MARKS[localeOfPath(new URL(request.url).pathname)]),
      },
    ],
  }),
);

// Every other page (a booking's, the checkout, a payment, the back office) comes from the network
// only and is never stored; offline, it gives the offline page below instead of the browser's error.
registerRoute(({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate', new NetworkOnly());

// This deploy's worker takes over: what earlier deploys' pages loaded and this one no longer ships
// goes (a stale checkout's code is never served again, and it no longer takes the visitor's space).
self.addEventListener('activate', (event) => {
  event.waitUntil(dropOutdatedAssets());
});

async function dropOutdatedAssets(): Promise<void> {
  const current = new Set(BUILT_ASSETS);
  const cache = await caches.open(ASSETS_CACHE);
  for (const request of await cache.keys()) {
    if (isOutdatedAsset(new URL(request.url).pathname, current)) await cache.delete(request);
  }
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  return (await matchPrecache(offlinePath(localeOfPath(url.pathname)))) ?? Response.error();
});
