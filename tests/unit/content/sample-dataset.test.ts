import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteContentQuery } from '../../../src/content/queries.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { createLocalSource, fetchSiteContent, parseNdjson } from '../../../src/content/source.ts';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { upcomingDepartures } from '../../../src/domain/departure.ts';
import { DEPARTURES_PACKAGE, PACKAGE } from '../../e2e/booking/booking-helpers.ts';

interface Doc {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

const docs = parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH) as Doc[];
const source = createLocalSource(DEFAULT_DATASET_PATH);
const content = await fetchSiteContent(source);

describe('sample dataset (Sanity NDJSON export)', () => {
  it('has unique ids and the export metadata on every document', () => {
    const ids = docs.map((doc) => doc._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const doc of docs) {
      expect(doc).toMatchObject({ _createdAt: expect.any(String), _updatedAt: expect.any(String) });
    }
  });

  it.each([
    ['hero', 1],
    ['settings', 1],
    ['about', 1],
    ['trip', 8],
    ['activity', 6],
    ['facility', 8],
    ['service', 6],
    ['faq', 8],
    ['whyUs', 4],
    ['review', 12],
    ['post', 6],
    ['author', 2],
    ['legal', 2],
    ['sanity.imageAsset', 25],
  ])('has at least %s x%i', (type, min) => {
    expect(docs.filter((doc) => doc._type === type).length).toBeGreaterThanOrEqual(min);
  });

  it('has a committed JPEG of the declared size, under 150 KB, for every image asset', () => {
    const assets = docs.filter((doc) => doc._type === 'sanity.imageAsset');
    for (const asset of assets) {
      const file = `content/sample/images/${asset._id}.jpg`;
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(150 * 1024);
      const bytes = readFileSync(file);
      expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
    }
  });

  it('references only existing documents', () => {
    const ids = new Set(docs.map((doc) => doc._id));
    const refs = JSON.stringify(docs).matchAll(/"_ref":"([^"]+)"/g);
    for (const [, ref] of refs) expect(ids.has(ref as string), ref).toBe(true);
  });
});

