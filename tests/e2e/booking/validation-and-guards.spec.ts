import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, islandRunning, PACKAGE, text } from './booking-helpers.ts';

for (const locale of LOCALES) {
  // Wording, focus and guards: the same at any width, so the phone alone runs them.
  test.describe(`checkout validation and guards (${locale})`, { tag: ONE_VIEWPORT }, () => {
    // Each test books (and often pays) through the whole flow: allow for a slow shared machine.
    test.describe.configure({ timeout: 90_000 });

    test('every checkout validation message shows inline, tied to its field, with focus on the first', async ({
      page,
    }) => {
      const next = page.getByRole('button', { name: text(locale, 'islands.checkout.next') });
      const expectError = async (
        label: string,
        key: Parameters<typeof text>[1],
        params?: Record<string, number>,
      ) => {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(text(locale, key, params))));
      };
      await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
      await islandRunning(page);

      // Step 1: spots (start at the package minimum; fewer are refused), trip type, a past date.
      await expect(page.getByLabel(text(locale, 'islands.checkout.spots'))).toHaveValue('3');
      await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('2');
      await page.getByLabel(text(locale, 'islands.checkout.date')).fill('2020-01-01');
      await next.click();
      await expectError(text(locale, 'islands.checkout.spots'), 'validation.package.minPeople', { min: 3 });
      await expect(page.getByLabel(text(locale, 'islands.checkout.spots'))).toBeFocused();
      await expect(page.getByText(text(locale, 'validation.tripType.invalid'))).toBeVisible();
      await expectError(text(locale, 'islands.checkout.date'), 'validation.date.past');
      await expectNoA11yViolations(page);
      await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('3');
      await page.getByLabel(text(locale, 'islands.checkout.date')).fill('');
      await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
      await next.click();

      // Step 2: required, then invalid.
      await next.click();
      await expectError(text(locale, 'islands.checkout.name'), 'validation.name.required');
      await expect(page.getByLabel(text(locale, 'islands.checkout.name'))).toBeFocused();
      await expectError(text(locale, 'islands.checkout.email'), 'validation.email.required');
      await expectError(text(locale, 'islands.checkout.whatsapp'), 'validation.phone.required');
      await expectNoA11yViolations(page);
      await page.getByLabel(text(locale, 'islands.checkout.name')).fill('1234');
      await page.getByLabel(text(locale, 'islands.checkout.email'), { exact: true }).fill('jane@');
      await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill('12');
      await next.click();
      await expectError(text(locale, 'islands.checkout.name'), 'validation.name.invalid');
      await expectError(text(locale, 'islands.checkout.email'), 'validation.email.invalid');
      await expectError(text(locale, 'islands.checkout.whatsapp'), 'validation.phone.invalid');
      await page.getByLabel(text(locale, 'islands.checkout.name')).fill('Jane Doe');
      await page.getByLabel(text(locale, 'islands.checkout.email'), { exact: true }).fill('jane@example.com');
      await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill('+237 677 12 34 56');
      await next.click();

      // Step 3: method and number required, then a number that is not mobile money.
      await next.click();
      await expect(page.getByText(text(locale, 'validation.paymentMethod.required'))).toBeVisible();
      await expectError(text(locale, 'islands.checkout.paymentNumber'), 'validation.paymentNumber.required');
      // The optional e-mail says what it is for.
      await expect(
        page.getByLabel(text(locale, 'islands.checkout.paymentEmail')),
      ).toHaveAccessibleDescription(text(locale, 'islands.checkout.paymentEmailHint'));
      await expectNoA11yViolations(page);
      await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill('222 12 34 56');
      await next.click();
      await expectError(text(locale, 'islands.checkout.paymentNumber'), 'validation.phone.invalid');
      await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill('690000000');
      // The operator is suggested from the prefix and chosen when none was.
      await expect(
        page.getByText(text(locale, 'islands.checkout.operatorSuggestion', { operator: 'Orange Money' })),
      ).toBeVisible();
      await expect(page.getByRole('radio', { name: text(locale, 'payment.method.orange') })).toBeChecked();
      // MTN chosen for an Orange number: stopped here with the reason and a one-tap switch.
      await page.getByRole('radio', { name: text(locale, 'payment.method.mtn') }).check();
      await next.click();
      await expectError(
        text(locale, 'islands.checkout.paymentNumber'),
        'validation.paymentNumber.looksOrange',
      );
      const orange = text(locale, 'payment.method.orange');
      await page
        .getByRole('button', { name: text(locale, 'islands.checkout.useOperator', { operator: orange }) })
        .click();
      await expect(page.getByRole('radio', { name: orange })).toBeChecked();
      await expect(page.getByText(text(locale, 'validation.paymentNumber.looksOrange'))).toHaveCount(0);
      await next.click();

      // Step 4: terms.
      await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
      await expectError(text(locale, 'islands.checkout.terms'), 'validation.terms.required');
      await expect(
        page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }),
      ).toBeFocused();
      await expectNoA11yViolations(page);

      // Progress survives a reload; back goes to the previous step.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.step.confirm') }),
      ).toBeVisible();
      await page.getByRole('button', { name: text(locale, 'islands.checkout.back') }).click();
      await expect(page.getByLabel(text(locale, 'islands.checkout.paymentNumber'))).toHaveValue('690000000');
    });

    test('the guards send a visitor without a package or a code back', async ({ page }) => {
      await page.goto(at(locale, '/checkout'));
      await expect(page).toHaveURL(at(locale, '/packages'));
      await page.goto(`${at(locale, '/checkout')}?package=no-such-trip`);
      await expect(page).toHaveURL(at(locale, '/packages'));
      await page.goto(at(locale, '/payments/pay'));
      await expect(page).toHaveURL(at(locale, '/packages'));
      await page.goto(`${at(locale, '/payments/partial/pay')}?code=nope`);
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/')}$`));
    });
  });
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
