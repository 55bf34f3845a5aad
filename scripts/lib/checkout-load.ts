/**
 * One load of the checkout as a visitor on a slow phone makes it, measured: opened cold at its own
 * address, or reached from a trip's page by "Book this trip". Shared by the slow-connection
 * benchmark (throttled, several runs) and a browser test that keeps the benchmark able to run
 * (one load each way, unthrottled, no timing verdict).
 */
import type { CDPSession, Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../src/i18n/routes.ts';

/** A slow mobile connection and phone: bytes per second each way, added round trip, CPU slowdown. */
export interface SlowProfile {
  throughput: number;
  latencyMs: number;
  cpuSlowdown: number;
}

/** 400 kbit/s each way, 400 ms round trips, a CPU four times slower than this machine's. */
export const SLOW_PHONE: SlowProfile = { throughput: (400 * 1000) / 8, latencyMs: 400, cpuSlowdown: 4 };

export type CheckoutEntry = 'cold' | 'package';

export interface CheckoutLoad {
  locale: Locale;
  slug: string;
  /** Whether the trip is sold by departures (a departure is picked) or on request (a date). */
  departures: boolean;
  entry: CheckoutEntry;
  /** Null: full speed (the browser test). */
  profile: SlowProfile | null;
}

/** Milliseconds from the navigation (cold) or the click on "Book this trip" (from the trip's page). */
export interface CheckoutFigures {
  typing: number;
  secondStep: number;
  cls: number;
}

/**
 * Counts layout shifts not caused by input, per document; runs before the page's own scripts.
 * Passed to `page.addInitScript`, so it uses nothing from this module.
 */
function watchLayoutShifts() {
  const marks = { cls: 0 };
  (window as unknown as { __checkoutLoad: typeof marks }).__checkoutLoad = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) marks.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function throttle(page: Page, profile: SlowProfile): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.throughput,
    uploadThroughput: profile.throughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return cdp;
}

/**
 * The number of people as the visitor sees it: the served first step's field until the island
 * takes its place, then the island's. Only a shown, enabled one takes typing.
 */
function visibleSpots(page: Page, locale: Locale) {
  return page
    .getByLabel(t(locale, 'islands.checkout.spots'), { exact: true })
    .filter({ visible: true })
    .first();
}

/** Fills the first step as a group and moves on; resolves when the details step shows. */
async function toSecondStep(page: Page, load: CheckoutLoad): Promise<void> {
  const { locale } = load;
  // The rest is done in the island's own form, once it has taken the served step's place.
  await page.locator('[data-checkout-served]').first().waitFor({ state: 'detached', timeout: 120_000 });
  if (load.departures) {
    await page.locator('input[name="departureId"]:enabled').first().check();
  }
  const group = page.getByRole('radio', { name: t(locale, 'booking.tripType.group') });
  if (await group.count()) await group.check();
  await page.getByRole('button', { name: t(locale, 'islands.checkout.next') }).click();
  await page
    .getByRole('heading', { level: 2, name: t(locale, 'islands.checkout.step.details') })
    .waitFor({ timeout: 120_000 });
}

/**
 * One load of the checkout from a fresh page. Give it a fresh browser context: its cache starts
 * empty (cold), and from the trip's page it holds what that page fetched, as a visitor's would.
 */
export async function measureCheckoutLoad(
  page: Page,
  baseUrl: string,
  load: CheckoutLoad,
): Promise<CheckoutFigures> {
  await page.addInitScript(watchLayoutShifts);
  const cdp = load.profile ? await throttle(page, load.profile) : null;
  const checkoutUrl = `${baseUrl}${localizedPath(load.locale, routes.checkout())}?package=${load.slug}`;
  let started: number;
  if (load.entry === 'package') {
    // The visitor reads the trip's page first (what it fetches at idle arrives meanwhile); the
    // clock starts at the click.
    await page.goto(`${baseUrl}${localizedPath(load.locale, routes.package(load.slug))}`, {
      waitUntil: 'networkidle',
      timeout: 120_000,
    });
    const book = page.getByRole('link', { name: t(load.locale, 'package.book') }).first();
    started = Date.now();
    await book.click();
  } else {
    started = Date.now();
    await page.goto(checkoutUrl, { waitUntil: 'commit', timeout: 120_000 });
  }
  await visibleSpots(page, load.locale).fill('4', { timeout: 120_000 });
  const typing = Date.now() - started;
  const { cls } = await page.evaluate(
    () => (window as unknown as { __checkoutLoad: { cls: number } }).__checkoutLoad,
  );
  await toSecondStep(page, load);
  const secondStep = Date.now() - started;
  await cdp?.detach();
  return { typing, secondStep, cls };
}
