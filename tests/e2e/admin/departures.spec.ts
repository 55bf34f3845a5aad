/**
 * Departures from the staff's side: an owner stops a departure's sales and a booking of it over HTTP
 * is refused at once, moves a customer's booking to another date of the trip (the customer's page
 * then shows it), names its travellers, writes a note for the guide, and finds them on the new
 * departure's manifest, whose CSV downloads. English on a phone, French on a desktop (the cards and the manifest's table change with
 * the width); each language works on a trip of its own, so the two can run at once. An owner
 * releases the seats a departure holds unpaid (phone, English: its wording is tested elsewhere).
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatDate } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, text } from '../booking/booking-helpers.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { staffSignedIn } from './admin-helpers.ts';

/** Sample departures (content/): one to stop, one booked, one it moves to. */
type Trip = { slug: string; seats: number; stop: string; from: string; to: { id: string; date: string } };
const TRIPS: Record<Locale, Trip> = {
  en: {
    slug: 'waza-national-park-safari',
    seats: 10,
    stop: 'waza-2027-02-20',
    from: 'waza-2027-03-27',
    to: { id: 'waza-2027-12-11', date: '2027-12-11' },
  },
  fr: {
    slug: 'rhumsiki-and-mandara-mountains',
    seats: 12,
    stop: 'rhumsiki-2027-01-23',
    from: 'rhumsiki-2027-10-30',
    to: { id: 'rhumsiki-2027-12-04', date: '2027-12-04' },
  },
};

async function bookDeparture(page: Page, locale: Locale, slug: string, departureId: string) {
  return page.request.post('/api/bookings', {
    data: {
      packageSlug: slug,
      departureId,
      spots: 3,
      tripType: 'group',
      contact: { fullName: 'Ngono Marie', email: `move-${locale}@example.cm`, whatsapp: '677123456' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'multiple',
      termsAccepted: true,
      locale,
    },
  });
}

/** Runs a booking action's form: open it, fill it, continue, confirm, and wait for the answer. */
async function act(
  page: Page,
  locale: Locale,
  action: 'moveDeparture' | 'travellers',
  fill: (form: Locator) => Promise<void>,
) {
  const form = page
    .locator('details')
    .filter({ has: page.getByText(text(locale, `admin.ui.action.${action}`), { exact: true }) });
  await form.locator('summary').click();
  await fill(form);
  await form.getByRole('button', { name: text(locale, 'admin.ui.action.continue') }).click();
  await form.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, `admin.action.${action}`) }),
  ).toBeVisible();
  return form;
}

