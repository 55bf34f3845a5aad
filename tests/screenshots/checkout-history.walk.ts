/**
 * The checkout before its code arrives and after Back from the payment page, photographed: the
 * first step as the page serves it (disabled, the island held back), and "This trip is already
 * booked" with its two buttons, in English and French at 320 and 390 px and on a desktop. Pictures
 * are named `<language>-<width>-checkout-history-<nn>-<what>.png`.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES } from '../../src/i18n/locales.ts';
import { at, book, holdCheckoutIsland, PACKAGE, text } from '../e2e/booking/booking-helpers.ts';
import { sandboxNumbers, test } from '../e2e/fixtures/test.ts';

const OUT = join(process.cwd(), 'reports', 'screenshots');
const WIDTHS = [320, 390, 1280] as const;

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`checkout history ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await mkdir(OUT, { recursive: true });
      let n = 0;
      const shot = async (what: string) => {
        n += 1;
        const name = `${locale}-${width}-checkout-history-${String(n).padStart(2, '0')}-${what}.png`;
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: join(OUT, name), fullPage: true });
      };

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
