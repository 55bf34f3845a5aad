import { describe, expect, it } from 'vitest';
import type { RawImage, RawSiteContent, RawTrip } from '../../../src/content/cms-schemas.ts';
import {
  dimensionsFromAssetId,
  mapImage,
  mapSiteContent,
  mapTrip,
  toCatalogueSnapshot,
} from '../../../src/content/map.ts';
import { siteContentQuery } from '../../../src/content/queries.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { createLocalSource } from '../../../src/content/source.ts';
import { validateSiteContent } from '../../../src/content/validate.ts';

const raw = validateSiteContent(await createLocalSource(DEFAULT_DATASET_PATH).query(siteContentQuery));
const asset = 'image-0a1b2c3d-1600x1067-jpg';

describe('mapImage', () => {
  it.each<[string, RawImage, object]>([
    [
      'metadata dimensions and hotspot',
      {
        alt: 'A',
        hotspot: { x: 0.2, y: 0.8 },
        asset: { _id: asset, metadata: { dimensions: { width: 1600, height: 1067 } } },
      },
      { assetId: asset, alt: 'A', width: 1600, height: 1067, hotspot: { x: 0.2, y: 0.8 } },
    ],
    [
      'dimensions from the asset id when metadata is missing',
      { alt: 'B', hotspot: null, asset: { _id: 'image-ff-600x600-png', metadata: null } },
      { assetId: 'image-ff-600x600-png', alt: 'B', width: 600, height: 600 },
    ],
  ])('maps %s', (_, input, expected) => {
    expect(mapImage(input)).toStrictEqual(expected);
  });

  it('rejects something that is not an asset id', () => {
    expect(() => dimensionsFromAssetId('file-abc-pdf')).toThrow(/Not a Sanity image asset id/);
  });
});

describe('mapSiteContent', () => {
  const content = mapSiteContent(raw);

  it('maps the hero cards', () => {
    expect(content.hero.card1).toEqual({ title: raw.hero.card_1_title, body: raw.hero.card_1_body });
    expect(content.hero.card2).toEqual({ title: raw.hero.card_2_title, body: raw.hero.card_2_body });
  });

  it('maps activity detailed descriptions to rich text blocks with defaults filled in', () => {
    const blocks = content.activities.flatMap((a) => a.detailedDescription);
    for (const block of blocks) {
      expect(block).toMatchObject({
        _type: 'block',
        _key: expect.any(String),
        style: expect.any(String),
        markDefs: expect.any(Array),
      });
    }
  });

  it('applies the documented defaults for empty settings', () => {
    const copy: RawSiteContent = structuredClone(raw);
    copy.settings.downPaymentPercent = null;
    copy.settings.feePercent = null;
    copy.settings.chatWidgetId = null;
    copy.settings.routeRules = null;
    copy.settings.refundBands = null;
    copy.settings.cancellationPolicyText = null;
    expect(mapSiteContent(copy).settings).toMatchObject({
      refundBands: [],
      cancellationPolicyText: '',
      downPaymentPercent: 30,
      feePercent: 2,
      chatWidgetId: '',
      routeRules: [],
    });
  });

  it('keeps the dollar rate only with both its parts', () => {
    expect(content.settings.usdRate).toEqual({ xafPerUsd: 565.5, asOf: '2026-11-23' });
    for (const half of [{ xafPerUsd: 565.5, asOf: null }, { xafPerUsd: null, asOf: '2026-11-23' }, null]) {
      const copy: RawSiteContent = structuredClone(raw);
      copy.settings.usdRate = half;
      expect(mapSiteContent(copy).settings).not.toHaveProperty('usdRate');
    }
  });

  it('leaves packageSlug out of reviews not linked to a package', () => {
    const unlinked = content.reviews.filter((r) => !('packageSlug' in r));
    expect(unlinked.map((r) => r.name)).toEqual(['Luc F.', 'Esther N.']);
  });
});

