/**
 * The checkout on a slow connection: the built site served compressed by the local platform's site
 * server, opened in Chromium throttled through the DevTools protocol to 400 kbit/s each way with
 * 2 s round trips, at phone width, in English and French. A benchmark: it prints figures, not a
 * verdict, and fails only when the page never becomes usable.
 *
 * For each load: when the trip's name and its price are first on screen, when the form is usable
 * (the number of people accepts typing), when "Next" has moved to the second step, and the layout
 * shift (CLS) until the form was usable.
 *
 *   node scripts/bench-checkout-slow.ts [--dist dir] [--runs n] [--package slug]
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { getSiteContent } from '../src/content/site-content.ts';
import { priceBooking } from '../src/domain/pricing.ts';
import { formatXaf } from '../src/i18n/format.ts';
import { LOCALES, type Locale } from '../src/i18n/locales.ts';
import { t } from '../src/i18n/messages.ts';
import { localizedPath } from '../src/i18n/routes.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { startSiteServer } from './lib/site-server.ts';

/** 400 kbit/s in bytes per second, and the round trip the DevTools protocol adds to each request. */
const THROUGHPUT = (400 * 1000) / 8;
const LATENCY_MS = 2000;

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '2' },
    package: { type: 'string', default: 'kribi-beach-escape' },
  },
});
const publishDir = resolve(projectRoot, values.dist);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}: run \`npm run build\` first.`);
  process.exit(1);
}

interface Figures {
  tripAndPrice: number;
  usable: number;
  nextWorks: number;
  cls: number;
}

/** The trip's title and the total the first step shows for its minimum group, paid in one go. */
function expected(locale: Locale, slug: string): { title: string; price: string } {
  const { packages, settings } = getSiteContent(locale);
  const pkg = packages.find((item) => item.slug === slug);
  if (!pkg) throw new Error(`no package ${slug} in the built content`);
  const price = priceBooking({
    pricePerPerson: pkg.pricePerPerson,
    spots: pkg.minPeople,
    minPeople: pkg.minPeople,
    paymentType: 'single',
    downPaymentPercent: settings.downPaymentPercent,
    feePercent: settings.feePercent,
  });
  return { title: pkg.title, price: formatXaf(price.total, locale) };
}

/**
 * Watches from the first byte: each frame, whether the rendered text holds the title and the price
 * (hidden text is not in `innerText`), and every layout shift not caused by input.
 */
function watchPage({ title, price }: { title: string; price: string }) {
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const marks = { tripAndPrice: -1, cls: 0 };
  (window as unknown as { __bench: typeof marks }).__bench = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) marks.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const look = () => {
    // biome-ignore lint/performance/useDomNodeTextContent: only text on screen counts as shown.
    const text = flat(document.body?.innerText ?? '');
    if (text.includes(flat(title)) && text.includes(flat(price))) marks.tripAndPrice = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

async function measure(page: Page, locale: Locale, url: string): Promise<Figures> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: THROUGHPUT,
    uploadThroughput: THROUGHPUT,
  });
  const now = () => page.evaluate(() => performance.now());
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByLabel(t(locale, 'islands.checkout.spots')).fill('4', { timeout: 120_000 });
  const usable = await now();
  const marks = await page.evaluate(
    () => (window as unknown as { __bench: { tripAndPrice: number; cls: number } }).__bench,
  );
  await page.getByRole('radio', { name: t(locale, 'booking.tripType.group') }).check();
  await page.getByRole('button', { name: t(locale, 'islands.checkout.next') }).click();
  await page
    .getByRole('heading', { level: 2, name: t(locale, 'islands.checkout.step.details') })
    .waitFor({ timeout: 120_000 });
  const nextWorks = await now();
  await cdp.detach();
  return { tripAndPrice: marks.tripAndPrice, usable, nextWorks, cls: marks.cls };
}

const server = await startSiteServer({ projectRoot, publishDir, port: 0, log: () => {} });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: string[][] = [];
let failed = false;
try {
  // One discarded load first, unthrottled: the server builds its functions on its first requests.
  const warm = await browser.newPage();
  await warm.goto(`${server.url}/checkout?package=${values.package}`);
  await warm.close();
  for (const locale of LOCALES) {
    const url = `${server.url}${localizedPath(locale, '/checkout')}?package=${values.package}`;
    for (let run = 1; run <= runs; run += 1) {
      // A fresh context each time: nothing cached, no stored draft.
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.addInitScript(watchPage, expected(locale, values.package));
      try {
        const figures = await measure(page, locale, url);
        const seconds = (ms: number) => (ms < 0 ? 'never' : `${(ms / 1000).toFixed(1)} s`);
        rows.push([
          `${locale} #${run}`,
          seconds(figures.tripAndPrice),
          seconds(figures.usable),
          seconds(figures.nextWorks),
          figures.cls.toFixed(3),
        ]);
        console.log(`measured ${locale} #${run}`);
      } finally {
        await context.close();
      }
    }
  }
} catch (error) {
  failed = true;
  console.error(
    `The checkout did not become usable: ${error instanceof Error ? error.message : String(error)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}

const header = ['load', 'trip and price shown', 'form usable', 'second step', 'CLS'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(
  `\nCheckout of ${values.package} at 390 px, 400 kbit/s each way, ${LATENCY_MS} ms round trips ` +
    `(times from the start of navigation)\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
process.exit(failed ? 1 : 0);
