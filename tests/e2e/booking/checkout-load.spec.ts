/**
 * Keeps `npm run bench:checkout-slow` able to run: the benchmark's own steps, once each way a visitor
 * arrives, at full speed. It asserts that every step was reached and measured, never how fast.
 */
import { measureCheckoutLoad } from '../../../scripts/lib/checkout-load.ts';
import { expect, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { DEPARTURES_PACKAGE, PACKAGE } from './booking-helpers.ts';

test(`the slow-checkout benchmark's loads run: cold and from the trip's page ${ONE_VIEWPORT}`, async ({
  page,
  baseURL,
}) => {
  // Two loads of the checkout, each through to its second step, on a machine the suite keeps busy.
  test.setTimeout(120_000);
  const cold = await measureCheckoutLoad(page, baseURL ?? '', {
    locale: 'en',
    slug: DEPARTURES_PACKAGE,
    departures: true,
    entry: 'cold',
    profile: null,
  });
  const fromTrip = await measureCheckoutLoad(await page.context().newPage(), baseURL ?? '', {
    locale: 'fr',
    slug: PACKAGE,
    departures: false,
    entry: 'package',
    profile: null,
  });
  for (const figures of [cold, fromTrip]) {
    expect(figures.typing).toBeGreaterThan(0);
    expect(figures.secondStep).toBeGreaterThanOrEqual(figures.typing);
    expect(figures.cls).toBeGreaterThanOrEqual(0);
  }
});
