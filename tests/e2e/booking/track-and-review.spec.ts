import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import { LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { bookOverHttp, paidBookingOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, markTravelled, text } from './booking-helpers.ts';

const GOOD = sandboxNumbers.success.mtn[0];

for (const locale of LOCALES) {
  test.describe(`booking details and review (${locale})`, () => {
    // Bookings are made over HTTP: these tests read the booking page and the server's answers, the
    // same at any width (ONE_VIEWPORT); the booking page's layout is the journey's (customer-journey).
    test.describe.configure({ timeout: 90_000 });

    // One behaviour, one language: the languages take turns, so each one's wording is read, and
    // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
    if (locale === 'fr')
      test(`track by code, in any spelling of the code ${ONE_VIEWPORT}`, async ({ page }) => {
        const code = await bookOverHttp(page.request, locale, { number: GOOD, paymentType: 'multiple' });
        await page.goto(at(locale, `/packages/search/${code.toLowerCase().replaceAll('-', '')}`));
        await expect(
          page.getByRole('heading', { level: 1, name: text(locale, 'title.search') }),
        ).toBeVisible();
        await expect(page.getByText(code, { exact: true })).toBeVisible();
        // The lookup is public: the name is masked like the e-mail and the phone.
        await expect(page.getByText(/Jane D\. · ja\*+@example\.com · \+237\*+56/)).toBeVisible();
        await expect(page.getByText('Jane Doe')).toHaveCount(0);
        for (const heading of [
          'islands.track.reservation',
          'islands.track.paymentInfo',
          'islands.track.transactions',
        ] as const) {
          await expect(page.getByRole('heading', { name: text(locale, heading), exact: true })).toBeVisible();
        }
        await expect(page.getByText(text(locale, 'islands.track.noTransactions'))).toBeVisible();
        await expect(page.getByText(text(locale, 'booking.status.pending_payment'))).toBeVisible();
        const support = page.getByRole('link', { name: text(locale, 'islands.track.contactSupport') });
        await expect(support).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\d+\\?text=.*${code}`));
        await expect(page.getByText(text(locale, 'islands.track.supportHint'))).toBeVisible();
        await expect(
          page.getByRole('link', { name: text(locale, 'islands.pay.title.deposit') }),
        ).toBeVisible();
        await expectNoA11yViolations(page);
        await datedTripPageAndReceipt(page, locale);
      });

    if (locale === 'en')
      test(`an unknown code says the reservation was not found; a malformed one is refused without a call ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        // From any page's header, "Track my booking" asks for the code, without an error, on a
        // page titled so (and marked as where the visitor is).
        await page.goto(at(locale, '/about'));
        await page
          .getByRole('banner')
          .getByRole('link', { name: text(locale, 'nav.track') })
          .click();
        await expect(page).toHaveURL(new RegExp(`${at(locale, '/packages/search')}$`));
        const codeBox = page.getByRole('textbox', { name: text(locale, 'track.label') });
        await expect(codeBox).toBeVisible();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'title.track'));
        await expect(page).toHaveTitle(new RegExp(`^${text(locale, 'title.track')} \\| `));
        await expect(
          page.getByRole('banner').getByRole('link', { name: text(locale, 'nav.track') }),
        ).toHaveAttribute('aria-current', 'page');
        await codeBox.fill('zzzz zzzz zz');
        await page.getByRole('button', { name: text(locale, 'track.submit') }).click();
        // Not found: said so, with the box again holding the code, to fix rather than retype; the
        // page is now a booking's.
        await expect(page).toHaveURL(/\/packages\/search\/ZZZZ-ZZZZ-ZZ$/);
        await expect(page).toHaveTitle(new RegExp(`^${text(locale, 'title.search')} \\| `));
        await expect(page.getByRole('alert')).toHaveText(text(locale, 'api.booking.notFound'));
        await expect(codeBox).toHaveValue('ZZZZ-ZZZZ-ZZ');
        await expectNoA11yViolations(page);
        // A code too short: its page says so, with the box again.
        await codeBox.fill('K7MX');
        await page.getByRole('button', { name: text(locale, 'track.submit') }).click();
        await expect(page.getByRole('alert')).toHaveText(text(locale, 'validation.code.tooShort'));
        await expect(codeBox).toHaveValue('K7MX');
        const lookups: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/api/bookings/')) lookups.push(request.url());
        });
        await page.goto(at(locale, '/packages/search/K7MX'));
        await expect(page.getByRole('alert')).toHaveText(text(locale, 'validation.code.tooShort'));
        await page.goto(at(locale, '/packages/search/K7MX-3QPD-2W!!'));
        await expect(page.getByRole('alert')).toHaveText(text(locale, 'validation.code.invalid'));
        expect(lookups).toEqual([]);
      });

    if (locale === 'fr')
      test(`leave a review once, after the trip; a second one is refused ${ONE_VIEWPORT}`, async ({
        page,
        request,
      }) => {
        const code = await paidBookingOverHttp(page.request, locale, { number: GOOD });
        // Paid, but the trip (no date given) is not done yet: the page says when, and offers no form.
        await page.goto(at(locale, `/packages/search/${code}`));
        await expect(page.getByText(text(locale, 'islands.review.afterTravelled'))).toBeVisible();
        await expect(page.getByLabel(text(locale, 'islands.review.displayName'))).toHaveCount(0);
        await expect(page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') })).toHaveCount(
          0,
        );
        const early = await request.post('/api/reviews', {
          headers: { 'Accept-Language': locale },
          data: { code, displayName: 'Jane', rating: 5, text: 'Reviewing a trip still to come.', locale },
        });
        expect(early.status()).toBe(403);
        expect((await early.json()).message).toBe(text(locale, 'api.review.afterTravelled'));

        await markTravelled(code);
        await page.reload();
        // The review form is loaded apart, fetched for the first time on this click, in its own
        // time on a loaded machine; its panel's heading shows before it. The form itself is waited
        // for before the page is read (axe) or its button pressed, so nothing changes under them.
        await page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') }).click();
        const form = page.locator('#review');
        await expect(
          form.getByRole('heading', { name: text(locale, 'islands.review.heading') }),
        ).toBeVisible();
        await expect(form.getByLabel(text(locale, 'islands.review.displayName'))).toBeVisible();
        await expectNoA11yViolations(page);
        await form.getByRole('button', { name: text(locale, 'islands.review.submit') }).click();
        await expect(form.getByText(text(locale, 'validation.rating.required'))).toBeVisible();
        await expect(form.getByText(text(locale, 'validation.displayName.required'))).toBeVisible();
        await expect(form.getByLabel(text(locale, 'islands.review.displayName'))).toBeFocused();
        await form.getByLabel(text(locale, 'islands.review.displayName')).fill('Jane');
        // Keyboard: focus the first star, move with the arrow keys.
        await form.getByRole('radio', { name: text(locale, 'islands.review.starOne', { count: 1 }) }).focus();
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect(
          form.getByRole('radio', { name: text(locale, 'islands.review.starOther', { count: 4 }) }),
        ).toBeChecked();
        await form.getByLabel(text(locale, 'islands.review.text')).fill('Short');
        await form.getByRole('button', { name: text(locale, 'islands.review.submit') }).click();
        await expect(form.getByText(text(locale, 'validation.review.tooShort', { min: 10 }))).toBeVisible();
        await form
          .getByLabel(text(locale, 'islands.review.text'))
          .fill('A wonderful weekend in Kribi with great guides.');
        await form.getByRole('button', { name: text(locale, 'islands.review.submit') }).click();
        await expect(page.getByText(text(locale, 'islands.review.success'))).toBeVisible();
        // Said once: no toast with other words, and no "Leave a review" left to press.
        await expect(page.getByText(text(locale, 'api.review.created'))).toHaveCount(0);
        await expect(page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') })).toHaveCount(
          0,
        );
        await expectNoA11yViolations(page);

        await page.reload();
        await expect(page.getByText(text(locale, 'islands.review.alreadyReviewed'))).toBeVisible();
        // As the island does: the language in both the header and the body.
        const again = await request.post('/api/reviews', {
          headers: { 'Accept-Language': locale },
          data: {
            code,
            displayName: 'Jane',
            rating: 5,
            text: 'Trying to review the same trip twice.',
            locale,
          },
        });
        expect(again.status()).toBe(409);
        expect((await again.json()).message).toBe(text(locale, 'api.review.duplicate'));
      });

    if (locale === 'en')
      test(`an unpaid booking cannot be reviewed ${ONE_VIEWPORT}`, async ({ page, request }) => {
        const code = await bookOverHttp(request, locale, { number: GOOD });
        await page.goto(at(locale, `/packages/search/${code}`));
        await expect(
          page.getByRole('heading', { name: text(locale, 'islands.track.quickActions') }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: text(locale, 'islands.track.leaveReview') })).toHaveCount(
          0,
        );
        const refused = await request.post('/api/reviews', {
          headers: { 'Accept-Language': locale },
          data: { code, displayName: 'Jane', rating: 5, text: 'Reviewing before paying anything.', locale },
        });
        expect(refused.status()).toBe(403);
        expect((await refused.json()).message).toBe(text(locale, 'api.review.notPaid'));
      });
  });
}

