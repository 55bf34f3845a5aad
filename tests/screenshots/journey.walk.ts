import type { Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { routes } from '../../src/i18n/routes.ts';
import {
  at,
  book,
  DEPARTURES_PACKAGE,
  markTravelled,
  PACKAGE,
  payAndWait,
  text,
} from '../e2e/booking/booking-helpers.ts';
import { sandboxNumbers, test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 360, 390, 1280] as const;
const CONTENT: ReadonlyArray<readonly [string, string]> = [
  ['home', routes.home()],
  ['packages', routes.packages()],
  ['package', routes.package(PACKAGE)],
  ['package-departures', routes.package(DEPARTURES_PACKAGE)],
  ['activities', routes.activities()],
  ['activity', routes.activity('bamoun-bronze-workshop')],
  ['blog', routes.blog()],
  ['post', routes.post('a-weekend-in-kribi')],
  ['about', routes.about()],
];

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`journey ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}`);

      for (const [what, path] of CONTENT) {
        await page.goto(at(locale, path));
        await shot(what);
      }

      const code = await book(page, locale, {
        number: sandboxNumbers.success.mtn[0],
        paymentType: 'multiple',
        atStep: (step) => shot(`checkout-${step}`, false),
      });
      await shot('pay');
      await payAndWait(page, locale, 'success');
      await shot('paid');
      await page.goto(at(locale, `/packages/search/${code}`));
      await waitForTracking(page, locale);
      // A deposit paid: the page says a review comes once the trip is paid in full and over.
      await page.getByText(text(locale, 'islands.review.notPaid')).waitFor({ state: 'visible' });
      await shot('booking-details');
      await page.getByRole('link', { name: text(locale, 'islands.pay.title.balance') }).click();
      await payAndWait(page, locale, 'success');
      await markTravelled(code);
      await page.goto(at(locale, `/packages/search/${code}`));
      // The review form loads after the page: photographed once it is there.
      await page.getByLabel(text(locale, 'islands.review.displayName')).waitFor({ state: 'visible' });
      await page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') }).click();
      await shot('review-form', false);

      await book(page, locale, { number: sandboxNumbers.failure.mtn[0] });
      await payAndWait(page, locale, 'failed');
      await shot('payment-failed');
    });
  }
}

async function waitForTracking(page: Page, locale: (typeof LOCALES)[number]): Promise<void> {
  await page
    .getByRole('heading', { name: text(locale, 'islands.track.transactions') })
    .waitFor({ state: 'visible' });
}
