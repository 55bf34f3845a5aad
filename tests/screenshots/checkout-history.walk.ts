import { LOCALES } from '../../src/i18n/locales.ts';
import { at, book, holdCheckoutIsland, PACKAGE, text } from '../e2e/booking/booking-helpers.ts';
import { sandboxNumbers, test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`checkout history ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-checkout-history`);

      const release = await holdCheckoutIsland(page);
      await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
      await page.getByLabel(text(locale, 'islands.checkout.spots')).waitFor({ state: 'visible' });
      await shot('served-first-step');
      release();
      // The island takes the served step's place; the held route lets every later request through.
      await page.locator('#checkout-spots:enabled').waitFor({ state: 'visible' });

      await book(page, locale, { number: sandboxNumbers.success.mtn[0] });
      await page.goBack();
      await page
        .getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.booked.title') })
        .waitFor({ state: 'visible' });
      await shot('already-booked');
    });
  }
}
