/**
 * The checkout on a slow phone: the built site served compressed by the local platform's site
 * server, opened in Chromium at 390 px, throttled through the DevTools protocol to 400 kbit/s each
 * way with 400 ms round trips and a CPU four times slower, cold cache. In English and French, for
 * a trip sold by departures and one sold on request, opened cold at its own address and reached
 * from the trip's page ("Book this trip"). A benchmark: it prints figures, not a verdict, and
 * fails only when the page never becomes usable.
 *
 * For each load: when the number of people first takes typing, when "Next" has shown the second
 * step, and the layout shift (CLS) until typing was taken.
 *
 *   node scripts/bench-checkout-slow.ts [--dist dir] [--runs n]
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { LOCALES } from '../src/i18n/locales.ts';
import {
  type CheckoutEntry,
  type CheckoutLoad,
  measureCheckoutLoad,
  SLOW_PHONE,
} from './lib/checkout-load.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { percentile } from './lib/percentiles.ts';
import { startSiteServer } from './lib/site-server.ts';

/** The sample's trips: one sold by departures, one on request. */
const TRIPS = [
  { slug: 'mount-cameroon-and-limbe', departures: true },
  { slug: 'kribi-beach-escape', departures: false },
];
const ENTRIES: CheckoutEntry[] = ['cold', 'package'];
/** The goals of the slow phone: typing within these, from the start of each entry. */
const GOAL_MS: Record<CheckoutEntry, number> = { cold: 2500, package: 1000 };

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    runs: { type: 'string', default: '3' },
  },
});
const publishDir = resolve(projectRoot, values.dist);
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
if (!existsSync(join(publishDir, 'index.html'))) {
  console.error(`No built site in ${publishDir}: run \`npm run build\` first.`);
  process.exit(1);
}

const server = await startSiteServer({ projectRoot, publishDir, port: 0, log: () => {} });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows: string[][] = [];
let failed = false;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  // One discarded load first, unthrottled: the server builds its functions on its first requests.
  const warm = await browser.newPage();
  await warm.goto(`${server.url}/checkout?package=${TRIPS[0]?.slug}`);
  await warm.close();
  for (const locale of LOCALES) {
    for (const trip of TRIPS) {
      for (const entry of ENTRIES) {
        const load: CheckoutLoad = { locale, ...trip, entry, profile: SLOW_PHONE };
        const figures = [];
        for (let run = 1; run <= runs; run += 1) {
          // A fresh context each time: nothing cached, no stored draft.
          const context = await browser.newContext({
            viewport: { width: 390, height: 844 },
            isMobile: true,
            hasTouch: true,
          });
          try {
            figures.push(await measureCheckoutLoad(await context.newPage(), server.url, load));
          } finally {
            await context.close();
          }
        }
        const typing = percentile(
          figures.map((f) => f.typing),
          50,
        );
        rows.push([
          `${locale} ${trip.departures ? 'departures' : 'on request'} ${entry}`,
          seconds(typing),
          `${seconds(GOAL_MS[entry])} ${typing <= GOAL_MS[entry] ? 'met' : 'missed'}`,
          seconds(
            percentile(
              figures.map((f) => f.secondStep),
              50,
            ),
          ),
          Math.max(...figures.map((f) => f.cls)).toFixed(3),
        ]);
        console.log(`measured ${rows.at(-1)?.[0]} (${runs} runs)`);
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

const header = ['load', 'typing (median)', 'goal', 'second step (median)', 'CLS (worst)'];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
);
const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(
  `\nCheckout at 390 px, ${(SLOW_PHONE.throughput * 8) / 1000} kbit/s each way, ${SLOW_PHONE.latencyMs} ms ` +
    `round trips, CPU x${SLOW_PHONE.cpuSlowdown}, cold cache; cold: from the navigation, package: from ` +
    `the click on "Book this trip"\n`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
process.exit(failed ? 1 : 0);
