/**
 * The service worker: a page read before the network dropped reads again offline, marked so; a page
 * never read gives the offline page in its language; and after a booking, its pages and a staff
 * sign-in, no function's answer and no personal page is in any of its caches.
 */
import type { Page } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';
import { staffSignedIn } from '../admin/admin-helpers.ts';
import { PACKAGE } from '../booking/booking-helpers.ts';
import { bookOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from './site-helpers.ts';

test.use({ serviceWorkers: 'allow' });

/** Every address kept in the site's caches. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test(`visited pages read offline, others give the offline page, nothing personal is kept ${ONE_VIEWPORT}`, async ({
  page,
  context,
}) => {
  await page.goto('/');
  // Installed and in control (it claims the page once active).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
  const trip = localizedPath('fr', routes.package(PACKAGE));
  await page.goto(trip);
  const title = await page.getByRole('heading', { level: 1 }).textContent();

  // A customer's booking and its pages, and a staff member's back office, read while online.
  const code = await bookOverHttp(page.request, 'en');
  await page.goto(routes.bookingDetails(code));
  await expect(page.getByText(code).first()).toBeVisible({ timeout: 30_000 });
  await page.goto(`${routes.pay()}?code=${code}`);
  await page.goto(`${routes.checkout()}?package=${PACKAGE}`);
  await staffSignedIn(page, 'en', 'offline-owner@example.cm', 'owner');

  const kept = await cachedUrls(page);
  expect(kept.some((url) => url.endsWith(trip))).toBe(true);
  for (const url of kept) {
    const { pathname, searchParams } = new URL(url);
    // Workbox keys what it keeps at install by its revision; no other query string is ever kept.
    searchParams.delete('__WB_REVISION__');
    expect(searchParams.size, url).toBe(0);
    expect(pathname, url).not.toMatch(
      /^\/(fr\/)?(api|admin|checkout|payments|packages\/search|reminders)(\/|$)/,
    );
  }
  expect(kept.join(' ')).not.toContain(code);

  await context.setOffline(true);
  await page.goto(trip);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  await expect(page.getByRole('status').filter({ hasText: t('fr', 'offline.mark') })).toBeVisible();
  // Never read: the offline page, in the page's language.
  await page.goto(routes.about());
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'title.offline') })).toBeVisible();
  await page.goto(localizedPath('fr', routes.blog()));
  await expect(page.getByRole('heading', { level: 1, name: t('fr', 'title.offline') })).toBeVisible();
  // A booking's page is never kept, though it was read: offline, the offline page stands in.
  await page.goto(routes.bookingDetails(code));
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'title.offline') })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
  await context.setOffline(false);
});
