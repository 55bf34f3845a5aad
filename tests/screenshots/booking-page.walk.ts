import type { Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { at, text } from '../e2e/booking/booking-helpers.ts';
import { bookDepartureOverHttp } from '../e2e/booking/departure-helpers.ts';
import { bookOverHttp, payOverHttp } from '../e2e/fixtures/bookings-over-http.ts';
import { test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;
/** In the sample, 12 seats no other walk books: one group of 3 per language. */
const DEPARTURE = 'limbe-2027-02-13';

/** The booking page once its late parts (the travellers' form) are there. */
async function openBooking(page: Page, locale: Locale, code: string): Promise<void> {
  await page.goto(at(locale, `/packages/search/${code}`));
  await page.getByLabel(text(locale, 'islands.track.travellerName', { number: 2 })).waitFor();
}

for (const locale of LOCALES) {
  test(`booking page ${locale}`, async ({ page }) => {
    const { code: departure } = await bookDepartureOverHttp(page.request, locale, DEPARTURE, 3);
    if (!departure) throw new Error('the departure is full');
    await payOverHttp(page.request, locale, departure);
    const preferred = await bookOverHttp(page.request, locale, {
      paymentType: 'multiple',
      preferredDate: '2027-03-20',
    });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-booking-page`);
      await openBooking(page, locale, departure);
      await shot('departure-first-screen', false);
      await shot('departure-whole-page', true);
      await page.emulateMedia({ media: 'print' });
      await shot('departure-print', true);
      await page.emulateMedia({ media: 'screen' });
      await openBooking(page, locale, preferred);
      await shot('preferred-date-first-screen', false);
    }
  });
}
