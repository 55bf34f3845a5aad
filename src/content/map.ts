/**
 * Raw (validated) CMS documents -> domain content types. Pure: no I/O, no environment.
 */
import type { PortableTextBlock } from '@portabletext/types';
import { DEFAULT_BALANCE_DUE_DAYS } from '../domain/balance-due.ts';
import { DEFAULT_CARD_FEE_PERCENT } from '../domain/card-fee.ts';
import type { Departure } from '../domain/departure.ts';
import { packageMinimum } from '../domain/group-size.ts';
import type { UsdRate } from '../domain/indicative-price.ts';
import { DEFAULT_DOWN_PAYMENT_PERCENT, DEFAULT_FEE_PERCENT } from '../domain/pricing.ts';
import type {
  RawActivity,
  RawAuthor,
  RawDeparture,
  RawFacility,
  RawImage,
  RawPost,
  RawRichText,
  RawSiteContent,
  RawTrip,
} from './cms-schemas.ts';
import { guessLanguage } from './text-language.ts';
import type {
  Activity,
  Author,
  CatalogueSnapshot,
  ContentImage,
  Facility,
  LegalPage,
  Post,
  RichText,
  SiteContent,
  TripPackage,
} from './types.ts';

/** Dimensions are part of a Sanity asset id (`image-<hash>-<W>x<H>-<ext>`): the fallback when metadata is absent. */
export function dimensionsFromAssetId(assetId: string): { width: number; height: number } {
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(assetId);
  if (!match) throw new Error(`Not a Sanity image asset id: ${assetId}`);
  return { width: Number(match[1]), height: Number(match[2]) };
}

export function mapImage(raw: RawImage): ContentImage {
  const dimensions = raw.asset.metadata?.dimensions ?? dimensionsFromAssetId(raw.asset._id);
  const image: ContentImage = {
    assetId: raw.asset._id,
    alt: raw.alt,
    width: dimensions.width,
    height: dimensions.height,
  };
  if (raw.hotspot) image.hotspot = { x: raw.hotspot.x, y: raw.hotspot.y };
  const crop = raw.crop;
  if (crop && crop.top + crop.bottom + crop.left + crop.right > 0) {
    image.crop = { top: crop.top, bottom: crop.bottom, left: crop.left, right: crop.right };
  }
  return image;
}

/** Keeps only what a renderer needs, so projections and exports agree on the shape. */
export function mapRichText(raw: RawRichText): RichText {
  return raw.map((block): PortableTextBlock => {
    const out: PortableTextBlock = {
      _type: 'block',
      _key: block._key,
      style: block.style ?? 'normal',
      markDefs: block.markDefs ?? [],
      children: block.children.map((span) => ({
        _type: 'span',
        _key: span._key,
        text: span.text,
        marks: span.marks ?? [],
      })),
    };
    if (block.listItem) out.listItem = block.listItem;
    if (block.level !== undefined) out.level = block.level;
    return out;
  });
}

export function mapFacility(raw: RawFacility): Facility {
  return { id: raw._id, title: raw.title, icon: raw.icon };
}

export function mapTrip(raw: RawTrip): TripPackage {
  return {
    id: raw._id,
    slug: raw.slug.current,
    title: raw.title,
    summary: raw.summary,
    description: mapRichText(raw.description),
    durationDays: raw.durationDays,
    destination: raw.destination,
    region: raw.region,
    pricePerPerson: raw.pricePerPerson,
    minPeople: packageMinimum(raw.minPeople),
    facilities: (raw.facilities ?? []).map(mapFacility),
    images: raw.images.map(mapImage),
    itinerary: [...(raw.itinerary ?? [])]
      .sort((a, b) => a.day - b.day)
      .map((day) => ({ day: day.day, title: day.title, body: day.body })),
    popular: raw.popular ?? false,
    departures: (raw.departures ?? []).map(mapDeparture).sort((a, b) => a.date.localeCompare(b.date)),
    meetingPoint: raw.meetingPoint?.trim() ?? '',
    meetingTime: raw.meetingTime?.trim() ?? '',
    whatToBring: raw.whatToBring?.trim() ?? '',
  };
}

/** The array item's key is the departure's id, stable across edits of its date or seats. */
export function mapDeparture(raw: RawDeparture): Departure {
  return {
    id: raw._key,
    date: raw.date,
    seats: raw.seats,
    pricePerPerson: raw.pricePerPerson ?? null,
    status: raw.status,
  };
}

export function mapActivity(raw: RawActivity): Activity {
  return {
    id: raw._id,
    slug: raw.slug.current,
    title: raw.title,
    description: raw.description,
    detailedDescription: mapRichText(raw.detailed_description),
    location: raw.location,
    image: mapImage(raw.image),
  };
}

export function mapAuthor(raw: RawAuthor): Author {
  return { id: raw._id, slug: raw.slug.current, name: raw.name, bio: raw.bio, image: mapImage(raw.image) };
}

export function mapPost(raw: RawPost): Post {
  return {
    id: raw._id,
    slug: raw.slug.current,
    title: raw.title,
    excerpt: raw.excerpt,
    body: mapRichText(raw.body),
    publishedAt: raw.publishedAt,
    author: mapAuthor(raw.author),
    image: mapImage(raw.image),
    tags: raw.tags ?? [],
  };
}

function legalPage(raw: RawSiteContent, kind: LegalPage['kind']): LegalPage {
  const page = raw.legal.find((doc) => doc.kind === kind);
  // validateSiteContent guarantees both pages; this guards direct callers.
  if (!page) throw new Error(`Missing legal document of kind "${kind}"`);
  return { kind, title: page.title, body: mapRichText(page.body), updatedAt: page.updatedAt };
}

