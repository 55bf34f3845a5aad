import type { CreatedBooking } from '../../src/api/contract.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { at, fillCheckout, PACKAGE, text } from '../e2e/booking/booking-helpers.ts';
import { expect, sandboxNumbers, test } from '../e2e/fixtures/test.ts';
import { customerWrites } from '../e2e/fixtures/whatsapp-twin.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`whatsapp opt-in ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-whatsapp`);
      await fillCheckout(page, locale, {
        number: sandboxNumbers.success.mtn[0],
        whatsappOptIn: true,
        atStep: async (step) => {
          if (step === 'details') {
            await page
              .getByRole('checkbox', { name: text(locale, 'islands.checkout.whatsappOptIn') })
              .focus();
            await shot('checkout-details-opt-in');
          }
          if (step === 'confirm') await shot('checkout-summary');
        },
      });

      const created = await page.request.post('/api/bookings', {
        data: {
          packageSlug: PACKAGE,
          spots: 3,
          tripType: 'group',
          contact: { fullName: 'Jane Doe', email: 'jane@example.com', whatsapp: '+237 677 55 44 33' },
          payment: { method: 'mtn', number: sandboxNumbers.success.mtn[0] },
          paymentType: 'single',
          whatsappOptIn: true,
          termsAccepted: true,
          locale,
        },
      });
      expect(created.status()).toBe(201);
      const { code } = ((await created.json()) as { data: CreatedBooking }).data;
      await page.goto(at(locale, `/packages/search/${code}`));
      await expect(page.getByText(text(locale, 'islands.track.whatsappMessages.waiting'))).toBeVisible();
      await shot('booking-page-waiting');
      // The customer writes to the agency from that number: the page says the messages go.
      await customerWrites('+237677554433', `Hello, booking ${code}`);
      await page.reload();
      await expect(page.getByText(text(locale, 'islands.track.whatsappMessages.yes'))).toBeVisible();
      await shot('booking-page');
    });
  }
}
