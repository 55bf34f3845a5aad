/**
 * The booking page puts first what a customer opens it for: where the booking stands, what is left
 * to pay and the button to pay it, then the trip (a link to its page) and its dates. One journey
 * per language: English on a phone, where the first screen is short, French on a desktop.
 */
import type { Locator, Page } from '@playwright/test';
import type { BookingDetails } from '../../../src/api/contract.ts';
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';
import { paidBookingOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { at, text } from './booking-helpers.ts';
import { bookDepartureOverHttp } from './departure-helpers.ts';

/** In the sample: 14 seats on a five-day trip, booked by no other browser test. */
const DEPARTURE = { id: 'limbe-2027-12-18', start: '2027-12-18', end: '2027-12-22' };
const PREFERRED_DATE = '2027-05-08';

async function details(page: Page, locale: Locale, code: string): Promise<BookingDetails> {
  // In the language the page asks in, as the island does: the trip's title is translated.
  const response = await page.request.get(`/api/bookings/${code}`, {
    headers: { 'Accept-Language': locale },
  });
  return ((await response.json()) as { data: BookingDetails }).data;
}

/** Whether `first` comes before `then` in the document, as a screen reader reads the page. */
async function readBefore(first: Locator, then: Locator): Promise<boolean> {
  const other = await then.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    other,
  );
}

test('the booking page shows what is left to pay and the button first, then the trip and its dates', async ({
  page,
}) => {
  const onPhone = test.info().project.name === 'phone';
  const locale: Locale = onPhone ? 'en' : 'fr';
  // English: a departure not paid yet. French: a trip on a preferred date, its down payment paid.
  const code = onPhone
    ? (await bookDepartureOverHttp(page.request, locale, DEPARTURE.id, 3)).code
    : await paidBookingOverHttp(page.request, locale, {
        paymentType: 'multiple',
        preferredDate: PREFERRED_DATE,
      });
  if (!code) throw new Error('the departure is full');
  const booking = await details(page, locale, code);
  await page.goto(at(locale, `/packages/search/${code}`));

  const glance = page.getByRole('region', { name: text(locale, 'islands.track.glance') });
  const status = glance.getByText(text(locale, `booking.status.${booking.status}`), { exact: true });
  const left = glance
    .getByText(text(locale, 'islands.track.leftToPay'), { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  const pay = page.getByRole('link', {
    name: text(locale, onPhone ? 'islands.pay.title.deposit' : 'islands.pay.title.balance'),
  });
  const trip = page.getByRole('link', { name: booking.package.title });
  const dates = glance
    .getByText(text(locale, onPhone ? 'islands.track.departure' : 'islands.track.date'), { exact: true })
    .locator('xpath=following-sibling::dd[1]');

  // The amount owed in XAF, then the same in euros (and dollars while the rate is fresh), said
  // to be indicative.
  await expect(left).toContainText(formatXaf(booking.leftToPay, locale));
  expect(booking.leftToPay).toBeGreaterThan(0);
  await expect(left.locator('.indicative')).toHaveText(
    locale === 'fr' ? /^≈\u00a0[\d\u202f]+\u00a0€/ : /^≈\u00a0€[\d,]+/,
  );
  await expect(
    glance.getByText(locale === 'fr' ? /^≈ montants? indicatifs?/ : /^≈ indicative amounts?/),
  ).toBeVisible();
  await expect(dates).toHaveText(
    onPhone
      ? text(locale, 'islands.track.tripDates', {
          start: formatDate(DEPARTURE.start, locale),
          end: formatDate(DEPARTURE.end, locale),
        })
      : formatDate(PREFERRED_DATE, locale),
  );
  // In reading order: the status, the amount, the button, then the trip, its dates, the details.
  const reservation = page.getByRole('heading', {
    name: text(locale, 'islands.track.reservation'),
    exact: true,
  });
  const order = [status, left, pay, trip, dates, reservation];
  for (const [index, item] of order.slice(1).entries()) {
    expect(await readBefore(order[index] as Locator, item), `item ${index + 1} of the order`).toBe(true);
  }
  // All of the money and the trip on the first screen, nothing scrolled.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const item of [status, left, pay, trip, dates]) await expect(item).toBeInViewport({ ratio: 1 });
  await expect(pay).toHaveAttribute('href', `${at(locale, '/payments/partial/pay')}?code=${code}`);
  await expectNoA11yViolations(page);

  // The trip's name leads to its page, in the language the booking is read in.
  const tripPage = localizedPath(locale, routes.package(booking.package.slug));
  await expect(trip).toHaveAttribute('href', tripPage);
  await trip.click();
  await expect(page).toHaveURL(new RegExp(`${tripPage}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(booking.package.title);
});
