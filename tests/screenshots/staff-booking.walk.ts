import type { Page } from '@playwright/test';
import { formatDate } from '../../src/i18n/format.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { staffSignedIn } from '../e2e/admin/admin-helpers.ts';
import { at, DEPARTURES_PACKAGE, PACKAGE, pattern, text } from '../e2e/booking/booking-helpers.ts';
import { waitForMail } from '../e2e/fixtures/outbox.ts';
import { test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;

/** The HTML of the newest outbox e-mail whose idempotency key starts with `prefix`. */
async function mailHtml(prefix: string): Promise<string> {
  return (await waitForMail((mail) => mail.idempotencyKey?.startsWith(prefix) === true, `e-mail ${prefix}`))
    .html;
}

async function openAction(page: Page, name: string): Promise<ReturnType<Page['locator']>> {
  const form = page.locator('details').filter({ has: page.getByText(name, { exact: true }) });
  await form.locator('summary').click();
  return form;
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`staff booking ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-staff`);
      await staffSignedIn(page, locale, `owner-${locale}-${width}@tours.example`, 'owner');
      await page.getByRole('link', { name: text(locale, 'admin.ui.nav.newBooking') }).click();
      const label = (key: Parameters<typeof text>[1]) => page.getByLabel(text(locale, key), { exact: true });
      await label('admin.ui.new.package').selectOption(PACKAGE);
      // Sent empty: each field's error in place, the price beside the trip.
      await page.getByRole('button', { name: text(locale, 'admin.ui.new.submit') }).click();
      await label('admin.ui.new.fullName').and(page.locator(':focus')).waitFor();
      await shot('new-booking-errors');
      await label('admin.ui.new.fullName').fill('Ngono Marie');
      await label('admin.ui.new.email').fill(`marie-${locale}-${width}@example.cm`);
      await label('admin.ui.new.whatsapp').fill('+237 6 99 12 34 56');
      await label('admin.ui.new.number').fill('670000000');
      await shot('new-booking');
      await page.getByRole('button', { name: text(locale, 'admin.ui.new.submit') }).click();
      const opened = page.getByRole('link', { name: pattern(locale, 'admin.ui.new.open') });
      await opened.waitFor();
      await shot('created');
      await opened.click();
      const trip = await openAction(page, text(locale, 'admin.ui.action.changeTrip'));
      await trip.getByLabel(text(locale, 'admin.ui.change.spots')).fill('4');
      await trip.getByLabel(text(locale, 'admin.ui.action.reason')).fill('A friend joins');
      await shot('change-trip');
      await trip.getByRole('button', { name: text(locale, 'admin.ui.action.continue') }).click();
      await trip.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
      await page.getByText(pattern(locale, 'admin.action.changeTrip')).waitFor();
      const link = await openAction(page, text(locale, 'admin.ui.action.paymentLink'));
      await link.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Asked on the phone');
      await link.getByRole('button', { name: text(locale, 'admin.ui.action.continue') }).click();
      await link.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
      await page.getByRole('link', { name: pattern(locale, 'admin.ui.link.whatsapp') }).waitFor();
      await shot('payment-link');
      await page.setContent(await mailHtml('booking-change/'));
      await shot('mail-changed');
      await page.setContent(await mailHtml('staff/'));
      await shot('mail-payment-link');

      // A trip sold by departures: picked from the list (a closed one listed), priced from its own.
      // The e-mail replaced the document, not the address: a fresh load, not a fragment's change.
      await page.goto('about:blank');
      await page.goto(`${at(locale, '/admin')}#new`);
      await label('admin.ui.new.package').selectOption(DEPARTURES_PACKAGE);
      await page
        .getByText(text(locale, 'islands.checkout.seatsChecking'))
        .first()
        .waitFor({ state: 'detached' });
      await page.getByRole('radio', { name: new RegExp(formatDate('2027-12-18', locale)) }).check();
      await shot('new-booking-departure');
    });
  }
}
