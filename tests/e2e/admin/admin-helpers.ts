/**
 * Shared steps of the back office's browser tests: staff added straight to the test database,
 * e-mails read from the outbox, and signing in, either through the screen (what a test of the
 * sign-in is about) or over HTTP with the link the outbox received (set-up for every other test).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales.ts';
import { createPool } from '../../../src/server/db/pool.ts';
import { upsertStaff } from '../../../src/server/repositories/staff.ts';
import { at, text } from '../booking/booking-helpers.ts';
import { waitForMail } from '../fixtures/outbox.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';

export type StaffRole = 'owner' | 'agent';

export async function addStaff(email: string, name: string, role: StaffRole): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await upsertStaff(pool, email, name, role);
  } finally {
    await pool.end();
  }
}

/** The token of the newest sign-in link to `email` written after `since`. */
async function tokenFromOutbox(email: string, since: number): Promise<string> {
  const mail = await waitForMail(
    (candidate) =>
      candidate.to === email &&
      Date.parse(candidate.createdAt) >= since &&
      /#token=[\w-]+/.test(candidate.text),
    `sign-in link for ${email}`,
  );
  return /#token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
}

/** The text of the payment receipt the outbox holds for booking `code`. */
export async function receiptFromOutbox(code: string): Promise<string> {
  const mail = await waitForMail(
    (candidate) =>
      candidate.idempotencyKey?.startsWith('payment-receipt/') === true && candidate.subject.includes(code),
    `receipt for ${code}`,
  );
  return mail.text;
}

/** Signs in through the screen: the form, the e-mailed link opened, the day's view (axe on the form). */
export async function signInByLink(page: Page, locale: Locale, email: string): Promise<void> {
  const since = Date.now() - 1_000;
  await page.goto(at(locale, '/admin'));
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.signIn.heading') }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel(text(locale, 'admin.ui.signIn.email')).fill(email);
  await page.getByRole('button', { name: text(locale, 'admin.ui.signIn.submit') }).click();
  await expect(page.getByText(text(locale, 'admin.signIn.sent'))).toBeVisible();
  // The link names the site's public origin; the test server's is this one.
  await page.goto(`${at(locale, '/admin')}#token=${await tokenFromOutbox(email, since)}`);
  await expectToday(page, locale);
  // The used link leaves the address: the day's view replaces it.
  expect(new URL(page.url()).hash).toBe('#today');
}

/**
 * Adds a staff member and signs them in over HTTP, as the back office's screen does (request a
 * link, confirm its token): the session cookie lands in the page's browser context. Then opens the
 * back office on the day's view.
 */
export async function staffSignedIn(
  page: Page,
  locale: Locale,
  email: string,
  role: StaffRole,
  name = role === 'owner' ? 'Awa Owner' : 'Ben Agent',
): Promise<void> {
  await staffSignedInOverHttp(page.request, locale, email, role, name);
  await page.goto(at(locale, '/admin'));
  await expectToday(page, locale);
}

/** The origin the functions expect on a staff request, as a browser's fetch sends it. */
export const staffOrigin = () => ({ origin: new URL(test.info().project.use.baseURL ?? '').origin });

/** Signs a staff member in over HTTP only: the session cookie lands in `request`'s context. */
export async function staffSignedInOverHttp(
  request: APIRequestContext,
  locale: Locale,
  email: string,
  role: StaffRole,
  name = role === 'owner' ? 'Awa Owner' : 'Ben Agent',
): Promise<void> {
  await addStaff(email, name, role);
  const headers = staffOrigin();
  const since = Date.now() - 1_000;
  const asked = await request.post('/api/admin/sign-in', { data: { email, locale }, headers });
  expect(asked.status(), await asked.text()).toBe(200);
  const token = await tokenFromOutbox(email, since);
  const confirmed = await request.post('/api/admin/sign-in/confirm', { data: { token, locale }, headers });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

async function expectToday(page: Page, locale: Locale): Promise<void> {
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.today.heading') }),
  ).toBeVisible();
}

/** The booking actions the browser tests run from a booking's page. */
export type BookingAction = 'abandon' | 'cancel' | 'note' | 'refundSent' | 'travelled';

/**
 * Runs an action from the open booking's page as staff do: opens its form, lets `fill` type what the
 * action asks for, gives the reason (optional for some actions), continues and confirms. The caller
 * checks the answer, which differs per action.
 */
export async function runBookingAction(
  page: Page,
  locale: Locale,
  action: BookingAction,
  { reason, fill }: { reason?: string; fill?: () => Promise<void> } = {},
): Promise<void> {
  await page.getByText(text(locale, `admin.ui.action.${action}`), { exact: true }).click();
  await fill?.();
  // Only the opened action's form is visible; the others sit in closed disclosures.
  if (reason !== undefined)
    await page
      .getByRole('textbox', { name: text(locale, 'admin.ui.action.reason') })
      .filter({ visible: true })
      .fill(reason);
  await page
    .getByRole('button', { name: text(locale, 'admin.ui.action.continue') })
    .filter({ visible: true })
    .click();
  await page.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
}
