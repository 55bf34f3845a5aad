import { formatDate } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { at, DEPARTURES_PACKAGE, fillCheckout, text } from '../e2e/booking/booking-helpers.ts';
import { bookDepartureOverHttp, leaveSeats } from '../e2e/booking/departure-helpers.ts';
import { waitForMail } from '../e2e/fixtures/outbox.ts';
import { sandboxNumbers, test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;
/** In the sample: 8 seats (made full), 14 seats (left with 2), and one booked per language. */
const FULL = 'limbe-2027-04-10';
const FEW = { id: 'limbe-2027-11-13', date: '2027-11-13' };
const BOOKED = { en: 'limbe-2027-12-18', fr: 'limbe-2027-01-16' } as const;

/** The HTML of the outbox e-mail with this idempotency key. */
async function mailHtml(key: string): Promise<string> {
  return (await waitForMail((mail) => mail.idempotencyKey === key, `e-mail ${key}`)).html;
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`checkout departures ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-checkout-departures`);
      await leaveSeats(page.request, locale, FULL, 0);
      await leaveSeats(page.request, locale, FEW.id, 2);

      const few = page.getByRole('radio', { name: new RegExp(formatDate(FEW.date, locale)) });
      await fillCheckout(page, locale, {
        packageSlug: DEPARTURES_PACKAGE,
        number: sandboxNumbers.success.mtn[0],
        atStep: async (step) => {
          if (step === 'details') {
            await page.getByLabel(text(locale, 'islands.checkout.travellers')).fill('Amina Kouam');
            await shot('checkout-details-travellers');
          }
          if (step !== 'customize') {
            if (step === 'confirm') await shot('checkout-confirm');
            return;
          }
          await page
            .getByText(text(locale, 'islands.checkout.fewSeatsOther', { count: 2 }))
            .first()
            .waitFor();
          await shot('checkout-departures');
          // A group of 3 on a departure with 2 seats left: stopped at step 1.
          await few.check();
          await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
          await page
            .getByText(text(locale, 'islands.checkout.departureError.fewOther', { count: 2 }))
            .waitFor();
          await shot('checkout-departure-error', false);
          await page.getByRole('radio', { name: new RegExp(formatDate('2027-12-18', locale)) }).check();
        },
      });

      const email = `walk-${locale}-${width}@example.cm`;
      const { code } = await bookDepartureOverHttp(page.request, locale, BOOKED[locale], 3, email);
      await page.goto(at(locale, `/packages/search/${code}`));
      await page.getByText(text(locale, 'islands.track.departure')).waitFor();
      // The travellers' form is loaded after the page: photographed once it is there.
      await page.getByLabel(text(locale, 'islands.track.travellerName', { number: 2 })).waitFor();
      await shot('booking-details');
      // The names form: one left out, then a name the shared rule refuses, then saved.
      const travellers = page.getByRole('region', { name: text(locale, 'islands.track.travellers') });
      await travellers
        .getByLabel(text(locale, 'islands.track.travellerName', { number: 2 }))
        .fill('<b>x</b>');
      await travellers.getByRole('button', { name: text(locale, 'islands.track.travellersSubmit') }).click();
      await travellers.getByText(text(locale, 'validation.name.invalid')).waitFor();
      await travellers.scrollIntoViewIfNeeded();
      await shot('booking-travellers-error', false);
      await travellers
        .getByLabel(text(locale, 'islands.track.travellerName', { number: 2 }))
        .fill('Amina Kouam');
      await travellers.getByLabel(text(locale, 'islands.track.cancelEmail')).fill(email);
      await travellers.getByRole('button', { name: text(locale, 'islands.track.travellersSubmit') }).click();
      await travellers.getByText('Amina K.').waitFor();
      await shot('booking-travellers-saved');
      // The same page on paper: the receipt, with the balance due date shown above.
      await page.emulateMedia({ media: 'print' });
      await shot('booking-receipt-print');
      await page.emulateMedia({ media: 'screen' });
      await page.setContent(await mailHtml(`booking-confirmation/${code}`));
      await shot('mail-confirmation');
    });
  }
}
