/**
 * A trip sold by departures, from the customer's side: the checkout lists its dates with the seats
 * left (a closed one and a full one listed but not to be picked), the customer names a fellow
 * traveller; staff stop the departure's sales as the customer is about to book, and the submit is
 * refused at once with nothing typed lost; sales open again, the customer books and pays, the
 * booking page names it the scheduled departure and asks for the last traveller's name, and a fresh
 * checkout shows its seats left lower by the group. English on a phone, French on a desktop (the
 * list's layout changes with the width); each language books its own departure, so the two can
 * run at once.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { formatDate } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { staffOrigin, staffSignedInOverHttp } from '../admin/admin-helpers.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { at, book, DEPARTURES_PACKAGE, islandRunning, payAndWait, text } from './booking-helpers.ts';
import { leaveSeats } from './departure-helpers.ts';

/** In the sample: closed by the editors, and 8 seats the set-up books in full. */
const CLOSED = '2027-03-13';
const FULL = { id: 'limbe-2027-04-10', date: '2027-04-10' };
const BOOKED: Record<Locale, { id: string; date: string }> = {
  en: { id: 'limbe-2027-01-16', date: '2027-01-16' },
  fr: { id: 'limbe-2027-02-13', date: '2027-02-13' },
};
const GROUP = 3;

/** A departure's radio, by its date as the page writes it. */
function departure(page: Page, locale: Locale, date: string): Locator {
  return page.getByRole('radio', { name: new RegExp(formatDate(date, locale)) });
}

/** The seats left a departure's radio says, once the seats function answered. */
async function seatsLeft(page: Page, locale: Locale, date: string): Promise<number> {
  const radio = departure(page, locale, date);
  const counted = new RegExp(
    text(locale, 'islands.checkout.seatsLeftOther', { count: 999 }).replace('999', '(\\d+)'),
  );
  await expect(radio).toHaveAccessibleName(counted);
  const name = await radio.evaluate((input) => input.closest('label')?.textContent ?? '');
  return Number(counted.exec(name)?.[1]);
}

/** An owner's session in a browser context of its own: stops or reopens a departure's sales. */
async function salesSwitch(browser: Browser, locale: Locale, departureId: string) {
  const { request } = await browser.newContext({ baseURL: test.info().project.use.baseURL ?? '' });
  await staffSignedInOverHttp(request, locale, `owner-stop-${locale}@tours.example`, 'owner');
  return async (stopped: boolean) => {
    const answer = await request.post(`/api/admin/departures/${departureId}/sales`, {
      data: { stopped, reason: stopped ? 'Guide unavailable' : 'Guide found', locale },
      headers: staffOrigin(),
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
}

async function openCheckout(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${at(locale, '/checkout')}?package=${DEPARTURES_PACKAGE}`);
  await islandRunning(page);
  await expect(page.getByRole('group', { name: text(locale, 'islands.checkout.departure') })).toBeVisible({
    timeout: 30_000,
  });
}

test('a customer picks a departure, sees its seats, books and pays, and the seats go down', async ({
  page,
  browser,
}) => {
  const locale: Locale = test.info().project.name === 'phone' ? 'en' : 'fr';
  test.setTimeout(240_000);
  await leaveSeats(page.request, locale, FULL.id, 0);
  const { id, date } = BOOKED[locale];
  const setSales = await salesSwitch(browser, locale, id);

  await openCheckout(page, locale);
  const before = await seatsLeft(page, locale, date);
  expect(before).toBeGreaterThanOrEqual(GROUP);
  // Listed with their reason, but not to be picked.
  await expect(departure(page, locale, CLOSED)).toBeDisabled();
  await expect(departure(page, locale, CLOSED)).toHaveAccessibleName(
    new RegExp(text(locale, 'islands.checkout.departureClosed')),
  );
  await expect(departure(page, locale, FULL.date)).toBeDisabled();
  await expect(departure(page, locale, FULL.date)).toHaveAccessibleName(
    new RegExp(text(locale, 'islands.checkout.departureFull')),
  );
  // Trips sold by departures ask for no preferred date.
  await expect(page.getByLabel(text(locale, 'islands.checkout.date'))).toHaveCount(0);

  // Proceeding without a departure stops at step 1, the focus on the choice.
  await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
  await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
  await expect(page.getByText(text(locale, 'validation.departure.required'))).toBeVisible();
  await expect(departure(page, locale, BOOKED.en.date)).toBeFocused();
  await expectNoA11yViolations(page);

  const code = await book(page, locale, {
    packageSlug: DEPARTURES_PACKAGE,
    spots: GROUP,
    number: '670000000',
    atStep: async (step) => {
      if (step === 'customize') await departure(page, locale, date).check();
      if (step === 'details')
        await page.getByLabel(text(locale, 'islands.checkout.travellers')).fill('Amina Kouam');
      if (step !== 'confirm') return;
      // Staff stop the departure's sales as the customer is about to book: refused at once, on the
      // departure, in the customer's language.
      await setSales(true);
      await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
      await expect(page.getByText(text(locale, 'api.departure.closed'))).toBeVisible();
      await expect(departure(page, locale, date)).toBeChecked();
      await expect(page.getByLabel(text(locale, 'islands.checkout.spots'))).toHaveValue(String(GROUP));
      // Sales open again: the customer comes back to the checkout and finds everything typed.
      await setSales(false);
      await page.reload();
      await expect(departure(page, locale, date)).toBeEnabled({ timeout: 30_000 });
      await expect(departure(page, locale, date)).toBeChecked();
      await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
      await expect(page.getByLabel(text(locale, 'islands.checkout.name'))).toHaveValue('Jane Doe');
      await expect(page.getByLabel(text(locale, 'islands.checkout.travellers'))).toHaveValue('Amina Kouam');
      await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
      await expect(page.getByLabel(text(locale, 'islands.checkout.paymentNumber'))).toHaveValue('670000000');
      await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
      await expect(
        page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }),
      ).toBeChecked();
    },
  });
  await payAndWait(page, locale, 'success');

  // The booking page gives the departure's date as the trip's, a scheduled departure.
  await page.goto(at(locale, `/packages/search/${code}`));
  const scheduled = page.getByRole('term').filter({ hasText: text(locale, 'islands.track.departure') });
  await expect(scheduled).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: formatDate(date, locale) })).toBeVisible();

  // The travellers, masked as the lead's name is: the one left unnamed is asked for before the trip.
  const travellers = page.getByRole('region', { name: text(locale, 'islands.track.travellers') });
  await expect(travellers.getByRole('listitem')).toHaveText([
    'Jane D.',
    'Amina K.',
    text(locale, 'islands.track.travellerUnnamed'),
  ]);
  const reminder = text(locale, 'islands.track.travellersReminder', { date: formatDate(date, locale) });
  await expect(travellers.getByText(reminder)).toBeVisible();
  await travellers.getByLabel(text(locale, 'islands.track.travellerName', { number: 3 })).fill('Paul Mbida');
  await travellers.getByLabel(text(locale, 'islands.track.cancelEmail')).fill('jane@example.com');
  await travellers.getByRole('button', { name: text(locale, 'islands.track.travellersSubmit') }).click();
  await expect(travellers.getByRole('status')).toHaveText(text(locale, 'api.travellers.saved'));
  await expect(travellers.getByRole('listitem')).toHaveText(['Jane D.', 'Amina K.', 'Paul M.']);
  await expect(travellers.getByText(reminder)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await openCheckout(page, locale);
  expect(await seatsLeft(page, locale, date)).toBe(before - GROUP);
});
