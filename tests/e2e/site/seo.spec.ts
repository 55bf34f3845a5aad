import { expect, type Page, test } from '@playwright/test';
import { getSiteContent } from '../../../src/content/site-content.ts';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { upcomingDepartures } from '../../../src/domain/departure.ts';
import { ONE_VIEWPORT } from './site-helpers.ts';

const english = getSiteContent('en');
// A package with reviews of its own, so its structured data carries ratings.
const pkg = english.packages.find((each) =>
  english.reviews.some((review) => review.packageSlug === each.slug),
);
const post = english.posts[0];

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => JSON.parse(text) as Array<Record<string, unknown>>);
}

const ofType = (nodes: Array<Record<string, unknown>>, type: string) =>
  nodes.find(
    (node) => node['@type'] === type || (Array.isArray(node['@type']) && node['@type'].includes(type)),
  );

// Head metadata and files, the same at any width.
test.describe('search engine metadata', { tag: ONE_VIEWPORT }, () => {
  for (const { url, lang, canonicalPath, ogLocale, ogAlternate } of [
    { url: '/about', lang: 'en', canonicalPath: '/about', ogLocale: 'en_US', ogAlternate: 'fr_FR' },
    { url: '/fr/about', lang: 'fr', canonicalPath: '/fr/about', ogLocale: 'fr_FR', ogAlternate: 'en_US' },
  ]) {
    test(`${url}: self canonical, hreflang both ways, Open Graph locale`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const href = async (selector: string) =>
        new URL((await page.locator(selector).getAttribute('href')) ?? '').pathname;
      expect(await href('link[rel="canonical"]')).toBe(canonicalPath);
      expect(await href('link[rel="alternate"][hreflang="en"]')).toBe('/about');
      expect(await href('link[rel="alternate"][hreflang="fr"]')).toBe('/fr/about');
      expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe('/about');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', ogLocale);
      await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
        'content',
        ogAlternate,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
      expect(ofType(await jsonLd(page), 'TravelAgency')).toBeTruthy();
    });
  }

  test('package page: TouristTrip + Product, an XAF offer per listed departure for 3 or more, from the visible reviews', async ({
    page,
  }) => {
    await page.goto(`/fr/packages/${pkg?.slug}`);
    const trip = ofType(await jsonLd(page), 'TouristTrip');
    expect(trip?.['@type']).toEqual(['TouristTrip', 'Product']);
    const field = (key: string) => trip?.[key];
    // The sample gives this package departures: one offer each, listed on the page too.
    const upcoming = upcomingDepartures(pkg?.departures ?? [], agencyToday(new Date()));
    const offers = [field('offers')].flat();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(offers).toHaveLength(upcoming.length);
    expect(offers[0]).toMatchObject({
      priceCurrency: 'XAF',
      price: upcoming[0]?.pricePerPerson ?? pkg?.pricePerPerson,
      availabilityStarts: upcoming[0]?.date,
      eligibleQuantity: { minValue: 3 },
    });
    const departures = page.getByRole('region', { name: 'Prochains départs' }).getByRole('listitem');
    await expect(departures).toHaveCount(upcoming.length);
    await expect(departures.first().locator('time')).toHaveAttribute('datetime', upcoming[0]?.date ?? '');
    const reviews = (field('review') as unknown[] | undefined) ?? [];
    expect(reviews.length).toBeGreaterThan(0);
    const visible = page.getByRole('region', { name: 'Avis sur ce voyage' }).getByRole('listitem');
    expect(reviews.length).toBe(await visible.count());
    await expect(page.getByText(/Minimum 3 personnes/)).toBeVisible();
    // French price: digits grouped with a (narrow) space, then FCFA, no decimals.
    await expect(page.getByText(/^\d{1,3}([\s\u202f\u00a0]\d{3})+[\s\u00a0]FCFA$/).first()).toBeVisible();
    // Both booking links (beside the price, and the phone's bar at the end) lead to the checkout.
    const book = page.getByRole('link', { name: 'Réserver ce voyage' });
    await expect(book).toHaveCount(2);
    for (const link of await book.all()) {
      await expect(link).toHaveAttribute('href', `/fr/checkout?package=${pkg?.slug}`);
    }
    expect(ofType(await jsonLd(page), 'BreadcrumbList')).toBeTruthy();
  });

  test('English price reads like "XAF 250,000"', async ({ page }) => {
    await page.goto(`/packages/${pkg?.slug}`);
    await expect(page.getByText(/^XAF\s\d{1,3}(,\d{3})+$/).first()).toBeVisible();
    await expect(page.getByText('Minimum 3 people')).toBeVisible();
  });

  test('blog post: BlogPosting and breadcrumbs', async ({ page }) => {
    await page.goto(`/blog/${post?.slug}`);
    const nodes = await jsonLd(page);
    expect(ofType(nodes, 'BlogPosting')).toMatchObject({ headline: post?.title });
    expect(ofType(nodes, 'BreadcrumbList')).toBeTruthy();
  });

  test('robots.txt points at the sitemap; the sitemap has alternates and no private pages', async ({
    request,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap-index\.xml/);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    expect(sitemap).toContain('hreflang="fr"');
    expect(sitemap).toMatch(/\/fr\/packages\//);
    expect(sitemap).not.toMatch(/checkout|payments|packages\/search|404/);
  });

  for (const { url, language } of [
    { url: '/rss.xml', language: 'en' },
    { url: '/fr/rss.xml', language: 'fr' },
  ]) {
    test(`${url} is a feed in ${language}`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain(`<language>${language}</language>`);
      expect((xml.match(/<item>/g) ?? []).length).toBe(
        getSiteContent(language === 'fr' ? 'fr' : 'en').posts.length,
      );
    });
  }

  test('content pages offer the live chat', async ({ request }) => {
    expect(await (await request.get('/fr/about')).text()).toContain('embed.tawk.to');
  });

  for (const url of [
    '/checkout',
    '/fr/payments/pay',
    '/payments/partial/pay',
    '/fr/packages/search/K7MX3QPD2W',
  ]) {
    // Read as served: the islands may send a visitor without a booking elsewhere.
    test(`${url} is kept out of search engines and loads no third-party chat`, async ({ request }) => {
      const html = await (await request.get(url)).text();
      expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      expect(html).not.toContain('embed.tawk.to');
    });
  }
});
