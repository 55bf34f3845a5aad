/**
 * The back office in a browser: an owner signs in through the link the outbox received, finds the
 * booking a customer just made, records an offline payment, and the customer's booking page then
 * shows it paid; an agent signs in too and is not offered (nor allowed) money actions. An owner
 * approves and rejects reviews, ends another person's session, and cancels a booking, which the
 * customer's pages then say. English and French, with axe on every view.
 *
 * Set-up goes over HTTP (tests/e2e/fixtures/bookings-over-http.ts, admin-helpers.ts): the checkout
 * and the sign-in screen are each clicked through once per language. Only the cash payment runs at
 * phone and desktop width (tables that must not scroll sideways), English on the phone and French
 * on the desktop; the rest checks permissions, server answers and wording, the same at any width
 * (ONE_VIEWPORT).
 */
import type { Page } from '@playwright/test';
import { formatDate, labelled } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, markTravelled, pattern, text } from '../booking/booking-helpers.ts';
import { bookOverHttp, paidBookingOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import {
  addStaff,
  receiptFromOutbox,
  runBookingAction,
  signInByLink,
  staffSignedIn,
} from './admin-helpers.ts';

async function openBooking(page: Page, locale: Locale, code: string): Promise<void> {
  await page.getByRole('link', { name: text(locale, 'admin.ui.nav.bookings') }).click();
  await page.getByLabel(text(locale, 'admin.ui.bookings.search')).fill(code);
  await page.getByRole('button', { name: text(locale, 'admin.ui.bookings.apply') }).click();
  await expect(page.getByText(text(locale, 'admin.ui.bookings.countOne', { count: 1 }))).toBeVisible();
  await expectNoA11yViolations(page);
  // Wide tables scroll inside their own box: the page itself never scrolls sideways on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await tablesScrollingSideways(page)).toBe(0);
  await page.getByRole('link', { name: code }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.booking.heading', { code }) }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: text(locale, 'admin.ui.booking.payments') }),
  ).toBeVisible();
  expect(await tablesScrollingSideways(page)).toBe(0);
}

/** Tables whose box scrolls sideways: none, on a phone (rows stack) as on a desktop. */
function tablesScrollingSideways(page: Page): Promise<number> {
  return page
    .locator('.admin-table-wrap')
    .evaluateAll((boxes) => boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).length);
}

// One journey per language, at the two widths the tables change at: English on the phone, French
// on the desktop.
test('an owner records a cash payment; it reads as cash in the back office, on the customer page and in the receipt', async ({
  page,
}, info) => {
  const locale: Locale = info.project.name === 'phone' ? 'en' : 'fr';
  // A sign-in by e-mail and several back-office views in one test, the first calls of several
  // functions among them: more than one page's time.
  test.setTimeout(120_000);
  const code = await bookOverHttp(page.request, locale);
  const email = `owner-${locale}-${info.project.name}@tours.example`;
  await addStaff(email, 'Awa Owner', 'owner');
  await signInByLink(page, locale, email);
  await expectNoA11yViolations(page);
  await openBooking(page, locale, code);
  await expectNoA11yViolations(page);

  await page.getByText(text(locale, 'admin.ui.action.offlinePayment'), { exact: true }).click();
  await page.getByLabel(text(locale, 'admin.ui.action.channel')).selectOption('cash');
  // Only the opened action's form is visible; the others sit in closed disclosures.
  await page
    .getByRole('textbox', { name: text(locale, 'admin.ui.action.reason') })
    .filter({ visible: true })
    .fill('Paid in cash at the office');
  await page
    .getByRole('button', { name: text(locale, 'admin.ui.action.continue') })
    .filter({ visible: true })
    .click();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.action.offlinePayment') }),
  ).toBeVisible();
  await expect(page.getByText(text(locale, 'admin.status.payment_completed')).first()).toBeVisible();
  await expect(page.getByRole('table', { name: text(locale, 'admin.ui.booking.payments') })).toBeVisible();
  const cash = text(locale, 'payment.method.cash');
  const operator = text(locale, 'payment.method.mtn');
  const payments = page.getByRole('table', { name: text(locale, 'admin.ui.booking.payments') });
  await expect(payments.getByText(cash)).toBeVisible();
  await expect(payments.getByText(operator)).toHaveCount(0);
  expect(await tablesScrollingSideways(page)).toBe(0);
  await expectNoA11yViolations(page);

  // The trip took place: marking it (no date was given) opens the customer's review.
  await runBookingAction(page, locale, 'travelled', { reason: 'Back from Kribi, all well' });
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.action.travelled') }),
  ).toBeVisible();
  await expect(page.getByText(text(locale, 'admin.ui.action.travelled'), { exact: true })).toHaveCount(0);

  await page.goto(at(locale, `/packages/search/${code}`));
  await expect(page.getByText(text(locale, 'booking.status.payment_completed'))).toBeVisible();
  await expect(page.getByLabel(text(locale, 'islands.review.displayName'))).toBeVisible();
  const transactions = page.getByRole('table').filter({ hasText: text(locale, 'islands.track.txReference') });
  await expect(transactions.getByText(cash)).toBeVisible();
  await expect(transactions.getByText(operator)).toHaveCount(0);

  // The customer got a receipt on their own, in the booking's language, naming the cash.
  const receipt = await receiptFromOutbox(code);
  expect(receipt).toContain(labelled(text(locale, 'email.label.method'), cash, locale));
  expect(receipt).not.toContain(operator);
});

