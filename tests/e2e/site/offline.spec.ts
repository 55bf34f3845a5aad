/**
 * The service worker: a page read before the network dropped reads again offline, marked so; a page
 * never read gives the offline page in its language; and after a booking, its pages and a staff
 * sign-in, no function's answer and no personal page is in any of its caches. A new deploy's code is
 * what the next visit runs, the old deploy's is dropped, and a payment's page still says when the
 * network is gone and carries on when it returns.
 */
import type { Page } from '@playwright/test';
import type { BookingDetails } from '../../../src/api/contract.ts';
import { t } from '../../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';
import { staffSignedIn } from '../admin/admin-helpers.ts';
import { PACKAGE, pattern } from '../booking/booking-helpers.ts';
import { bookOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, sandboxNumbers, test } from '../fixtures/test.ts';
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

/** The paths kept in the site's caches. */
async function cachedPaths(page: Page): Promise<string[]> {
  return (await cachedUrls(page)).map((url) => new URL(url).pathname);
}

/** Installed and in control (it claims the page once active). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test(`visited pages read offline, others give the offline page, nothing personal is kept ${ONE_VIEWPORT}`, async ({
  page,
  context,
}) => {
  await page.goto('/');
  await workerInControl(page);
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

test(`a new deploy's code runs at the next visit, and a payment carries on past a lost signal ${ONE_VIEWPORT}`, async ({
  page,
  context,
  simulator,
}) => {
  const checkout = `${routes.checkout()}?package=${PACKAGE}`;
  const island = page.locator('astro-island[component-url*="CheckoutIsland"]');
  const html = await (await page.request.get(checkout)).text();
  const current = /component-url="(\/_astro\/CheckoutIsland\.[^"]+\.js)"/.exec(html)?.[1];
  if (!current) throw new Error('no checkout island on the checkout page');
  const earlier = current.replace(/\.js$/, '.earlier.js');

  // The deploy before this one, as its pages named things: another name for the island's code,
  // another version of the worker's address (its worker, as the server has only this one, is this
  // deploy's). The worker fetches pages and code itself: its requests take the same routes.
  await context.route(
    (url) => !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replaceAll(current, earlier)
        .replace(/data-worker="\/sw\.js\?v=[^"]+"/, 'data-worker="/sw.js?v=earlier"');
      await route.fulfill({ response, body });
    },
  );
  await context.route(`**${earlier}`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: new URL(current, route.request().url()).href }) }),
  );
  await page.goto('/');
  await workerInControl(page);
  await page.goto(checkout);
  await expect(island).toHaveAttribute('component-url', earlier);
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
  const kept = (await cachedPaths(page)).filter((path) => path.startsWith('/_astro/'));
  expect(kept).toContain(earlier);

  // This deploy: the next visit installs its worker, which drops the code it no longer ships, and
  // the checkout runs this deploy's code; what both deploys ship stays kept.
  await context.unrouteAll({ behavior: 'wait' });
  await page.goto('/');
  await page.goto(checkout);
  await expect(island).toHaveAttribute('component-url', current);
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
  await expect.poll(() => cachedPaths(page), { timeout: 20_000 }).not.toContain(earlier);
  const after = await cachedPaths(page);
  expect(after).toContain(current);
  for (const path of kept.filter((path) => path !== earlier)) expect(after).toContain(path);

  // A payment under way when the signal drops: the page says so, and shows the outcome on return.
  const code = await bookOverHttp(page.request, 'en', { number: sandboxNumbers.pendingForever });
  await page.goto(`${routes.pay()}?code=${code}`);
  await page.getByRole('button', { name: pattern('en', 'islands.pay.start') }).click();
  await expect(page.getByText(t('en', 'islands.pay.status.initiated'))).toBeVisible();
  const details = await page.request.get(`/api/bookings/${code}`);
  const reference = ((await details.json()) as { data: BookingDetails }).data.openPayment;
  const charged = (await simulator.payments()).find((payment) => payment.externalId === reference);
  if (!charged) throw new Error(`no simulated payment for ${reference}`);
  await context.setOffline(true);
  await expect(page.getByText(t('en', 'islands.pay.offline'))).toBeVisible({ timeout: 15_000 });
  await simulator.settle(charged.transId, 'SUCCESSFUL');
  await context.setOffline(false);
  await expect(page.locator('.pay-success-panel')).toContainText(t('en', 'islands.pay.status.success'));
  await expect(page.getByText(t('en', 'islands.pay.offline'))).toHaveCount(0);
  expect((await cachedPaths(page)).filter((path) => /^\/(api|payments)\//.test(path))).toEqual([]);
});