export function mapSiteContent(raw: RawSiteContent): SiteContent {
  const { hero, settings, about } = raw;
  return {
    hero: {
      heading: hero.heading,
      subheading: hero.subheading,
      card1: { title: hero.card_1_title, body: hero.card_1_body },
      card2: { title: hero.card_2_title, body: hero.card_2_body },
      image: mapImage(hero.image),
    },
    packages: raw.trips.map(mapTrip),
    activities: raw.activities.map(mapActivity),
    facilities: raw.facilities.map(mapFacility),
    services: raw.services.map((s) => ({
      id: s._id,
      title: s.title,
      description: s.description,
      icon: s.icon,
    })),
    faq: raw.faq.map((f) => ({ id: f._id, question: f.question, answer: f.answer })),
    whyUs: raw.whyUs.map((w) => ({ id: w._id, title: w.title, body: w.body, icon: w.icon })),
    reviews: raw.reviews.map((r) => ({
      id: r._id,
      name: r.name,
      rating: r.rating,
      text: r.text,
      lang: r.language ?? guessLanguage(r.text, 'en'),
      date: r.date,
      ...(r.packageSlug ? { packageSlug: r.packageSlug } : {}),
    })),
    posts: raw.posts.map(mapPost),
    authors: raw.authors.map(mapAuthor),
    settings: {
      agencyName: settings.agencyName,
      tagline: settings.tagline,
      whatsappNumber: settings.whatsappNumber,
      contactEmail: settings.contactEmail,
      notificationLanguage: settings.notificationLanguage ?? 'en',
      phone: settings.phone,
      address: settings.address,
      chatWidgetId: settings.chatWidgetId?.trim() ?? '',
      ...(settings.brandColour ? { brandColour: settings.brandColour } : {}),
      ...(settings.accentColour ? { accentColour: settings.accentColour } : {}),
      downPaymentPercent: settings.downPaymentPercent ?? DEFAULT_DOWN_PAYMENT_PERCENT,
      balanceDueDays: settings.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS,
      feePercent: settings.feePercent ?? DEFAULT_FEE_PERCENT,
      ...usdRateOf(settings.usdRate),
      cardFeePercent: settings.cardFeePercent ?? DEFAULT_CARD_FEE_PERCENT,
      cardLimitXaf: settings.cardLimitXaf ?? null,
      refundBands: (settings.refundBands ?? []).map(({ minDays, percent }) => ({ minDays, percent })),
      cancellationPolicyText: settings.cancellationPolicyText?.trim() ?? '',
      socialLinks: (settings.socialLinks ?? []).map((link) => ({ platform: link.platform, url: link.url })),
      routeRules: (settings.routeRules ?? []).map((rule) => ({
        from: rule.from,
        to: rule.to,
        status: rule.status,
      })),
    },
    about: {
      title: about.title,
      intro: about.intro,
      body: mapRichText(about.body),
      image: mapImage(about.image),
    },
    legal: { terms: legalPage(raw, 'terms'), privacy: legalPage(raw, 'privacy') },
  };
}

/** The dollar rate when the Studio has both its parts (a rate without its day is never shown). */
function usdRateOf(raw: RawSiteContent['settings']['usdRate']): { usdRate?: UsdRate } {
  const xafPerUsd = raw?.xafPerUsd;
  const asOf = raw?.asOf;
  return typeof xafPerUsd === 'number' && typeof asOf === 'string' ? { usdRate: { xafPerUsd, asOf } } : {};
}

/**
 * The pricing view functions read: same packages in both languages, titles side by side, and what
 * e-mails show of the agency and each trip (`emailImage` gives a picture's address at mail width),
 * with the pre-trip message's meeting details in both languages.
 */
export function toCatalogueSnapshot(
  en: SiteContent,
  fr: SiteContent,
  builtAt: Date,
  emailImage?: (image: ContentImage) => string,
): CatalogueSnapshot {
  const frPackages = new Map(fr.packages.map((p) => [p.slug, p]));
  const { agencyName, whatsappNumber, contactEmail, notificationLanguage } = en.settings;
  const { downPaymentPercent, feePercent, refundBands, balanceDueDays } = en.settings;
  const { cardFeePercent, cardLimitXaf } = en.settings;
  const { brandColour, accentColour } = en.settings;
  return {
    builtAt: builtAt.toISOString(),
    settings: {
      agencyName,
      whatsappNumber,
      contactEmail,
      notificationLanguage,
      downPaymentPercent,
      feePercent,
      cardFeePercent,
      cardLimitXaf,
      refundBands,
      balanceDueDays,
      ...(brandColour ? { brandColour } : {}),
      ...(accentColour ? { accentColour } : {}),
    },
    packages: en.packages.map((p) => {
      const inFr = frPackages.get(p.slug);
      const pair = (en: string, fr: string | undefined) => (en ? { en, fr: fr || en } : null);
      const point = pair(p.meetingPoint, inFr?.meetingPoint);
      const bring = pair(p.whatToBring, inFr?.whatToBring);
      return {
        slug: p.slug,
        title: { en: p.title, fr: inFr?.title ?? p.title },
        pricePerPerson: p.pricePerPerson,
        minPeople: p.minPeople,
        durationDays: p.durationDays,
        destination: p.destination,
        departures: p.departures,
        // Absent rather than empty: the pre-trip message then says the agency will tell.
        ...(point ? { meetingPoint: point } : {}),
        ...(p.meetingTime ? { meetingTime: p.meetingTime } : {}),
        ...(bring ? { whatToBring: bring } : {}),
        ...(emailImage && p.images[0] ? { emailImage: emailImage(p.images[0]) } : {}),
      };
    }),
  };
}