for (const locale of ['en', 'fr'] as const) {
  test.describe(`back office (${locale})`, () => {
    // A sign-in by e-mail and several back-office views in one test: more than one page's time.
    test.describe.configure({ timeout: 90_000 });
    // One behaviour, one language: the languages take turns, so each one's wording is read, and
    // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
    if (locale === 'en')
      test(`an agent can look and note but is offered no money action, and the server refuses it ${ONE_VIEWPORT}`, async ({
        page,
      }, info) => {
        const code = await bookOverHttp(page.request, locale);
        await staffSignedIn(page, locale, `agent-${locale}-${info.project.name}@tours.example`, 'agent');
        await openBooking(page, locale, code);
        await expect(page.getByText(text(locale, 'admin.ui.booking.ownerOnly'))).toBeVisible();
        await expect(
          page.getByText(text(locale, 'admin.ui.action.offlinePayment'), { exact: true }),
        ).toHaveCount(0);
        await expect(page.getByText(text(locale, 'admin.ui.action.cancel'), { exact: true })).toHaveCount(0);
        const refused = await page.evaluate(async (bookingCode) => {
          const response = await fetch(`/api/admin/bookings/${bookingCode}/actions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': 'agent-tries-money-1' },
            body: JSON.stringify({
              action: 'offlinePayment',
              amount: 1000,
              channel: 'cash',
              receivedOn: '2026-11-20',
              reason: 'x',
            }),
          });
          return response.status;
        }, code);
        expect(refused).toBe(403);
        await runBookingAction(page, locale, 'note', {
          fill: () =>
            page
              .getByRole('textbox', { name: text(locale, 'admin.ui.action.noteText'), exact: true })
              .fill('Called the customer'),
        });
        await expect(
          page.getByRole('status').filter({ hasText: text(locale, 'admin.action.note') }),
        ).toBeVisible();
        await expect(page.getByText('Called the customer').first()).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole('link', { name: text(locale, 'admin.ui.nav.attention') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.attention.heading') }),
        ).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole('link', { name: text(locale, 'admin.ui.nav.reviews') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.reviews.heading') }),
        ).toBeVisible();
        await expectNoA11yViolations(page);
        await page.getByRole('button', { name: text(locale, 'admin.ui.signOut') }).click();
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.signIn.heading') }),
        ).toBeVisible();
      });

    if (locale === 'fr')
      test(`an owner sees who is signed in and ends an agent’s session; the agent must sign in again ${ONE_VIEWPORT}`, async ({
        page,
        browser,
      }, info) => {
        const owner = `sessions-owner-${locale}-${info.project.name}@tours.example`;
        const agent = `sessions-agent-${locale}-${info.project.name}@tours.example`;
        const agentContext = await browser.newContext();
        const agentPage = await agentContext.newPage();
        try {
          // Two windows: the one in front is the one Chromium renders without throttling.
          await agentPage.bringToFront();
          await staffSignedIn(agentPage, locale, agent, 'agent', `Ben ${info.project.name} ${locale}`);
          // An agent is not offered the sessions.
          await expect(
            agentPage.getByRole('link', { name: text(locale, 'admin.ui.nav.sessions') }),
          ).toHaveCount(0);

          await page.bringToFront();
          await staffSignedIn(page, locale, owner, 'owner');
          await page.getByRole('link', { name: text(locale, 'admin.ui.nav.sessions') }).click();
          await expect(
            page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.sessions.heading') }),
          ).toBeVisible();
          const agentCard = page.getByRole('listitem').filter({ hasText: agent });
          await expect(agentCard).toHaveCount(1);
          await expect(
            page
              .getByRole('listitem')
              .filter({ hasText: owner })
              .getByText(text(locale, 'admin.ui.sessions.current')),
          ).toBeVisible();
          await expectNoA11yViolations(page);
          await agentCard.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Phone lost on the bus');
          await agentCard.getByRole('button', { name: text(locale, 'admin.ui.sessions.end') }).click();
          await expect(
            page.getByRole('status').filter({ hasText: text(locale, 'admin.session.ended') }),
          ).toBeVisible();
          await expect(page.getByRole('listitem').filter({ hasText: agent })).toHaveCount(0);

          // The agent's next step finds the session closed.
          await agentPage.bringToFront();
          await agentPage.getByRole('link', { name: text(locale, 'admin.ui.nav.bookings') }).click();
          await expect(
            agentPage.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.signIn.heading') }),
          ).toBeVisible();
        } finally {
          await agentContext.close();
        }
      });

    if (locale === 'en')
      test(`an owner approves one review and rejects another with a reason ${ONE_VIEWPORT}`, async ({
        page,
        request,
      }, info) => {
        const reviews: string[] = [];
        for (const name of ['Approve', 'Reject']) {
          const code = await paidBookingOverHttp(request, locale);
          await markTravelled(code);
          const displayName = `${name} ${locale} ${info.project.name}`;
          const created = await request.post('/api/reviews', {
            data: {
              code,
              displayName,
              rating: 5,
              text: 'Lovely guides and a calm beach, thank you.',
              locale,
            },
          });
          expect(created.status()).toBe(201);
          reviews.push(displayName);
        }
        await staffSignedIn(page, locale, `reviewer-${locale}-${info.project.name}@tours.example`, 'owner');
        await page.getByRole('link', { name: text(locale, 'admin.ui.nav.reviews') }).click();
        const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
        await expect(card(reviews[0] ?? '')).toHaveCount(1);
        await expectNoA11yViolations(page);

        await card(reviews[0] ?? '')
          .getByRole('button', { name: text(locale, 'admin.ui.reviews.approve') })
          .click();
        await expect(
          page.getByRole('status').filter({ hasText: text(locale, 'admin.review.approved') }),
        ).toBeVisible();
        await expect(card(reviews[0] ?? '')).toHaveCount(0);

        const rejected = card(reviews[1] ?? '');
        await rejected
          .getByLabel(text(locale, 'admin.ui.reviews.rejectReason'))
          .fill('Names another customer');
        await rejected.getByRole('button', { name: text(locale, 'admin.ui.reviews.reject') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: text(locale, 'admin.review.rejected') }),
        ).toBeVisible();
        await expect(card(reviews[1] ?? '')).toHaveCount(0);
      });

    if (locale === 'fr')
      test(`an owner cancels a booking; the customer’s pages say so and offer nothing to pay ${ONE_VIEWPORT}`, async ({
        page,
      }, info) => {
        const code = await bookOverHttp(page.request, locale);
        await staffSignedIn(page, locale, `canceller-${locale}-${info.project.name}@tours.example`, 'owner');
        await openBooking(page, locale, code);
        await runBookingAction(page, locale, 'cancel', { reason: 'The lodge closed for works' });
        await expect(
          page.getByRole('status').filter({ hasText: text(locale, 'admin.action.cancel') }),
        ).toBeVisible();

        const today = formatDate(new Date().toISOString(), locale);
        await page.goto(at(locale, `/packages/search/${code}`));
        await expect(page.getByText(text(locale, 'islands.track.cancelled', { date: today }))).toBeVisible();
        await expect(page.getByRole('link', { name: pattern(locale, 'islands.pay.title.full') })).toHaveCount(
          0,
        );
        await expect(page.getByText('The lodge closed for works')).toHaveCount(0);
        await expectNoA11yViolations(page);
        await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
        await expect(page.getByText(text(locale, 'islands.pay.cancelled', { date: today }))).toBeVisible();
        await expect(page.getByRole('button', { name: pattern(locale, 'islands.pay.start') })).toHaveCount(0);
        await expectNoA11yViolations(page);
      });
  });
}