describe('siteContentQuery over the sample dataset', () => {
  it('returns every collection with its counts', () => {
    expect(content.packages).toHaveLength(docs.filter((d) => d._type === 'trip').length);
    expect(content.activities).toHaveLength(6);
    expect(content.facilities).toHaveLength(8);
    expect(content.services).toHaveLength(6);
    expect(content.faq).toHaveLength(8);
    expect(content.whyUs).toHaveLength(4);
    expect(content.reviews).toHaveLength(12);
    expect(content.posts).toHaveLength(6);
    expect(content.authors).toHaveLength(2);
  });

  it('prices every package per person in integer XAF, minimum 3 people', () => {
    for (const pkg of content.packages) {
      expect(Number.isInteger(pkg.pricePerPerson), pkg.slug).toBe(true);
      expect(pkg.pricePerPerson).toBeGreaterThanOrEqual(85_000);
      expect(pkg.pricePerPerson).toBeLessThanOrEqual(650_000);
      expect(pkg.minPeople).toBe(3);
      expect(pkg.slug).not.toBe('search');
      expect(pkg.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(content.packages.some((pkg) => pkg.pricePerPerson * pkg.minPeople > 1_000_000)).toBe(true);
  });

  it('dereferences facilities, authors and reviewed packages', () => {
    const kribi = content.packages.find((pkg) => pkg.slug === 'kribi-beach-escape');
    expect(kribi?.facilities.map((f) => f.icon)).toEqual(['bed', 'utensils', 'bus', 'compass', 'droplet']);
    expect(kribi?.facilities[0]).toEqual({
      id: 'facility-accommodation',
      title: 'Accommodation in lodges and hotels',
      icon: 'bed',
    });
    for (const post of content.posts) {
      expect(content.authors.map((a) => a.id)).toContain(post.author.id);
      expect(post.author.name).not.toBe('');
    }
    const slugs = new Set(content.packages.map((pkg) => pkg.slug));
    const linked = content.reviews.filter((review) => review.packageSlug);
    expect(linked.length).toBeGreaterThan(5);
    for (const review of linked) expect(slugs.has(review.packageSlug as string)).toBe(true);
  });

  it('gives every image its asset id, dimensions and alt text', () => {
    const images = [
      content.hero.image,
      content.about.image,
      ...content.packages.flatMap((pkg) => pkg.images),
      ...content.activities.map((a) => a.image),
      ...content.posts.map((p) => p.image),
    ];
    for (const image of images) {
      const [, w, h] = /-(\d+)x(\d+)-jpg$/.exec(image.assetId) ?? [];
      expect({ width: image.width, height: image.height }).toEqual({ width: Number(w), height: Number(h) });
      expect(image.alt.length).toBeGreaterThan(5);
    }
    expect(content.hero.image.hotspot).toEqual({ x: 0.55, y: 0.45 });
  });

  it('keeps rich text with marks and link annotations', () => {
    const blocks = content.packages.flatMap((pkg) => pkg.description);
    const marks = blocks.flatMap((block) =>
      block.children.flatMap((child) => (child.marks as string[]) ?? []),
    );
    expect(marks).toContain('strong');
    expect(marks).toContain('em');
    const links = content.activities.flatMap((a) => a.detailedDescription).flatMap((b) => b.markDefs ?? []);
    expect(links).toContainEqual(
      expect.objectContaining({ _type: 'link', href: '/packages/waza-national-park-safari' }),
    );
  });

  it('orders packages popular first and sorts itineraries by day', () => {
    const firstOther = content.packages.findIndex((pkg) => !pkg.popular);
    expect(content.packages.slice(firstOther).every((pkg) => !pkg.popular)).toBe(true);
    for (const pkg of content.packages) {
      expect(pkg.itinerary.map((d) => d.day)).toEqual(pkg.itinerary.map((_, i) => i + 1));
      expect(pkg.itinerary).toHaveLength(pkg.durationDays);
    }
  });

  it('reads settings with route rules and defaults', () => {
    expect(content.settings).toMatchObject({
      agencyName: 'Sawa Horizons Travel',
      downPaymentPercent: 30,
      feePercent: 2,
      whatsappNumber: expect.stringMatching(/^\+2376\d{8}$/),
    });
    expect(content.settings.routeRules).toContainEqual({ from: '/offers', to: '/packages', status: 301 });
    expect(content.legal.terms.kind).toBe('terms');
    expect(content.legal.privacy.kind).toBe('privacy');
  });

  it('never returns drafts', async () => {
    const draft = { ...docs.find((d) => d._type === 'faq'), _id: 'drafts.faq-1', question: 'Draft?' };
    const { evaluate, parse } = await import('groq-js');
    const result = await evaluate(parse(siteContentQuery), { dataset: [...docs, draft] });
    const raw = (await result.get()) as { faq: Array<{ _id: string }> };
    expect(raw.faq.map((f) => f._id)).not.toContain('drafts.faq-1');
  });
});

describe('sample departures', () => {
  const departuresOf = (slug: string) => content.packages.find((pkg) => pkg.slug === slug)?.departures ?? [];

  it('keeps at least four packages with a departure still to come', () => {
    const today = agencyToday(new Date());
    const planned = content.packages.filter((pkg) => upcomingDepartures(pkg.departures, today).length > 0);
    expect(
      planned.length,
      `Only ${planned.length} sample packages have a departure after ${today}: move the departures ` +
        'of content/sample/dataset.ndjson a year later (dates and keys), then run `npm test`.',
    ).toBeGreaterThanOrEqual(4);
  });

  it('leaves the package the booking journeys book on request', () => {
    expect(departuresOf(PACKAGE)).toEqual([]);
  });

  it('gives the departure journeys a closed, a small and a high-season departure', () => {
    const departures = departuresOf(DEPARTURES_PACKAGE);
    expect(departures.some((d) => d.status === 'closed')).toBe(true);
    expect(departures.some((d) => d.status === 'open' && d.seats <= 8)).toBe(true);
    expect(departures.some((d) => d.status === 'guaranteed')).toBe(true);
    expect(departures.some((d) => d.pricePerPerson !== null)).toBe(true);
  });
});