test('staff stop a departure’s sales, move a booking to another date, and print and export its manifest', async ({
  page,
}) => {
  const locale: Locale = test.info().project.name === 'phone' ? 'en' : 'fr';
  const trip = TRIPS[locale];
  test.setTimeout(120_000);
  const booked = await bookDeparture(page, locale, trip.slug, trip.from);
  expect(booked.status(), await booked.text()).toBe(201);
  const code = ((await booked.json()) as { data: { code: string } }).data.code;
  await staffSignedIn(page, locale, `owner-dep-${locale}@tours.example`, 'owner');

  // The Departures screen, filtered to the trip: the booked departure holds its 3 seats.
  await page.getByRole('link', { name: text(locale, 'admin.ui.nav.departures') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.departures.heading') }),
  ).toBeVisible();
  await page.getByLabel(text(locale, 'admin.ui.departures.package')).selectOption(trip.slug);
  await page.getByRole('button', { name: text(locale, 'admin.ui.departures.filter') }).click();
  await expect(page).toHaveURL(new RegExp(`#departures\\?package=${trip.slug}$`));
  await expect(
    page.getByText(
      text(locale, 'admin.ui.departures.seatsDetail', {
        seats: trip.seats,
        paid: 0,
        held: 3,
        free: trip.seats - 3,
      }),
    ),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // Stop sales on another departure: a booking of it over HTTP is refused at once.
  await page.goto(`${at(locale, '/admin')}#departure=${trip.stop}`);
  await page.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Guide unavailable');
  await page.getByRole('button', { name: text(locale, 'admin.ui.sales.stop') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.departure.stopped') }),
  ).toBeVisible();
  await expect(page.getByText(text(locale, 'admin.ui.sales.stoppedNote'))).toBeVisible();
  const refused = await bookDeparture(page, locale, trip.slug, trip.stop);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(text(locale, 'api.departure.closed'));
  await page.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Guide found');
  await page.getByRole('button', { name: text(locale, 'admin.ui.sales.reopen') }).click();
  await expect(page.getByText(text(locale, 'admin.ui.sales.open'))).toBeVisible();

  // Move the booking and name two of its three travellers.
  await page.goto(`${at(locale, '/admin')}#booking=${code}`);
  await act(page, locale, 'moveDeparture', async (form) => {
    await form.getByLabel(text(locale, 'admin.ui.move.target')).selectOption(trip.to.id);
    await form.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Asked by phone');
  });
  await act(page, locale, 'travellers', async (form) => {
    await form.getByLabel(text(locale, 'admin.ui.travellers.name', { number: 1 })).fill('Ngono Marie');
    await form.getByLabel(text(locale, 'admin.ui.travellers.name', { number: 2 })).fill('Jean-Paul Étoundi');
  });
  // A note for the guide: a tab is refused in the staff's language before anything is sent.
  const guideNote = page.getByRole('region', { name: text(locale, 'admin.ui.guideNote.heading') });
  const noteField = guideNote.getByLabel(text(locale, 'admin.ui.guideNote.label', { max: 300 }));
  const save = guideNote.getByRole('button', { name: text(locale, 'admin.ui.guideNote.save') });
  await noteField.fill('Pick-up\tHôtel La Falaise');
  await save.click();
  await expect(guideNote.getByText(text(locale, 'validation.guideNote.invalid'))).toBeVisible();
  await noteField.fill('Pick-up: Hôtel La Falaise, 6:30');
  await save.click();
  await expect(guideNote.getByRole('status')).toHaveText(text(locale, 'admin.action.guideNote'));
  await expectNoA11yViolations(page);

  // The customer's page shows the new date.
  await page.goto(at(locale, `/packages/search/${code}`));
  await expect(page.getByText(formatDate(trip.to.date, locale)).first()).toBeVisible();

  // The new departure's manifest lists the travellers; its CSV downloads.
  await page.goto(`${at(locale, '/admin')}#departure=${trip.to.id}`);
  await expect(page.getByText('Jean-Paul Étoundi')).toBeVisible();
  await expect(page.getByText(text(locale, 'admin.ui.manifest.unnamed'))).toBeVisible();
  await expect(page.getByText('Pick-up: Hôtel La Falaise, 6:30')).toBeVisible();
  await expect(page.getByRole('button', { name: text(locale, 'admin.ui.manifest.print') })).toBeVisible();
  await expectNoA11yViolations(page);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: text(locale, 'admin.ui.manifest.export') }).click();
  const file = await (await download).path();
  const csv = await readFile(file, 'utf8');
  // One line per traveller of the group (the unnamed one too), headed in the staff's language.
  // Cells split on "," in English and on ";" in French, as each language's spreadsheet expects.
  const separator = locale === 'fr' ? ';' : ',';
  expect(csv.startsWith(`\uFEFF"Code"${separator}"${text(locale, 'admin.manifest.csv.traveller')}"`)).toBe(
    true,
  );
  const lines = csv.split('\r\n').filter((line) => line.startsWith(`"${code}"`));
  expect(lines).toHaveLength(3);
  expect(lines[0]).toContain('"Ngono Marie"');
  expect(lines[0]).toContain('"Pick-up: Hôtel La Falaise, 6:30"');
  expect(lines[1]).toContain('"Jean-Paul Étoundi"');
  expect(lines[2]).toContain(`"${text(locale, 'admin.ui.manifest.unnamed')}"`);

  // Printed: the travellers under a heading in the staff's language, no bars nor buttons.
  await page.emulateMedia({ media: 'print' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await expect(heading).toContainText(text(locale, 'admin.ui.departures.manifest'));
  await expect(heading).toContainText(formatDate(trip.to.date, locale));
  await expect(page.getByRole('table', { name: text(locale, 'admin.ui.departures.manifest') })).toBeVisible();
  await expect(page.getByText('Jean-Paul Étoundi')).toBeVisible();
  await expect(page.getByText('Pick-up: Hôtel La Falaise, 6:30')).toBeVisible();
  await expect(page.getByRole('navigation', { name: text(locale, 'admin.ui.nav.label') })).toBeHidden();
  await expect(page.getByRole('button', { name: text(locale, 'admin.ui.manifest.print') })).toBeHidden();
  await expect(page.getByRole('link', { name: text(locale, 'admin.ui.manifest.export') })).toBeHidden();
  await expect(page.getByRole('button', { name: text(locale, 'admin.ui.sales.stop') })).toBeHidden();
});

test('an owner releases the seats a departure holds unpaid, and they are on sale at once @one-viewport', async ({
  page,
}) => {
  const locale: Locale = 'en';
  const departure = 'lobeke-2027-09-11';
  const slug = 'lobeke-and-dja-gorilla-expedition';
  const booked = await bookDeparture(page, locale, slug, departure);
  expect(booked.status(), await booked.text()).toBe(201);
  await staffSignedIn(page, locale, 'owner-holds@tours.example', 'owner');

  await page.goto(`${at(locale, '/admin')}#departure=${departure}`);
  await expect(page.getByText(text(locale, 'admin.ui.holds.note', { held: 3 }))).toBeVisible();
  const panel = page.getByRole('region', { name: text(locale, 'admin.ui.holds.heading') });
  await panel.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Never paid, the group is not coming');
  await panel.getByRole('button', { name: text(locale, 'admin.ui.holds.release') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.departure.holdsReleased', { seats: 3 }) }),
  ).toBeVisible();
  // The manifest reloads: nothing held, the panel gone, the seats free for the checkout.
  await expect(panel).toBeHidden();
  const seats = await page.request.get(`/api/packages/${slug}/departures`);
  const listed = ((await seats.json()) as { data: { departures: { id: string; seatsLeft: number }[] } }).data;
  expect(listed.departures.find((d) => d.id === departure)?.seatsLeft).toBe(6);
  await expectNoA11yViolations(page);
});
