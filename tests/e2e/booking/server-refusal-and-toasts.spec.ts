import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { fillCheckout, text } from './booking-helpers.ts';

// A WhatsApp number of the right shape that no country has: the browser lets it through (it checks
// the shape only), the server's full check refuses it.
const NO_SUCH_NUMBER = '+44 99 9999 9999';

for (const locale of LOCALES) {
  // The server's refusal and the toast's ways out: the same at any width, so the phone alone runs them.
  test.describe(`server refusal and toasts (${locale})`, { tag: ONE_VIEWPORT }, () => {
    test.describe.configure({ timeout: 90_000 });

    test('a refusal shows on its field and as a toast that leaves by itself, by alt+T and its button', async ({
      page,
    }) => {
      const submit = page.getByRole('button', { name: text(locale, 'islands.checkout.submit') });
      const whatsapp = page.getByLabel(text(locale, 'islands.checkout.whatsapp'));
      const toasts = page.getByRole('region', { name: text(locale, 'islands.shell.toasts') });
      await fillCheckout(page, locale, { number: '670000000', whatsapp: NO_SUCH_NUMBER });
      // No toast library before the first toast: it loads with it.
      await expect(page.locator('[data-sonner-toaster]')).toHaveCount(0);
      await submit.click();

      // Back on the details step, focus on the refused field, the server's words in the banner.
      await expect(whatsapp).toBeFocused();
      await expect(whatsapp).toHaveAttribute('aria-invalid', 'true');
      await expect(whatsapp).toHaveAccessibleDescription(
        new RegExp(text(locale, 'validation.phone.invalid')),
      );
      const refusal = ((await page.locator('.form-banner').textContent()) ?? '').trim();
      expect(refusal.length).toBeGreaterThan(0);
      await expect(toasts.getByRole('listitem')).toHaveText(new RegExp(refusal));
      await expectNoA11yViolations(page);

      // Left alone, the toast goes after 4 s.
      await page.mouse.move(5, 600);
      await expect(toasts.getByRole('listitem')).toHaveCount(0, { timeout: 8_000 });

      // Once more: alt+T reaches the toasts, and the close button dismisses one.
      const next = page.getByRole('button', { name: text(locale, 'islands.checkout.next') });
      await next.click();
      await next.click();
      await submit.click();
      await expect(toasts.getByRole('listitem')).toHaveCount(1);
      await page.keyboard.press('Alt+KeyT');
      await expect(toasts.getByRole('list')).toBeFocused();
      // The toast itself, then its close button.
      await page.keyboard.press('Tab');
      await expect(toasts.getByRole('listitem')).toBeFocused();
      await page.keyboard.press('Tab');
      const close = toasts.getByRole('button', { name: text(locale, 'islands.shell.closeToast') });
      await expect(close).toBeFocused();
      // At least 24 px square, the smallest target WCAG 2.2 AA allows.
      const closeBox = await close.boundingBox();
      expect(Math.round(Math.min(closeBox?.width ?? 0, closeBox?.height ?? 0))).toBeGreaterThanOrEqual(24);
      await page.keyboard.press('Enter');
      await expect(toasts.getByRole('listitem')).toHaveCount(0);

      // Fixed, the booking goes through.
      await whatsapp.fill('+33 6 12 34 56 78');
      await next.click();
      await next.click();
      await submit.click();
      await page.waitForURL(/\/payments\/pay\?code=/);
    });
  });
}
