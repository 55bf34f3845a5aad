/**
 * What the page gives the checkout store (`checkout.ts`): the trips it books and their pricing
 * settings, the API and storage it uses, where it sends the visitor, and how it loads its rules.
 */
import type { Departure } from '../../domain/departure.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { IslandApi } from '../api.ts';
import type { KeyValueStorage } from '../session-storage.ts';
import type * as CheckoutRules from './checkout-rules.ts';

/** What the page embeds about each bookable package: only what the island shows and prices with. */
export interface CheckoutPackage {
  slug: string;
  title: string;
  pricePerPerson: number;
  minPeople: number;
  image?: { src: string; alt: string } | undefined;
  /** Departures still to come when the page was built; absent or empty: sold on request. */
  departures?: Departure[] | undefined;
}

export interface PricingSettings {
  downPaymentPercent: number;
  feePercent: number;
  /** Days before the trip the balance is due (the CMS setting); the default when absent. */
  balanceDueDays?: number | undefined;
  /** The card fee, percent (the CMS setting, `card-fee.ts`); the default when absent. */
  cardFeePercent?: number | undefined;
  /** No single card charge above this (the CMS setting); none when absent. */
  cardLimitXaf?: number | null | undefined;
}

export interface CheckoutOptions {
  locale: Locale;
  packages: readonly CheckoutPackage[];
  settings: PricingSettings;
  api: IslandApi;
  storage: KeyValueStorage | null;
  /** The `package` query parameter, if any. */
  requestedSlug: string | null;
  /**
   * The page was reached through the browser's history (Back, Forward): a booking this tab made
   * for the trip is offered again. A new visit (a link, the address typed) books afresh.
   */
  returning?: boolean | undefined;
  /** Today's date (YYYY-MM-DD) on the visitor's clock: a preferred date cannot be earlier. */
  today: string;
  navigate: (url: string) => void;
  urls: { packages: string; pay: (code: string) => string };
  /** The validation rules, e.g. `() => import('./checkout-rules.ts')`. */
  loadRules: () => Promise<Rules>;
}

/** `booked`: this tab already booked the trip; the island offers that booking's payment page. */
export type StartResult = 'ready' | 'redirected' | 'booked';

export type Rules = typeof CheckoutRules;