/**
 * A dated trip with a balance left: its due date, its calendar file and its printed receipt, all
 * in the booking's language.
 */
async function datedTripPageAndReceipt(page: Page, locale: Locale) {
  const tripDate = '2099-06-15';
  const code = await paidBookingOverHttp(page.request, locale, {
    number: GOOD,
    paymentType: 'multiple',
    preferredDate: tripDate,
  });
  const details = (await (await page.request.get(`/api/bookings/${code}?locale=${locale}`)).json()).data;
  await page.goto(at(locale, `/packages/search/${code}`));
  // The catalogue's 30 days before the trip.
  const due = page.getByText(text(locale, 'islands.track.balanceDue'), { exact: true });
  await expect(due.locator('xpath=following-sibling::dd[1]')).toHaveText(formatDate('2099-05-16', locale));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: text(locale, 'islands.track.addToCalendar') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${code}.ics`);
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20990615\r\n');
  const end = new Date(Date.UTC(2099, 5, 15 + details.package.durationDays)).toISOString().slice(0, 10);
  expect(ics).toContain(`\r\nDTEND;VALUE=DATE:${end.replaceAll('-', '')}\r\n`);
  expect(ics).toContain(`\r\nUID:${code}@booking\r\n`);
  // Unfolded, the description names the code and the page, in the booking's language.
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain(`DESCRIPTION;LANGUAGE=${locale}:`);
  expect(unfolded).toContain(`/packages/search/${code}`);

  const agency = ((await page.locator('.site-header .brand').textContent()) ?? '').trim();
  await page.emulateMedia({ media: 'print' });
  const receipt = page.locator('main');
  await expect(receipt.getByText(agency, { exact: true })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  for (const role of ['button', 'link', 'textbox', 'progressbar'] as const) {
    await expect(page.getByRole(role)).toHaveCount(0);
  }
  await expect(receipt.getByText(code, { exact: true })).toBeVisible();
  await expect(receipt.getByText(details.payments[0].reference)).toBeVisible();
  const shownFor = (key: 'islands.track.leftToPay' | 'islands.track.alreadyPaid' | 'islands.track.date') =>
    receipt.getByText(text(locale, key), { exact: true }).locator('xpath=following-sibling::dd[1]');
  // What is owed in XAF alone: the euros and dollars shown on screen are not printed.
  await expect(shownFor('islands.track.leftToPay')).toHaveText(formatXaf(details.leftToPay, locale), {
    useInnerText: true,
  });
  await expect(shownFor('islands.track.alreadyPaid')).toHaveText(formatXaf(details.paid, locale));
  await expect(shownFor('islands.track.date')).toHaveText(formatDate(tripDate, locale));
  await page.emulateMedia({ media: 'screen' });
}
