/**
 * Raw CMS documents as `queries.ts` projects them. Sanity does not enforce its studio schema on
 * the API, and GROQ answers `null` for anything missing, so every document is checked here before
 * it reaches a page: a bad document fails the build with its `_id` and the field path.
 */
import * as v from 'valibot';
import { DEPARTURE_STATUSES } from '../domain/departure.ts';
import { isPlausibleUsdRate, USD_RATE_RANGE } from '../domain/indicative-price.ts';
import { LOCALES } from '../i18n/locales.ts';
import { httpsLinkProblem, linkProblem, routeSourceProblem, routeTargetProblem } from './safe-links.ts';

const text = v.pipe(v.string(), v.nonEmpty('must not be empty'));
/** Optional text: GROQ gives `null` for a missing field. */
const optionalText = v.nullish(v.string());

const slug = v.object({
  current: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase-kebab (a-z, 0-9 and single dashes)'),
  ),
});

const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)'));
/** `YYYY-MM-DD` naming a day that exists (`2027-02-30` has the shape of a date but is none). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const isoDateTime = v.pipe(
  v.string(),
  v.check(
    (value) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value)),
    'must be an ISO date-time',
  ),
);

/** A string that `problem` finds nothing wrong with; the issue says what is wrong. */
function guarded(problem: (value: string) => string | undefined) {
  return v.pipe(
    v.string(),
    v.check(
      (value) => problem(value) === undefined,
      (issue) => problem(String(issue.input)) ?? 'is not allowed',
    ),
  );
}

const unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

const imageAssetId = v.pipe(
  v.string(),
  v.regex(
    /^image-[a-zA-Z0-9]+-\d+x\d+-[a-z0-9]+$/,
    'must be a Sanity image asset id (image-<hash>-<W>x<H>-<ext>)',
  ),
);

export const rawImageSchema = v.object({
  alt: v.pipe(v.string(), v.nonEmpty('alt text must not be empty')),
  hotspot: v.nullish(v.object({ x: unit, y: unit })),
  /** Fractions cut from each side in the Studio. */
  crop: v.nullish(
    v.pipe(
      v.object({ top: unit, bottom: unit, left: unit, right: unit }),
      v.check((c) => c.left + c.right < 1 && c.top + c.bottom < 1, 'crop must keep part of the image'),
    ),
  ),
  asset: v.object({
    _id: imageAssetId,
    metadata: v.nullish(
      v.object({
        dimensions: v.nullish(
          v.object({
            width: v.pipe(v.number(), v.integer(), v.minValue(1)),
            height: v.pipe(v.number(), v.integer(), v.minValue(1)),
          }),
        ),
      }),
    ),
  }),
});

const span = v.object({
  _type: v.literal('span'),
  _key: v.string(),
  text: v.string(),
  marks: v.optional(v.array(v.string())),
});

/** Any mark carrying an `href` (links, and whatever type an editor's plug-in adds) is checked. */
const markDef = v.looseObject({
  _type: v.string(),
  _key: v.string(),
  href: v.optional(guarded(linkProblem)),
});

const block = v.object({
  _type: v.literal('block'),
  _key: v.string(),
  style: v.optional(v.string()),
  listItem: v.optional(v.string()),
  level: v.optional(v.number()),
  markDefs: v.optional(v.array(markDef)),
  children: v.array(span),
});

export const richTextSchema = v.array(block);

const icon = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be an icon name (lowercase-kebab)'));

const positiveInt = v.pipe(v.number(), v.integer(), v.minValue(1));

export const rawFacilitySchema = v.object({ _id: v.string(), title: text, icon });

export const rawHeroSchema = v.object({
  _id: v.string(),
  heading: text,
  subheading: text,
  card_1_title: text,
  card_1_body: text,
  card_2_title: text,
  card_2_body: text,
  image: rawImageSchema,
});

/**
 * A scheduled departure (src/domain/departure.ts). Dates in the past pass: such a departure is only
 * left off the pages and the checkout. Two on one date are refused in `validate.ts`.
 */
