import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { routeOfHtmlFile } from '../../../scripts/lib/page-weight.ts';
import { t } from '../../../src/i18n/messages.ts';
import { LOCALES_UNDER_TEST, ONE_VIEWPORT } from './site-helpers.ts';

// Every page the build wrote (error pages aside): the addresses people and search engines may use.
const DIST = join(process.cwd(), 'dist');
const builtRoutes = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => routeOfHtmlFile(relative(DIST, join(DIST, file))))
  .filter((route) => !/(^|\/)404$/.test(route))
  .sort();

test.describe('one address per page', { tag: ONE_VIEWPORT }, () => {
  test('the build has pages in both languages', () => {
    expect(builtRoutes).toContain('/');
    expect(builtRoutes).toContain('/fr');
    expect(builtRoutes.length).toBeGreaterThan(40);
  });

  for (const route of builtRoutes) {
    test(`${route} answers 200; ${route === '/' ? 'it has no other form' : `${route}/ moves to it (301)`}`, async ({
      request,
    }) => {
      const canonical = await request.get(route === '/' ? '/?lang=en' : route, { maxRedirects: 0 });
      expect(canonical.status()).toBe(200);
      if (route === '/') return;
      const slashed = await request.get(`${route}/`, { maxRedirects: 0 });
      expect(slashed.status()).toBe(301);
      expect(slashed.headers()['location']).toBe(route);
    });
  }

  test('the query string survives the move, and functions are not moved', async ({ request }) => {
    const moved = await request.get('/fr/checkout/?package=kribi-beach-escape', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe('/fr/checkout?package=kribi-beach-escape');
    const api = await request.get('/api/bookings/', { maxRedirects: 0 });
    expect(api.status()).not.toBe(301);
  });
});

for (const locale of LOCALES_UNDER_TEST) {
  // A redirect and an address bar: the same at any width.
  test(`a visitor typing a trailing slash lands on the page (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    const prefix = locale === 'fr' ? '/fr' : '';
    for (const path of [
      `${prefix}/about/`,
      `${prefix}/packages/`,
      `${prefix}/packages/kribi-beach-escape/`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(path.slice(0, -1));
      await expect(page.getByRole('link', { name: t(locale, 'site.skipLink') })).toBeAttached();
    }
  });
}