describe('toCatalogueSnapshot', () => {
  it('keeps prices and puts both titles side by side', () => {
    const en = mapSiteContent(raw);
    const fr = structuredClone(en);
    fr.packages = fr.packages.map((p) => ({
      ...p,
      title: `FR ${p.title}`,
      pricePerPerson: 1,
      meetingPoint: p.meetingPoint && `FR ${p.meetingPoint}`,
      meetingTime: '23:59',
    }));
    const snapshot = toCatalogueSnapshot(en, fr, new Date('2025-10-01T00:00:00Z'));
    expect(snapshot.builtAt).toBe('2025-10-01T00:00:00.000Z');
    expect(snapshot.settings).toEqual({
      agencyName: 'Sawa Horizons Travel',
      cardFeePercent: 3.5,
      cardLimitXaf: null,
      whatsappNumber: en.settings.whatsappNumber,
      contactEmail: en.settings.contactEmail,
      // The sample sets no staff address nor language: the contact e-mail, in English.
      notificationLanguage: 'en',
      downPaymentPercent: 30,
      // The balance is due 30 days before the trip, as the booking page and confirmation say.
      balanceDueDays: 30,
      feePercent: 2,
      // The functions propose refunds from the same policy the pages show.
      refundBands: [
        { minDays: 30, percent: 90 },
        { minDays: 14, percent: 50 },
        { minDays: 0, percent: 0 },
      ],
    });
    const kribi = snapshot.packages.find((p) => p.slug === 'kribi-beach-escape');
    expect(kribi).toEqual({
      slug: 'kribi-beach-escape',
      title: { en: 'Kribi Beach Escape and the Lobé Falls', fr: 'FR Kribi Beach Escape and the Lobé Falls' },
      pricePerPerson: 145000,
      minPeople: 3,
      durationDays: 4,
      destination: 'Kribi',
      departures: [],
      // For the pre-trip message, in both languages; the time is the English content's.
      meetingPoint: {
        en: 'Douala, Total station at Rond-point Deido',
        fr: 'FR Douala, Total station at Rond-point Deido',
      },
      meetingTime: '06:30',
      whatToBring: {
        en: 'Swimwear, sun cream, a hat and a light jacket for the evenings',
        fr: 'Swimwear, sun cream, a hat and a light jacket for the evenings',
      },
    });
    // A trip without meeting details has none in the snapshot: the message says the agency tells.
    const turtles = snapshot.packages.find((p) => p.slug === 'ebodje-sea-turtles');
    expect(turtles).not.toHaveProperty('meetingPoint');
    expect(turtles).not.toHaveProperty('meetingTime');
    expect(turtles).not.toHaveProperty('whatToBring');
  });

  it("passes the agency's e-mail colours on to the functions when the settings give them", () => {
    const copy = structuredClone(raw);
    copy.settings.brandColour = '#003366';
    copy.settings.accentColour = '#8a2b0c';
    const en = mapSiteContent(copy);
    const snapshot = toCatalogueSnapshot(en, en, new Date('2025-10-01T00:00:00Z'));
    expect(snapshot.settings).toMatchObject({ brandColour: '#003366', accentColour: '#8a2b0c' });
    expect(toCatalogueSnapshot(mapSiteContent(raw), en, new Date()).settings).not.toHaveProperty(
      'brandColour',
    );
  });

  it("gives e-mails each trip's first picture at the size the address function picks", () => {
    const en = mapSiteContent(raw);
    const snapshot = toCatalogueSnapshot(
      en,
      en,
      new Date('2025-10-01T00:00:00Z'),
      (image) => `/mail/${image.assetId}`,
    );
    for (const trip of snapshot.packages) {
      expect(trip.emailImage).toBe(
        `/mail/${en.packages.find((p) => p.slug === trip.slug)?.images[0]?.assetId}`,
      );
    }
  });

  it("carries each package's departures, so the functions never ask the CMS", () => {
    const en = mapSiteContent(raw);
    const snapshot = toCatalogueSnapshot(en, en, new Date('2025-10-01T00:00:00Z'));
    const limbe = snapshot.packages.find((p) => p.slug === 'mount-cameroon-and-limbe');
    expect(limbe?.departures).toEqual(en.packages.find((p) => p.slug === limbe?.slug)?.departures);
    expect(limbe?.departures).toContainEqual({
      id: 'limbe-2027-12-18',
      date: '2027-12-18',
      seats: 14,
      pricePerPerson: 265000,
      status: 'open',
    });
  });
});

describe('mapTrip departures', () => {
  const trip = raw.trips.find((t) => t._id === 'trip-mount-cameroon-limbe') as RawTrip;

  it('takes the item key as the id, the trip price as null, and sorts by date', () => {
    const departures = [
      { _key: 'b', date: '2027-05-01', seats: 10, pricePerPerson: null, status: 'closed' as const },
      { _key: 'a', date: '2027-03-01', seats: 8, pricePerPerson: 250000, status: 'open' as const },
    ];
    expect(mapTrip({ ...trip, departures }).departures).toEqual([
      { id: 'a', date: '2027-03-01', seats: 8, pricePerPerson: 250000, status: 'open' },
      { id: 'b', date: '2027-05-01', seats: 10, pricePerPerson: null, status: 'closed' },
    ]);
  });

  it('gives a trip without departures an empty list (sold on request)', () => {
    expect(mapTrip({ ...trip, departures: null }).departures).toEqual([]);
  });
});
