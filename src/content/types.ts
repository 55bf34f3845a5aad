/**
 * Domain types of the site's content, as pages and functions use them. Raw CMS shapes live in
 * `cms-schemas.ts` and are mapped to these in `map.ts`; nothing else sees a raw document.
 * Every text here is already in the page's language (French is translated at build time).
 */
import type { PortableTextBlock } from '@portabletext/types';
import type { RefundBand } from '../domain/cancellation-policy.ts';
import type { Departure } from '../domain/departure.ts';
import type { UsdRate } from '../domain/indicative-price.ts';
import type { Locale } from '../i18n/locales.ts';

export type RichText = PortableTextBlock[];

/** An image as stored in the CMS; turn it into URLs with `image-urls.ts`. */
export interface ContentImage {
  /** Sanity asset id, e.g. `image-<hash>-1600x1067-jpg`; locally the same shape, backed by a file. */
  assetId: string;
  alt: string;
  width: number;
  height: number;
  /** Focal point (0..1 of the original) for crops; the centre when absent. */
  hotspot?: { x: number; y: number } | undefined;
  /** Fractions (0..1) of the original cut from each side, chosen in the Studio; nothing cut when absent. */
  crop?: { top: number; bottom: number; left: number; right: number } | undefined;
}

export interface Hero {
  heading: string;
  subheading: string;
  card1: { title: string; body: string };
  card2: { title: string; body: string };
  image: ContentImage;
}

export interface Facility {
  id: string;
  title: string;
  /** Name of an icon in `src/site/icon-paths.ts`. */
  icon: string;
}

export interface ItineraryDay {
  day: number;
  title: string;
  body: string;
}

/** A trip sold by the agency ("package" in routes, "trip" in the CMS). */
export interface TripPackage {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: RichText;
  durationDays: number;
  destination: string;
  region: string;
  /** Integer XAF. */
  pricePerPerson: number;
  /** At least 3 (docs/business-rules.md#money-and-prices). */
  minPeople: number;
  facilities: Facility[];
  images: ContentImage[];
  itinerary: ItineraryDay[];
  popular: boolean;
  /** Every scheduled departure, past ones too, by date; empty: sold on request. */
  departures: Departure[];
  /** For the message 3 days before the trip; '' when the Studio has none. */
  meetingPoint: string;
  /** `HH:MM`, Cameroon time; ''. */
  meetingTime: string;
  whatToBring: string;
}

export interface Activity {
  id: string;
  slug: string;
  title: string;
  description: string;
  detailedDescription: RichText;
  location: string;
  image: ContentImage;
}

