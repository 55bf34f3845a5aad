/**
 * Checks the answer of `siteContentQuery` document by document, so an error names the document
 * (`_id`) and the field path instead of "invalid input" somewhere in a 100 KB answer.
 */
import * as v from 'valibot';
import { agencyToday } from '../domain/agency-calendar.ts';
import { policyProblem } from '../domain/cancellation-policy.ts';
import { usdRateProblem } from '../domain/indicative-price.ts';
import {
  type RawSiteContent,
  type RawTrip,
  rawAboutSchema,
  rawActivitySchema,
  rawAuthorSchema,
  rawFacilitySchema,
  rawFaqSchema,
  rawHeroSchema,
  rawLegalSchema,
  rawPostSchema,
  rawReviewSchema,
  rawServiceSchema,
  rawSettingsSchema,
  rawTripSchema,
  rawWhyUsSchema,
} from './cms-schemas.ts';

export interface ContentIssue {
  /** Document `_id`, or the collection name when the document itself is missing. */
  documentId: string;
  /** Document `_type` (what editors see in the Studio's menu), e.g. `post`, `settings`. */
  documentType: string;
  /** Dotted path inside the document, e.g. `images.0.alt`; empty for the document itself. */
  path: string;
  message: string;
}

export class ContentValidationError extends Error {
  readonly issues: ContentIssue[];

