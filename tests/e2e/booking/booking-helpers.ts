/** Steps shared by the booking browser tests: the checkout filled like a visitor would, in en or fr. */
import type { Page } from '@playwright/test';
import type { Operator } from '../../../src/domain/phone.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { type MessageKey, type MessageParams, t } from '../../../src/i18n/messages.ts';
import { localizedPath } from '../../../src/i18n/routes.ts';
import { createPool } from '../../../src/server/db/pool.ts';
import { expect, expectNoA11yViolations } from '../fixtures/test.ts';

export const PACKAGE = 'kribi-beach-escape';
/** Sold by departures in the sample (one guaranteed, one closed, one of 8 seats, one high-season). */
export const DEPARTURES_PACKAGE = 'mount-cameroon-and-limbe';

export const text = (locale: Locale, key: MessageKey, params?: MessageParams) => t(locale, key, params);
export const at = (locale: Locale, path: string) => localizedPath(locale, path);

/** A catalogue text with placeholders as a pattern, e.g. "Pay {amount} now" -> /^Pay .+ now$/. */
export function pattern(locale: Locale, key: MessageKey): RegExp {
  const escaped = t(locale, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\\{\w+\\\}/g, '.+')}$`);
}

export interface Booking {
  /** The package's slug; the group-only sample trip by default. */
  packageSlug?: string;
  spots?: number;
  paymentType?: 'single' | 'multiple';
  method?: Operator;
  number: string;
  /** The WhatsApp contact; a Cameroon number by default. */
  whatsapp?: string;
  /** Tick "also on WhatsApp" on the details step (off by default, as for a visitor). */
  whatsappOptIn?: boolean;
  /** Run axe on every step. */
  a11y?: boolean;
  /** Called on each step once it shows, filled in (a screenshot walk). */
  atStep?: (step: 'customize' | 'details' | 'payment' | 'confirm') => Promise<void>;
}

/** Fills the four steps and proceeds to payment; returns the booking code from the payment page. */
export async function book(page: Page, locale: Locale, booking: Booking): Promise<string> {
  await fillCheckout(page, locale, booking);
  await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
  await page.waitForURL(new RegExp(`${at(locale, '/payments/pay')}\\?code=`));
  const code = new URL(page.url()).searchParams.get('code');
  if (!code) throw new Error('no booking code in the payment page address');
  return code;
}

/** Fills the four steps of the checkout, up to the terms agreement. */
export async function fillCheckout(page: Page, locale: Locale, booking: Booking): Promise<void> {
  const check = async () => {
    if (booking.a11y) await expectNoA11yViolations(page);
  };
  const done = async (step: 'customize' | 'details' | 'payment' | 'confirm') => {
    await booking.atStep?.(step);
  };
  await page.goto(`${at(locale, '/checkout')}?package=${booking.packageSlug ?? PACKAGE}`);
  // The first step shows once the island's modules have loaded one after another: on a loaded
  // machine each took 3 to 6 s, past the default wait.
  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.step.customize') }),
  ).toBeVisible({ timeout: 30_000 });
  await islandRunning(page);
  await check();
  await page.getByLabel(text(locale, 'islands.checkout.spots')).fill(String(booking.spots ?? 3));
  await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
  await page
    .getByRole('radio', {
      name: text(locale, `islands.checkout.paymentType.${booking.paymentType ?? 'single'}`),
    })
    .check();
  await done('customize');
  await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.step.details') }),
  ).toBeVisible();
  await check();
  await page.getByLabel(text(locale, 'islands.checkout.name')).fill('Jane Doe');
  await page.getByLabel(text(locale, 'islands.checkout.email'), { exact: true }).fill('jane@example.com');
  await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill(booking.whatsapp ?? '677 12 34 56');
  if (booking.whatsappOptIn) {
    await page.getByRole('checkbox', { name: text(locale, 'islands.checkout.whatsappOptIn') }).check();
  }
  await done('details');
  await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.step.payment') }),
  ).toBeVisible();
  await check();
  await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill(booking.number);
  await page.getByRole('radio', { name: text(locale, `payment.method.${booking.method ?? 'mtn'}`) }).check();
  await done('payment');
  await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();

  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'islands.checkout.step.confirm') }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: text(locale, 'islands.checkout.invoice') })).toBeVisible();
  await check();
  await page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }).check();
  await done('confirm');
}

/**
 * Waits until the checkout's island has taken the place of the first step the page served: what
 * is typed from then on goes to the island's own fields (typing into the served step is its own
 * test, in checkout-history.spec.ts).
 */
export async function islandRunning(page: Page): Promise<void> {
  await expect(page.locator('[data-checkout-served]')).toHaveCount(0, { timeout: 30_000 });
}

/** Clicks "Pay … now" on a payment page and waits for the final status. */
export async function payAndWait(page: Page, locale: Locale, outcome: 'success' | 'failed'): Promise<void> {
  await page.getByRole('button', { name: pattern(locale, 'islands.pay.start') }).click();
  await expectFinal(page, locale, outcome);
}

export async function expectFinal(page: Page, locale: Locale, outcome: 'success' | 'failed'): Promise<void> {
  const key = outcome === 'success' ? 'islands.pay.status.success' : 'islands.pay.status.failed';
  await expect(page.getByText(text(locale, key))).toBeVisible({ timeout: 20_000 });
}

/** The booking details page of a code, with its transactions table rows (header excluded). */
export async function transactionRows(page: Page, locale: Locale, code: string) {
  await page.goto(at(locale, `/packages/search/${code}`));
  await expect(page.getByRole('heading', { name: text(locale, 'islands.track.transactions') })).toBeVisible();
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/**
 * The trip took place: what staff record with "Mark as travelled" (the back office's own tests click
 * it), written straight to the test database so a review test stays cheap.
 */
export async function markTravelled(code: string): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await pool.query('UPDATE bookings SET travelled_at = now() WHERE code = $1', [code]);
  } finally {
    await pool.end();
  }
}

/**
 * Holds back the checkout island's code until the returned function is called, so a test sees
 * what the page itself served; once released, every later request goes through.
 */
export async function holdCheckoutIsland(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_astro/CheckoutIsland.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