export const rawDepartureSchema = v.object({
  _key: v.pipe(v.string(), v.nonEmpty('must have a key (the departure id)')),
  date: v.pipe(v.string(), v.check(isCalendarDate, 'must be a real ISO date (YYYY-MM-DD)')),
  seats: v.pipe(
    v.number(),
    v.integer('seats must be a whole number'),
    v.minValue(1, 'seats must be at least 1'),
    v.maxValue(200, 'seats must be at most 200'),
  ),
  pricePerPerson: v.nullish(
    v.pipe(v.number(), v.integer('must be an integer amount of XAF'), v.minValue(1, 'must be at least 1')),
  ),
  status: v.picklist(DEPARTURE_STATUSES, `status must be one of ${DEPARTURE_STATUSES.join(', ')}`),
});

export const rawTripSchema = v.object({
  _id: v.string(),
  title: text,
  slug,
  summary: text,
  description: richTextSchema,
  durationDays: positiveInt,
  destination: text,
  region: text,
  pricePerPerson: v.pipe(v.number(), v.integer('must be an integer amount of XAF'), v.minValue(1)),
  // Empty: the default minimum (src/domain/group-size.ts).
  minPeople: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1, 'must be at least 1'))),
  popular: v.nullish(v.boolean()),
  facilities: v.nullish(v.array(rawFacilitySchema)),
  images: v.pipe(v.array(rawImageSchema), v.minLength(1, 'needs at least one image')),
  itinerary: v.nullish(v.array(v.object({ day: positiveInt, title: text, body: text }))),
  departures: v.nullish(v.array(rawDepartureSchema)),
  // The Studio's limits (studio/schemaTypes/trip.ts): for the pre-trip message.
  meetingPoint: v.nullish(v.pipe(v.string(), v.maxLength(200, 'must be 200 characters at most'))),
  meetingTime: v.nullish(
    v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM, e.g. 07:30')),
  ),
  whatToBring: v.nullish(v.pipe(v.string(), v.maxLength(500, 'must be 500 characters at most'))),
});

export const rawActivitySchema = v.object({
  _id: v.string(),
  title: text,
  slug,
  description: text,
  detailed_description: richTextSchema,
  location: text,
  image: rawImageSchema,
});

export const rawServiceSchema = v.object({ _id: v.string(), title: text, description: text, icon });

export const rawFaqSchema = v.object({ _id: v.string(), question: text, answer: text });

export const rawWhyUsSchema = v.object({ _id: v.string(), title: text, body: text, icon });

export const rawReviewSchema = v.object({
  _id: v.string(),
  name: text,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  text,
  date: isoDate,
  packageSlug: optionalText,
  /** The language the review is written in; guessed from the text when missing. */
  language: v.nullish(v.picklist(['en', 'fr'])),
});

export const rawAuthorSchema = v.object({
  _id: v.string(),
  name: text,
  slug,
  bio: text,
  image: rawImageSchema,
});

export const rawPostSchema = v.object({
  _id: v.string(),
  title: text,
  slug,
  excerpt: text,
  body: richTextSchema,
  publishedAt: isoDateTime,
  tags: v.nullish(v.array(text)),
  author: rawAuthorSchema,
  image: rawImageSchema,
});

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'x', 'tiktok', 'youtube', 'linkedin'] as const;

