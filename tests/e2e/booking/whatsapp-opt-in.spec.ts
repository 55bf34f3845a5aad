/**
 * WhatsApp at checkout (docs/whatsapp.md): the customer ticks "also on WhatsApp" on the details
 * step, and step 4 says the messages start once they write to the agency. Nothing goes to the
 * number typed until then: their booking page says so and links to the agency's WhatsApp with the
 * code written; once they write from that number (the local twin plays Meta's signed webhook),
 * the confirmation comes, then the receipt of their payment, in the booking's language, and the
 * page says the messages go. The same at any width: one journey per language, on the phone.
 */
import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { bookingMessages, customerWrites, twinMessages } from '../fixtures/whatsapp-twin.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, book, payAndWait, text } from './booking-helpers.ts';

for (const [index, locale] of LOCALES.entries()) {
  test(`WhatsApp messages start once the customer writes to the agency from their number (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    // Four checkout steps and a payment the simulator settles: allow for a slow shared machine.
    test.setTimeout(90_000);
    // A number of its own per language: each number gets at most three messages a day.
    const customer = `+23767755443${index}`;
    const optIn = page.getByRole('checkbox', { name: text(locale, 'islands.checkout.whatsappOptIn') });
    const code = await book(page, locale, {
      number: sandboxNumbers.success.mtn[0],
      whatsapp: customer,
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

    // The booking page, beside the payment page: nothing sent yet, and the way to start.
    const bookingPage = await page.context().newPage();
    await bookingPage.goto(at(locale, `/packages/search/${code}`));
    await expect(bookingPage.getByText(text(locale, 'islands.track.whatsappMessages.waiting'))).toBeVisible();
    const start = bookingPage.getByRole('link', { name: text(locale, 'islands.track.whatsappStart') });
    const href = new URL((await start.getAttribute('href')) ?? 'http://missing/');
    expect(href.hostname).toBe('wa.me');
    const written = href.searchParams.get('text') ?? '';
    expect(written).toContain(code);
    await expectNoA11yViolations(bookingPage);
    expect((await twinMessages()).filter((m) => m.params.includes(code))).toEqual([]);

    // The customer sends the pre-written message from their number.
    await customerWrites(customer, written);
    await bookingMessages(code, ['booking_confirmation']);
    await payAndWait(page, locale, 'success');

    const messages = await bookingMessages(code, ['booking_confirmation', 'payment_receipt']);
    for (const message of messages) expect(message).toMatchObject({ to: customer, language: locale });
    const confirmation = messages.find((m) => m.template === 'booking_confirmation');
    expect(confirmation?.text).toContain(locale === 'fr' ? 'Bonjour Jane' : 'Hello Jane');
    expect(confirmation?.text).toContain(at(locale, `/packages/search/${code}`));

    await bookingPage.reload();
    await expect(bookingPage.getByText(text(locale, 'islands.track.whatsappMessages.yes'))).toBeVisible();
  });
}
