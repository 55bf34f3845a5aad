import type { Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { createPool } from '../../../src/server/db/pool.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, holdCheckoutIsland, islandRunning, PACKAGE, text } from './booking-helpers.ts';

// The browser's Back and Forward move between the checkout's steps, what was typed kept; Back from
// the payment page offers the booking made instead of a second one. English on the phone, French on
// the desktop: the steps and the panel differ by width.
test.describe.configure({ timeout: 90_000 });

const heading = (page: Page, locale: Locale, step: 'customize' | 'details' | 'payment' | 'confirm') =>
  page.getByRole('heading', { level: 2, name: text(locale, `islands.checkout.step.${step}`) });

async function bookingsOf(email: string): Promise<string[]> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    const { rows } = await pool.query<{ code: string }>('SELECT code FROM bookings WHERE email = $1', [
      email,
    ]);
    return rows.map((row) => row.code);
  } finally {
    await pool.end();
  }
}

test('Back and Forward move between the steps; Back from payment does not book twice', async ({ page }) => {
  const locale: Locale = test.info().project.name === 'phone' ? 'en' : 'fr';
  const email = `history-${locale}-${Date.now()}@example.com`;
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings')
      posts.push(request.url());
  });
  const next = page.getByRole('button', { name: text(locale, 'islands.checkout.next') });
  const spots = page.getByLabel(text(locale, 'islands.checkout.spots'));
  const name = page.getByLabel(text(locale, 'islands.checkout.name'));

  await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
  await expect(heading(page, locale, 'customize')).toBeVisible({ timeout: 30_000 });
  await islandRunning(page);
  await spots.fill('4');
  await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
  await next.click();
  await expect(heading(page, locale, 'details')).toBeVisible();
  await expect(page).toHaveURL(/[?&]step=details\b/);
  await name.fill('Ada Back');
  await page.getByLabel(text(locale, 'islands.checkout.email'), { exact: true }).fill(email);
  await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill('677 12 34 56');
  await next.click();
  await expect(heading(page, locale, 'payment')).toBeVisible();

  // Back twice: each step again, as it was filled in.
  await page.goBack();
  await expect(heading(page, locale, 'details')).toBeVisible();
  await expect(name).toHaveValue('Ada Back');
  await page.goBack();
  await expect(heading(page, locale, 'customize')).toBeVisible();
  await expect(spots).toHaveValue('4');
  await expect(page.getByRole('radio', { name: text(locale, 'booking.tripType.group') })).toBeChecked();
  // Forward again, and the form's own Back button is the browser's Back.
  await page.goForward();
  await expect(heading(page, locale, 'details')).toBeVisible();
  await expect(name).toHaveValue('Ada Back');
  await page.goForward();
  await expect(heading(page, locale, 'payment')).toBeVisible();
  await page.getByRole('button', { name: text(locale, 'islands.checkout.back') }).click();
  await expect(heading(page, locale, 'details')).toBeVisible();
  await page.goForward();
  await expect(heading(page, locale, 'payment')).toBeVisible();

  await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill('670000000');
  await page.getByRole('radio', { name: text(locale, 'payment.method.mtn') }).check();
  await next.click();
  await expect(heading(page, locale, 'confirm')).toBeVisible();
  await page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }).check();
  await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
  await page.waitForURL(new RegExp(`${at(locale, '/payments/pay')}\\?code=`));
  const code = new URL(page.url()).searchParams.get('code') ?? '';

  // Back from the payment page: the booking made is offered, and no second one can be posted.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.booked.title') }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByRole('button', { name: text(locale, 'islands.checkout.submit') })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: text(locale, 'islands.checkout.booked.pay') }).click();
  await page.waitForURL(new RegExp(`${at(locale, '/payments/pay')}\\?code=${code}`));
  expect(posts).toHaveLength(1);
  expect(await bookingsOf(email)).toEqual([code]);
});

test(`the served first step takes typing before its code arrives, and the island adopts it ${ONE_VIEWPORT}`, async ({
  page,
}) => {
  const locale: Locale = 'en';
  // The island's code is held back: what shows meanwhile is what the page itself served.
  const release = await holdCheckoutIsland(page);
  await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Kribi/);
  await expect(heading(page, locale, 'customize')).toBeVisible();
  const spots = page.getByLabel(text(locale, 'islands.checkout.spots'));
  await expect(spots).toHaveValue('3');
  await expect(page.getByRole('table', { name: text(locale, 'islands.checkout.livePrice') })).toBeVisible();
  await expect(page.getByText(text(locale, 'islands.shell.loading'))).toHaveCount(0);
  await expectNoA11yViolations(page);
  const before = await spots.boundingBox();
  // Typed and chosen before any script of the island ran; "Next" waits for it.
  await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
  await spots.fill('5');
  await expect(spots).toBeFocused();
  // The visitor has selected what they typed, about to type over it, when the island takes over.
  await spots.selectText();
  const next = page.getByRole('button', { name: text(locale, 'islands.checkout.next') });
  await expect(next).toBeDisabled();

  release();
  const island = page.locator('#checkout-spots');
  await expect(island).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('[data-checkout-served]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  // Nothing typed is lost, the focus stays in the field, nothing moved.
  await expect(island).toHaveValue('5');
  await expect(island).toBeFocused();
  await expect(page.getByRole('radio', { name: text(locale, 'booking.tripType.group') })).toBeChecked();
  expect(await island.boundingBox()).toEqual(before);
  // The selection came over too: the next key replaces what was selected.
  await page.keyboard.type('6');
  await expect(island).toHaveValue('6');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(heading(page, locale, 'details')).toBeVisible();
});