export const rawSettingsSchema = v.object({
  _id: v.string(),
  agencyName: text,
  tagline: text,
  whatsappNumber: v.pipe(
    v.string(),
    v.regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 number, e.g. +237670000000'),
  ),
  contactEmail: v.pipe(v.string(), v.email('must be an e-mail address')),
  notificationLanguage: v.nullish(v.picklist(LOCALES, 'must be en or fr')),
  phone: text,
  address: text,
  // Written into the e-mails' styles: a plain colour only.
  brandColour: v.nullish(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb'))),
  accentColour: v.nullish(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour as #rrggbb'))),
  // Becomes part of the chat script's URL: ids only, nothing that could change the path or host.
  chatWidgetId: v.nullish(
    v.pipe(
      v.string(),
      v.regex(
        /^\s*(?:[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)?)?\s*$/,
        'must be a chat id: propertyId or propertyId/widgetId',
      ),
    ),
  ),
  downPaymentPercent: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  balanceDueDays: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(180))),
  feePercent: v.nullish(
    v.pipe(
      v.number(),
      v.minValue(0),
      v.maxValue(20),
      v.check(
        (value) =>
          Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
        'must have at most 2 decimals',
      ),
    ),
  ),
  // A rate no market has seen fails the build: it would show a wrong price. Empty parts only drop
  // the dollar figure; a day not yet come is refused in `validate.ts`, which knows today.
  usdRate: v.nullish(
    v.object({
      xafPerUsd: v.nullish(
        v.pipe(
          v.number(),
          v.check(
            (rate: number) => isPlausibleUsdRate(rate),
            `must be XAF per US dollar, between ${USD_RATE_RANGE.min} and ${USD_RATE_RANGE.max}`,
          ),
        ),
      ),
      asOf: v.nullish(isoDate),
    }),
  ),
  cardFeePercent: v.nullish(
    v.pipe(
      v.number(),
      v.minValue(0),
      v.maxValue(20),
      v.check(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
        'must have at most 2 decimals',
      ),
    ),
  ),
  cardLimitXaf: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(100_000_000))),
  // Checked as a whole in `validate.ts` (sorted, no overlap): a broken policy fails the build.
  refundBands: v.nullish(v.array(v.object({ minDays: v.number(), percent: v.number() }))),
  cancellationPolicyText: v.nullish(v.pipe(v.string(), v.maxLength(2000))),
  socialLinks: v.nullish(
    v.array(v.object({ platform: v.picklist(SOCIAL_PLATFORMS), url: guarded(httpsLinkProblem) })),
  ),
  routeRules: v.nullish(
    v.array(
      v.object({
        from: guarded(routeSourceProblem),
        to: guarded(routeTargetProblem),
        status: v.picklist([301, 302]),
      }),
    ),
  ),
});

export const rawAboutSchema = v.object({
  _id: v.string(),
  title: text,
  intro: text,
  body: richTextSchema,
  image: rawImageSchema,
});

export const rawLegalSchema = v.object({
  _id: v.string(),
  kind: v.picklist(['terms', 'privacy']),
  title: text,
  body: richTextSchema,
  updatedAt: isoDate,
});

export type RawImage = v.InferOutput<typeof rawImageSchema>;
export type RawRichText = v.InferOutput<typeof richTextSchema>;
export type RawHero = v.InferOutput<typeof rawHeroSchema>;
export type RawFacility = v.InferOutput<typeof rawFacilitySchema>;
export type RawDeparture = v.InferOutput<typeof rawDepartureSchema>;
export type RawTrip = v.InferOutput<typeof rawTripSchema>;
export type RawActivity = v.InferOutput<typeof rawActivitySchema>;
export type RawService = v.InferOutput<typeof rawServiceSchema>;
export type RawFaq = v.InferOutput<typeof rawFaqSchema>;
export type RawWhyUs = v.InferOutput<typeof rawWhyUsSchema>;
export type RawReview = v.InferOutput<typeof rawReviewSchema>;
export type RawAuthor = v.InferOutput<typeof rawAuthorSchema>;
export type RawPost = v.InferOutput<typeof rawPostSchema>;
export type RawSettings = v.InferOutput<typeof rawSettingsSchema>;
export type RawAbout = v.InferOutput<typeof rawAboutSchema>;
export type RawLegal = v.InferOutput<typeof rawLegalSchema>;

/** The answer of `siteContentQuery` once every document has passed its schema. */
export interface RawSiteContent {
  hero: RawHero;
  trips: RawTrip[];
  activities: RawActivity[];
  facilities: RawFacility[];
  services: RawService[];
  faq: RawFaq[];
  whyUs: RawWhyUs[];
  reviews: RawReview[];
  posts: RawPost[];
  authors: RawAuthor[];
  settings: RawSettings;
  about: RawAbout;
  legal: RawLegal[];
}
