/**
 * WhatsApp at checkout (docs/whatsapp.md): the customer ticks "also on WhatsApp" on the details
 * step, pays, and their phone gets the confirmation and the receipt in the booking's language
 * (read from the local twin of the Cloud API); the booking page shows the choice. The same at any
 * width: one journey per language, on the phone.
 */
import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { bookingMessages } from '../fixtures/whatsapp-twin.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, book, payAndWait, text } from './booking-helpers.ts';

for (const locale of LOCALES) {
  test(`opting in to WhatsApp at checkout sends the confirmation and the receipt there (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    // Four checkout steps and a payment the simulator settles: allow for a slow shared machine.
    test.setTimeout(90_000);
    const optIn = page.getByRole('checkbox', { name: text(locale, 'islands.checkout.whatsappOptIn') });
    const code = await book(page, locale, {
      number: sandboxNumbers.success.mtn[0],
      whatsapp: '+237 677 55 44 33',
      atStep: async (step) => {
        if (step === 'confirm') {
          await expect(page.getByText(text(locale, 'islands.checkout.whatsappMessages.yes'))).toBeVisible();
        }
        if (step !== 'details') return;
        // Off until the customer ticks it (here from the keyboard), described by its hint.
        await expect(optIn).not.toBeChecked();
        await expect(optIn).toHaveAccessibleDescription(text(locale, 'islands.checkout.whatsappOptInHint'));
        await optIn.focus();
        await page.keyboard.press('Space');
        await expect(optIn).toBeChecked();
        await expectNoA11yViolations(page);
      },
    });
    await payAndWait(page, locale, 'success');

    const messages = await bookingMessages(code, ['booking_confirmation', 'payment_receipt']);
    for (const message of messages) {
      expect(message).toMatchObject({ to: '+237677554433', language: locale });
    }
    const confirmation = messages.find((m) => m.template === 'booking_confirmation');
    expect(confirmation?.text).toContain(locale === 'fr' ? 'Bonjour Jane' : 'Hello Jane');
    expect(confirmation?.text).toContain(at(locale, `/packages/search/${code}`));

    await page.goto(at(locale, `/packages/search/${code}`));
    await expect(page.getByText(text(locale, 'islands.track.whatsappMessages.yes'))).toBeVisible();
    await expectNoA11yViolations(page);
  });
}