  constructor(issues: ContentIssue[]) {
    const lines = issues.map(
      (issue) =>
        `  - ${issue.documentId} (${issue.documentType})${issue.path ? ` at ${issue.path}` : ''}: ${issue.message}`,
    );
    super(
      `Invalid CMS content (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

/** Package slugs that would collide with a route under /packages/. */
export const RESERVED_PACKAGE_SLUGS = ['search'] as const;

type Schema = v.GenericSchema<unknown, unknown>;

function documentId(doc: unknown, fallback: string): string {
  if (doc && typeof doc === 'object' && '_id' in doc && typeof doc._id === 'string') return doc._id;
  return fallback;
}

/** Adds to an issue's message which element it is about (a departure's id and date). */
type Annotate = (doc: unknown, path: string) => string;

function checkDocument<S extends Schema>(
  schema: S,
  doc: unknown,
  type: string,
  fallbackId: string,
  issues: ContentIssue[],
  annotate?: Annotate,
): v.InferOutput<S> | undefined {
  const id = documentId(doc, fallbackId);
  if (doc === null || doc === undefined) {
    issues.push({ documentId: id, documentType: type, path: '', message: 'document is missing' });
    return undefined;
  }
  const result = v.safeParse(schema, doc);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    issues.push({
      documentId: id,
      documentType: type,
      path,
      message: `${issue.message}${annotate?.(doc, path) ?? ''}`,
    });
  }
  return undefined;
}

function checkCollection<S extends Schema>(
  schema: S,
  docs: unknown,
  name: string,
  issues: ContentIssue[],
  annotate?: Annotate,
): v.InferOutput<S>[] {
  if (!Array.isArray(docs)) {
    issues.push({ documentId: name, documentType: name, path: '', message: 'expected a list of documents' });
    return [];
  }
  const out: v.InferOutput<S>[] = [];
  docs.forEach((doc, index) => {
    const parsed = checkDocument(schema, doc, name, `${name}[${index}]`, issues, annotate);
    if (parsed !== undefined) out.push(parsed);
  });
  return out;
}

function checkUniqueSlugs(
  docs: Array<{ _id: string; slug: { current: string } }>,
  type: string,
  issues: ContentIssue[],
) {
  const seen = new Map<string, string>();
  for (const doc of docs) {
    const other = seen.get(doc.slug.current);
    if (other)
      issues.push({
        documentId: doc._id,
        documentType: type,
        path: 'slug.current',
        message: `duplicates the slug of ${other}`,
      });
    else seen.set(doc.slug.current, doc._id);
  }
}

/** ` (departure <id> on <date>)` for an issue inside a trip's departure, else nothing. */
function departureNamed(doc: unknown, path: string): string {
  const index = /^departures\.(\d+)(?:\.|$)/.exec(path)?.[1];
  if (index === undefined) return '';
  const departures = (doc as { departures?: unknown }).departures;
  const item = Array.isArray(departures) ? departures[Number(index)] : undefined;
  const { _key: id, date } = (item ?? {}) as { _key?: unknown; date?: unknown };
  return ` (departure ${typeof id === 'string' ? id : '?'}${typeof date === 'string' ? ` on ${date}` : ''})`;
}

/** Two departures on one date would split its seats in two: the editor keeps one. */
function checkDepartureDates(trip: RawTrip, issues: ContentIssue[]) {
  const seen = new Map<string, string>();
  (trip.departures ?? []).forEach((departure, index) => {
    const other = seen.get(departure.date);
    if (other === undefined) {
      seen.set(departure.date, departure._key);
      return;
    }
    issues.push({
      documentId: trip._id,
      documentType: 'trip',
      path: `departures.${index}.date`,
      message: `departure ${departure._key} is on ${departure.date}, as departure ${other}: keep one`,
    });
  });
}

/**
 * Seats and stops of sales are kept by departure id alone, so an id must be one departure in the
 * whole catalogue: a trip duplicated in the Studio copies its departures' keys with it.
 */
function checkDepartureIds(trips: readonly RawTrip[], issues: ContentIssue[]) {
  const seen = new Map<string, string>();
  for (const trip of trips) {
    (trip.departures ?? []).forEach((departure, index) => {
      const owner = seen.get(departure._key);
      if (owner === undefined) {
        seen.set(departure._key, trip._id);
        return;
      }
      issues.push({
        documentId: trip._id,
        documentType: 'trip',
        path: `departures.${index}`,
        message: `departure ${departure._key} is also a departure of ${owner}: remove it and add it again`,
      });
    });
  }
}

/**
 * Validates the raw answer; throws `ContentValidationError` listing every problem found. `today`
 * (the agency's day) judges what depends on the date: a dollar rate dated after it.
 */
export function validateSiteContent(raw: unknown, today = agencyToday(new Date())): RawSiteContent {
  const issues: ContentIssue[] = [];
  const root = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;

  const hero = checkDocument(rawHeroSchema, root.hero, 'hero', 'hero', issues);
  const settings = checkDocument(rawSettingsSchema, root.settings, 'settings', 'settings', issues);
  const about = checkDocument(rawAboutSchema, root.about, 'about', 'about', issues);
  const trips = checkCollection(rawTripSchema, root.trips, 'trip', issues, departureNamed);
  const activities = checkCollection(rawActivitySchema, root.activities, 'activity', issues);
  const facilities = checkCollection(rawFacilitySchema, root.facilities, 'facility', issues);
  const services = checkCollection(rawServiceSchema, root.services, 'service', issues);
  const faq = checkCollection(rawFaqSchema, root.faq, 'faq', issues);
  const whyUs = checkCollection(rawWhyUsSchema, root.whyUs, 'whyUs', issues);
  const reviews = checkCollection(rawReviewSchema, root.reviews, 'review', issues);
  const posts = checkCollection(rawPostSchema, root.posts, 'post', issues);
  const authors = checkCollection(rawAuthorSchema, root.authors, 'author', issues);
  const legal = checkCollection(rawLegalSchema, root.legal, 'legal', issues);

  checkUniqueSlugs(trips, 'trip', issues);
  for (const trip of trips) checkDepartureDates(trip, issues);
  checkDepartureIds(trips, issues);
  checkUniqueSlugs(activities, 'activity', issues);
  checkUniqueSlugs(posts, 'post', issues);
  checkUniqueSlugs(authors, 'author', issues);
  for (const trip of trips) {
    if ((RESERVED_PACKAGE_SLUGS as readonly string[]).includes(trip.slug.current)) {
      issues.push({
        documentId: trip._id,
        documentType: 'trip',
        path: 'slug.current',
        message: `"${trip.slug.current}" is reserved by a route`,
      });
    }
  }
  // Slugs of every trip, valid or not, so one bad trip does not also fail the reviews of it.
  const tripSlugs = new Set(
    (Array.isArray(root.trips) ? root.trips : []).map(
      (trip: { slug?: { current?: unknown } } | null) => trip?.slug?.current,
    ),
  );
  for (const review of reviews) {
    if (review.packageSlug && !tripSlugs.has(review.packageSlug)) {
      issues.push({
        documentId: review._id,
        documentType: 'review',
        path: 'trip',
        message: `refers to an unknown package "${review.packageSlug}"`,
      });
    }
  }
  // A refund policy that cannot be applied as written stops the build: guessing one would promise
  // customers a refund the agency did not mean (docs/sanity.md).
  const policyIssue = settings?.refundBands ? policyProblem(settings.refundBands) : null;
  if (policyIssue) {
    issues.push({
      documentId: settings?._id ?? 'settings',
      documentType: 'settings',
      path: 'refundBands',
      message: `cancellation policy: ${policyIssue}`,
    });
  }
  // A rate dated in the future would never grow stale, so it would be shown whatever it became.
  const rateIssue = settings?.usdRate ? usdRateProblem(settings.usdRate, today) : null;
  if (rateIssue) {
    issues.push({
      documentId: settings?._id ?? 'settings',
      documentType: 'settings',
      path: 'usdRate.asOf',
      message: `US dollar rate: ${rateIssue}`,
    });
  }
  for (const kind of ['terms', 'privacy'] as const) {
    if (!legal.some((page) => page.kind === kind)) {
      issues.push({
        documentId: `legal (${kind})`,
        documentType: 'legal',
        path: '',
        message: 'document is missing',
      });
    }
  }

  if (issues.length > 0 || !hero || !settings || !about) throw new ContentValidationError(issues);
  return {
    hero,
    trips,
    activities,
    facilities,
    services,
    faq,
    whyUs,
    reviews,
    posts,
    authors,
    settings,
    about,
    legal,
  };
}