export interface Service {
  id: string;
  title: string;
  description: string;
  icon: string;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface WhyUsPoint {
  id: string;
  title: string;
  body: string;
  icon: string;
}

export interface Review {
  id: string;
  name: string;
  /** 1..5 */
  rating: number;
  text: string;
  /** The language the text is written in (reviews are shown as written, on both sites). */
  lang: Locale;
  /** ISO date. */
  date: string;
  /** The package reviewed, when known. */
  packageSlug?: string | undefined;
}

export interface Author {
  id: string;
  slug: string;
  name: string;
  bio: string;
  image: ContentImage;
}

export interface Post {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  body: RichText;
  /** ISO date-time. */
  publishedAt: string;
  author: Author;
  image: ContentImage;
  tags: string[];
}

export interface RouteRule {
  from: string;
  to: string;
  status: 301 | 302;
}

export interface SocialLink {
  platform: 'facebook' | 'instagram' | 'x' | 'tiktok' | 'youtube' | 'linkedin';
  url: string;
}

export interface Settings {
  agencyName: string;
  tagline: string;
  /** E.164, e.g. +237670000000 */
  whatsappNumber: string;
  contactEmail: string;
  /**
   * The language of the staff notices of bookings and payments. Their addresses are never content:
   * the owner accounts and a deployed setting (src/server/services/agency-notice.ts).
   */
  notificationLanguage: Locale;
  phone: string;
  address: string;
  /** Live-chat widget id; no widget is loaded when empty. */
  chatWidgetId: string;
  /** The e-mails' header and button colours (`#rrggbb`); absent: the site's. */
  brandColour?: string;
  accentColour?: string;
  /** Share of the total taken as down payment, integer percent (default 30). */
  downPaymentPercent: number;
  /** Days before the trip the balance is due (`src/domain/balance-due.ts`, default 30). */
  balanceDueDays: number;
  /** Mobile-money fee added to the amount paid now, percent with up to 2 decimals (default 2). */
  feePercent: number;
  /**
   * "1 USD = N XAF" on a day, for prices shown in dollars as an indication; absent when the
   * Studio has no rate or no day. Whether it is fresh enough is the page's to judge at build
   * (`usableUsdRate` in src/domain/indicative-price.ts). Euros need none: the peg is a constant.
   */
  usdRate?: UsdRate;
  /** Card fee, percent with up to 2 decimals (default `DEFAULT_CARD_FEE_PERCENT`, card-fee.ts). */
  cardFeePercent: number;
  /** No single card payment above this (fee included); null: no card limit of its own. */
  cardLimitXaf: number | null;
  /** Refund by days before the trip (`src/domain/cancellation-policy.ts`); empty: no policy. */
  refundBands: RefundBand[];
  /** The policy in the agency's words, translated like other content; empty when not set. */
  cancellationPolicyText: string;
  socialLinks: SocialLink[];
  routeRules: RouteRule[];
}

export interface About {
  title: string;
  intro: string;
  body: RichText;
  image: ContentImage;
}

export interface LegalPage {
  kind: 'terms' | 'privacy';
  title: string;
  body: RichText;
  /** ISO date. */
  updatedAt: string;
}

/** Everything a page can read, for one locale. */
export interface SiteContent {
  hero: Hero;
  packages: TripPackage[];
  activities: Activity[];
  facilities: Facility[];
  services: Service[];
  faq: FaqItem[];
  whyUs: WhyUsPoint[];
  reviews: Review[];
  posts: Post[];
  authors: Author[];
  settings: Settings;
  about: About;
  legal: { terms: LegalPage; privacy: LegalPage };
}

/**
 * What functions need to price a booking, written by the build next to the pages so the price a
 * customer saw is the price charged. Locale-independent fields plus titles in both languages.
 */
export interface CatalogueSnapshot {
  builtAt: string;
  settings: Pick<
    Settings,
    | 'agencyName'
    | 'whatsappNumber'
    | 'contactEmail'
    | 'notificationLanguage'
    | 'downPaymentPercent'
    | 'feePercent'
  > & {
    /** Absent from a snapshot written before cards: the default fee, no card limit. */
    cardFeePercent?: number;
    cardLimitXaf?: number | null;
    /** Absent from a snapshot written before the policy existed: no policy. */
    refundBands?: RefundBand[];
    /** Absent from a snapshot written before the setting existed: the default. */
    balanceDueDays?: number;
    /** The e-mails' header colour (`#rrggbb`); absent: the site's. */
    brandColour?: string;
    /** The e-mails' button colour (`#rrggbb`); absent: the site's. */
    accentColour?: string;
  };
  packages: Array<{
    slug: string;
    title: { en: string; fr: string };
    pricePerPerson: number;
    minPeople: number;
    durationDays: number;
    destination: string;
    /** Scheduled departures; absent or empty: sold on request with a preferred date. */
    departures?: Departure[];
    /** The trip's first picture at e-mail width (site-relative locally); absent: no picture. */
    emailImage?: string;
    /** For the pre-trip message; absent when the Studio has none (the agency then tells them). */
    meetingPoint?: { en: string; fr: string };
    /** `HH:MM`, the agency's time. */
    meetingTime?: string;
    whatToBring?: { en: string; fr: string };
  }>;
}
