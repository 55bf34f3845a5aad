/**
 * A booking taken by phone, paid through a link: an agent books a caller on a scheduled departure
 * in the back office with the checkout's prices (the departure's), sends the customer a payment
 * link (e-mail and WhatsApp), the customer opens it and pays by mobile money through the simulator,
 * and the back office then shows it paid. English on a phone, French on a desktop (the form and the
 * booking's cards change with the width); each language books a departure of its own.
 */
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { at, pattern, payAndWait, text } from '../booking/booking-helpers.ts';
import { expect, expectNoA11yViolations, test } from '../fixtures/test.ts';
import { staffSignedIn } from './admin-helpers.ts';

/** A sample trip no other browser test books; the French departure has a price of its own. */
const TRIP = 'ebodje-sea-turtles';
const DEPARTURE: Record<Locale, { date: string; pricePerPerson: number }> = {
  en: { date: '2027-03-06', pricePerPerson: 125_000 },
  fr: { date: '2027-12-26', pricePerPerson: 145_000 },
};

// One journey per language: English on the phone, French on the desktop.
test('a phone booking, its payment link, paid by the customer, paid in the back office', async ({ page }) => {
  const locale: Locale = test.info().project.name === 'phone' ? 'en' : 'fr';
  // One long journey: a booking, a link, a payment the simulator settles, the back office again.
  test.setTimeout(180_000);
  await staffSignedIn(page, locale, `agent-${locale}@tours.example`, 'agent');

  await page.getByRole('link', { name: text(locale, 'admin.ui.nav.newBooking') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'admin.ui.new.heading') }),
  ).toBeVisible();
  await page.getByLabel(text(locale, 'admin.ui.new.package'), { exact: true }).selectOption(TRIP);
  await page.getByLabel(text(locale, 'admin.ui.new.spots'), { exact: true }).fill('3');
  // The trip's departures replace the preferred date; the price follows the one picked.
  await expect(page.getByLabel(text(locale, 'admin.ui.new.date'))).toHaveCount(0);
  const departure = DEPARTURE[locale];
  await page.getByRole('radio', { name: new RegExp(formatDate(departure.date, locale)) }).check();
  await page.getByLabel(text(locale, 'admin.ui.new.paymentType'), { exact: true }).selectOption('single');
  await expect(page.getByText(formatXaf(3 * departure.pricePerPerson, locale)).first()).toBeVisible();
  await page.getByLabel(text(locale, 'admin.ui.new.fullName'), { exact: true }).fill('Ngono Marie');
  await page
    .getByLabel(text(locale, 'admin.ui.new.email'), { exact: true })
    .fill(`marie-${locale}@example.cm`);
  await page.getByLabel(text(locale, 'admin.ui.new.whatsapp'), { exact: true }).fill('+237 6 99 12 34 56');
  await page.getByLabel(text(locale, 'admin.ui.new.number'), { exact: true }).fill('670000000');
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: text(locale, 'admin.ui.new.submit') }).click();
  const opened = page.getByRole('link', { name: pattern(locale, 'admin.ui.new.open') });
  await expect(opened).toBeVisible();
  const code = /[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{2}/.exec((await opened.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');
  await opened.click();
  await expect(page.getByText('Ben Agent', { exact: true })).toBeVisible();
  await expect(page.getByText(formatDate(departure.date, locale)).first()).toBeVisible();

  const linkForm = page
    .locator('details')
    .filter({ has: page.getByText(text(locale, 'admin.ui.action.paymentLink'), { exact: true }) });
  await linkForm.locator('summary').click();
  await linkForm.getByLabel(text(locale, 'admin.ui.action.reason')).fill('Asked on the phone');
  await linkForm.getByRole('button', { name: text(locale, 'admin.ui.action.continue') }).click();
  await linkForm.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
  await expect(
    page.getByRole('status').filter({ hasText: text(locale, 'admin.action.paymentLink') }),
  ).toBeVisible();
  const whatsapp = page.getByRole('link', { name: pattern(locale, 'admin.ui.link.whatsapp') });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/237699123456\?text=/);
  await expectNoA11yViolations(page);
  const link = new URL(
    (await page.getByRole('link', { name: new RegExp(`code=${code}$`) }).getAttribute('href')) ?? '',
  );
  expect(link.pathname).toBe(at(locale, '/payments/partial/pay'));

  // The customer opens the link (the site's public address; here, the test server's).
  await page.goto(`${link.pathname}${link.search}`);
  await payAndWait(page, locale, 'success');

  await page.goto(`${at(locale, '/admin')}#booking=${code}`);
  await expect(page.getByText(text(locale, 'admin.status.payment_completed')).first()).toBeVisible();
  await expectNoA11yViolations(page);
});
