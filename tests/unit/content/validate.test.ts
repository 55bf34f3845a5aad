import { describe, expect, it } from 'vitest';
import { siteContentQuery } from '../../../src/content/queries.ts';
import { DEFAULT_DATASET_PATH } from '../../../src/content/sanity-config.ts';
import { createLocalSource } from '../../../src/content/source.ts';
import { ContentValidationError, validateSiteContent } from '../../../src/content/validate.ts';

// biome-ignore lint/suspicious/noExplicitAny: the cases reshape raw JSON into deliberately invalid documents.
type Raw = Record<string, any>;
const good = (await createLocalSource(DEFAULT_DATASET_PATH).query(siteContentQuery)) as Raw;
const byId = (raw: Raw, collection: string, id: string) => raw[collection].find((doc: Raw) => doc._id === id);

function failureOf(mutate: (raw: Raw) => void): ContentValidationError {
  const raw = structuredClone(good);
  mutate(raw);
  try {
    validateSiteContent(raw);
  } catch (error) {
    if (error instanceof ContentValidationError) return error;
    throw error;
  }
  throw new Error('expected the content to be rejected');
}

describe('validateSiteContent', () => {
  it('accepts the sample dataset', () => {
    expect(validateSiteContent(good).trips.length).toBeGreaterThan(0);
  });

  it.each<[string, (raw: Raw) => void, string, string]>([
    [
      'a price that is not an integer',
      (r) => {
        byId(r, 'trips', 'trip-kribi-beach-escape').pricePerPerson = 145000.5;
      },
      'trip-kribi-beach-escape',
      'pricePerPerson',
    ],
    [
      'a group minimum below one person',
      (r) => {
        byId(r, 'trips', 'trip-waza-safari').minPeople = 0;
      },
      'trip-waza-safari',
      'minPeople',
    ],
    [
      'an image without alt text',
      (r) => {
        byId(r, 'trips', 'trip-ebodje-turtles').images[1].alt = '';
      },
      'trip-ebodje-turtles',
      'images.1.alt',
    ],
    [
      'a broken image reference',
      (r) => {
        byId(r, 'activities', 'activity-kribi-cooking-class').image.asset = null;
      },
      'activity-kribi-cooking-class',
      'image.asset',
    ],
    [
      'a broken facility reference',
      (r) => {
        byId(r, 'trips', 'trip-ring-road').facilities[2] = null;
      },
      'trip-ring-road',
      'facilities.2',
    ],
    [
      'a slug with capitals',
      (r) => {
        byId(r, 'posts', 'post-kribi-weekend').slug.current = 'Kribi Weekend';
      },
      'post-kribi-weekend',
      'slug.current',
    ],
    [
      'the reserved package slug',
      (r) => {
        byId(r, 'trips', 'trip-foumban-heritage').slug.current = 'search';
      },
      'trip-foumban-heritage',
      'slug.current',
    ],
    [
      'a duplicated slug',
      (r) => {
        byId(r, 'activities', 'activity-limbe-wildlife-centre').slug.current = 'kribi-cooking-class';
      },
      'activity-limbe-wildlife-centre',
      'slug.current',
    ],
    [
      'a rating of 6',
      (r) => {
        byId(r, 'reviews', 'review-03').rating = 6;
      },
      'review-03',
      'rating',
    ],
    [
      'a review of an unknown package',
      (r) => {
        byId(r, 'reviews', 'review-01').packageSlug = 'atlantis';
      },
      'review-01',
      'trip',
    ],
    [
      'a rich-text span without text',
      (r) => {
        delete byId(r, 'trips', 'trip-waza-safari').description[0].children[0].text;
      },
      'trip-waza-safari',
      'description.0.children.0.text',
    ],
    [
      'a post without author',
      (r) => {
        byId(r, 'posts', 'post-turtle-season').author = null;
      },
      'post-turtle-season',
      'author',
    ],
    [
      'an invalid publication date',
      (r) => {
        byId(r, 'posts', 'post-turtle-season').publishedAt = 'yesterday';
      },
      'post-turtle-season',
      'publishedAt',
    ],
    [
      'a WhatsApp number not in E.164',
      (r) => {
        r.settings.whatsappNumber = '677 12 34 56';
      },
      'settings',
      'whatsappNumber',
    ],
    [
      'a fee with three decimals',
      (r) => {
        r.settings.feePercent = 1.125;
      },
      'settings',
      'feePercent',
    ],
    [
      'a negative dollar rate',
      (r) => {
        r.settings.usdRate.xafPerUsd = -565.5;
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a zero dollar rate',
      (r) => {
        r.settings.usdRate.xafPerUsd = 0;
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a dollar rate with a digit too many',
      (r) => {
        r.settings.usdRate.xafPerUsd = 5655;
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a dollar rate typed the other way round',
      (r) => {
        r.settings.usdRate.xafPerUsd = 0.00177;
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a dollar rate given as text',
      (r) => {
        r.settings.usdRate.xafPerUsd = '565.5';
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a dollar rate dated in the future',
      (r) => {
        r.settings.usdRate.asOf = '2999-01-01';
      },
      'settings',
      'usdRate.asOf',
    ],
    [
      'a dollar rate dated on no day',
      (r) => {
        r.settings.usdRate.asOf = '23/11/2026';
      },
      'settings',
      'usdRate.asOf',
    ],
    [
      'a card fee given as text with a script',
      (r) => {
        r.settings.cardFeePercent = '3.5<script>alert(1)</script>';
      },
      'settings',
      'cardFeePercent',
    ],
    [
      'a negative card fee',
      (r) => {
        r.settings.cardFeePercent = -1;
      },
      'settings',
      'cardFeePercent',
    ],
    [
      'an absurd card fee',
      (r) => {
        r.settings.cardFeePercent = 1e9;
      },
      'settings',
      'cardFeePercent',
    ],
    [
      'a card fee that is not a number',
      (r) => {
        r.settings.cardFeePercent = Number.NaN;
      },
      'settings',
      'cardFeePercent',
    ],
    [
      'a card fee with three decimals',
      (r) => {
        r.settings.cardFeePercent = 3.125;
      },
      'settings',
      'cardFeePercent',
    ],
    [
      'a card limit given as text with a script',
      (r) => {
        r.settings.cardLimitXaf = '<img src=x onerror=alert(1)>';
      },
      'settings',
      'cardLimitXaf',
    ],
    [
      'an infinite card limit',
      (r) => {
        r.settings.cardLimitXaf = Number.POSITIVE_INFINITY;
      },
      'settings',
      'cardLimitXaf',
    ],
    [
      'an absurd card limit',
      (r) => {
        r.settings.cardLimitXaf = 1e15;
      },
      'settings',
      'cardLimitXaf',
    ],
    [
      'a card limit of a fraction of a franc',
      (r) => {
        r.settings.cardLimitXaf = 5000.5;
      },
      'settings',
      'cardLimitXaf',
    ],
    [
      'a card limit below any payment',
      (r) => {
        r.settings.cardLimitXaf = 0;
      },
      'settings',
      'cardLimitXaf',
    ],
    [
      'a dollar rate given as text with a script',
      (r) => {
        r.settings.usdRate.xafPerUsd = '<script>alert(1)</script>';
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'an infinite dollar rate',
      (r) => {
        r.settings.usdRate.xafPerUsd = Number.POSITIVE_INFINITY;
      },
      'settings',
      'usdRate.xafPerUsd',
    ],
    [
      'a dollar rate dated with a script',
      (r) => {
        r.settings.usdRate.asOf = '<script>alert(1)</script>';
      },
      'settings',
      'usdRate.asOf',
    ],
    [
      'a route rule with a relative source',
      (r) => {
        r.settings.routeRules[0].from = 'offers';
      },
      'settings',
      'routeRules.0.from',
    ],
    [
      'an empty hero heading',
      (r) => {
        r.hero.heading = '';
      },
      'hero',
      'heading',
    ],
    [
      'a missing hero',
      (r) => {
        r.hero = null;
      },
      'hero',
      '',
    ],
    [
      'a missing privacy policy',
      (r) => {
        r.legal = r.legal.filter((d: Raw) => d.kind !== 'privacy');
      },
      'legal (privacy)',
      '',
    ],
  ])('rejects %s, naming the document and field', (_, mutate, documentId, path) => {
    const error = failureOf(mutate);
    expect(error.issues).toContainEqual(expect.objectContaining({ documentId, path }));
    expect(error.message).toContain(documentId);
    if (path) expect(error.message).toContain(`at ${path}`);
  });

  // A broken cancellation policy fails the build (never a guessed refund), saying what is wrong.
  it.each<[string, Raw[], RegExp]>([
    ['a refund above 100 %', [{ minDays: 30, percent: 120 }], /from 0 to 100 \(got 120\)/],
    ['a negative refund', [{ minDays: 30, percent: -10 }], /from 0 to 100/],
    ['fractional days', [{ minDays: 13.5, percent: 50 }], /whole number of at least 0 \(got 13.5\)/],
    [
      'unsorted bands',
      [
        { minDays: 0, percent: 0 },
        { minDays: 30, percent: 90 },
      ],
      /sorted from the most days/,
    ],
    [
      'overlapping bands',
      [
        { minDays: 14, percent: 50 },
        { minDays: 14, percent: 90 },
      ],
      /overlaps band 1/,
    ],
  ])('rejects a cancellation policy with %s', (_, bands, message) => {
    const error = failureOf((r) => {
      r.settings.refundBands = bands;
    });
    expect(error.issues).toEqual([
      expect.objectContaining({
        documentId: 'settings',
        path: 'refundBands',
        message: expect.stringMatching(message),
      }),
    ]);
    expect(error.message).toContain('cancellation policy');
  });

  // A broken departure fails the build naming the trip and the departure: the checkout would sell it.
  it.each<[string, Raw, string, RegExp]>([
    ['no seats', { seats: 0 }, 'seats', /at least 1/],
    ['more than 200 seats', { seats: 201 }, 'seats', /at most 200/],
    ['fractional seats', { seats: 7.5 }, 'seats', /whole number/],
    ['an unknown status', { status: 'full' }, 'status', /open, guaranteed, closed/],
    ['a date that is not ISO', { date: '16/01/2027' }, 'date', /ISO date/],
    ['a date that does not exist', { date: '2027-02-30' }, 'date', /real ISO date/],
    ['a price with decimals', { pricePerPerson: 180000.5 }, 'pricePerPerson', /integer amount of XAF/],
    ['a price of zero', { pricePerPerson: 0 }, 'pricePerPerson', /at least 1/],
  ])('rejects a departure with %s, naming the trip and the departure', (_, change, field, message) => {
    const error = failureOf((r) => {
      const departure = byId(r, 'trips', 'trip-waza-safari').departures[1];
      Object.assign(departure, change);
    });
    expect(error.issues).toEqual([
      expect.objectContaining({
        documentId: 'trip-waza-safari',
        path: `departures.1.${field}`,
        message: expect.stringMatching(message),
      }),
    ]);
    expect(error.message).toContain('(departure waza-2027-02-20');
  });

  it('rejects two departures of a trip on the same date', () => {
    const error = failureOf((r) => {
      const departures = byId(r, 'trips', 'trip-rhumsiki-mandara').departures;
      departures[2].date = departures[0].date;
    });
    expect(error.issues).toEqual([
      {
        documentId: 'trip-rhumsiki-mandara',
        documentType: 'trip',
        path: 'departures.2.date',
        message: 'departure rhumsiki-2027-10-30 is on 2027-01-23, as departure rhumsiki-2027-01-23: keep one',
      },
    ]);
  });

  it('rejects a departure id used twice, as a trip duplicated in the Studio would have', () => {
    const error = failureOf((r) => {
      const copied = byId(r, 'trips', 'trip-waza-safari').departures[0];
      byId(r, 'trips', 'trip-rhumsiki-mandara').departures.push({ ...copied, date: '2027-12-24' });
    });
    expect(error.issues).toEqual([
      {
        documentId: 'trip-rhumsiki-mandara',
        documentType: 'trip',
        path: expect.stringMatching(/^departures\.\d+$/),
        message: expect.stringMatching(
          /^departure waza-\S+ is also a departure of trip-waza-safari: remove it/,
        ),
      },
    ]);
  });

  it('accepts a departure in the past: it is only left off the pages', () => {
    const raw = structuredClone(good);
    byId(raw, 'trips', 'trip-waza-safari').departures[0].date = '2020-01-04';
    const trip = validateSiteContent(raw).trips.find((t) => t._id === 'trip-waza-safari');
    expect(trip?.departures?.[0]?.date).toBe('2020-01-04');
  });

  it('reads the sample policy, and no policy as none', () => {
    expect(good.settings.refundBands).toEqual([
      { minDays: 30, percent: 90 },
      { minDays: 14, percent: 50 },
      { minDays: 0, percent: 0 },
    ]);
    const raw = structuredClone(good);
    raw.settings.refundBands = null;
    expect(validateSiteContent(raw).settings.refundBands).toBeNull();
  });

  it('names the dollar rate in the message of a build it fails', () => {
    const error = failureOf((r) => {
      r.settings.usdRate.xafPerUsd = 5655;
    });
    expect(error.message).toContain('settings (settings) at usdRate.xafPerUsd: must be XAF per US dollar');
    const future = failureOf((r) => {
      r.settings.usdRate.asOf = '2999-01-01';
    });
    expect(future.message).toContain('US dollar rate: the rate is dated 2999-01-01, after today');
  });

  it('accepts a dollar rate without its day, its day without it, an old one and none', () => {
    for (const usdRate of [
      { xafPerUsd: 565.5 },
      { asOf: '2026-11-23' },
      { xafPerUsd: 565.5, asOf: '1999-01-01' },
      null,
    ]) {
      const raw = structuredClone(good);
      raw.settings.usdRate = usdRate;
      expect(validateSiteContent(raw).settings.usdRate).toEqual(usdRate);
    }
  });

  it('reports every problem at once', () => {
    const error = failureOf((r) => {
      r.faq[0].answer = '';
      r.services[1].icon = 'Not An Icon';
    });
    expect(error.issues.map((i) => `${i.documentId}:${i.path}`)).toEqual([
      'service-airport-transfers:icon',
      'faq-1:answer',
    ]);
  });

  it('does not blame the reviews of a package that is itself invalid', () => {
    const error = failureOf((r) => {
      byId(r, 'trips', 'trip-kribi-beach-escape').pricePerPerson = '145000';
    });
    expect(error.issues).toEqual([
      {
        documentId: 'trip-kribi-beach-escape',
        documentType: 'trip',
        path: 'pricePerPerson',
        message: 'Invalid type: Expected number but received "145000"',
      },
    ]);
  });

  it('accepts optional settings left empty', () => {
    const raw = structuredClone(good);
    raw.settings.downPaymentPercent = null;
    raw.settings.chatWidgetId = null;
    expect(validateSiteContent(raw).settings.downPaymentPercent).toBeNull();
  });
});
