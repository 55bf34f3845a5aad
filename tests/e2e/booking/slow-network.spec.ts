import { LOCALES } from '../../../src/i18n/locales.ts';
import { expect, sandboxNumbers, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT } from '../site/site-helpers.ts';
import { at, book, expectFinal, islandRunning, PACKAGE, pattern, text } from './booking-helpers.ts';

// Chromium's DevTools protocol adds 400 ms to every request: buttons must stay disabled while a call
// is in flight, so impatient clicks never book or charge twice.
test.describe.configure({ timeout: 90_000 });

for (const locale of LOCALES) {
  // One behaviour, one language: the languages take turns, so each one's wording is read, and
  // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
  if (locale === 'en')
    test(`slow network: no double submission (${locale}) ${ONE_VIEWPORT}`, async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
      });
      // The checkout is filled at full speed and slowed only for the submission and the payment: a
      // throttled second load of the checkout could take longer than a step's wait on a loaded machine.
      const slowDown = async (step: string) => {
        if (step !== 'confirm') return;
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 400,
          downloadThroughput: 200 * 1024,
          uploadThroughput: 100 * 1024,
        });
      };
      const code = await book(page, locale, { number: sandboxNumbers.success.mtn[0], atStep: slowDown });
      expect(posts.filter((path) => path === '/api/bookings')).toHaveLength(1);
      // The start of the payment is held until the page has been checked while it is in flight: with
      // only the network's delay, a loaded machine could look after the answer came, when the bar
      // shows only during the status polls' short calls, seconds apart.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`**/api/bookings/${code}/payments`, async (route) => {
        await held;
        await route.continue();
      });
      const pay = page.getByRole('button', { name: pattern(locale, 'islands.pay.start') });
      await pay.click();
      // Said once, in the live status; the button waits, disabled.
      await expect(page.getByText(text(locale, 'islands.pay.status.starting'))).toHaveCount(1);
      await expect(pay).toBeDisabled();
      await pay.click({ force: true });
      // The 3 px loading bar shows while a call is in flight, and goes once none is.
      await expect(page.locator('.loading-bar')).toHaveClass(/is-loading/);
      release();
      await expectFinal(page, locale, 'success');
      await expect(page.locator('.loading-bar')).not.toHaveClass(/is-loading/);
      expect(posts.filter((path) => path.endsWith(`/api/bookings/${code}/payments`))).toHaveLength(1);
    });

  if (locale === 'fr')
    test(`slow network: a double click on "Proceed to Payment" books once (${locale}) ${ONE_VIEWPORT}`, async ({
      page,
    }) => {
      await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
      await islandRunning(page);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/bookings')) posts.push(request.url());
      });
      // Reach the last step quickly, then slow the network down for the submission.
      await page.getByLabel(text(locale, 'islands.checkout.spots')).fill('3');
      await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
      const next = page.getByRole('button', { name: text(locale, 'islands.checkout.next') });
      await next.click();
      await page.getByLabel(text(locale, 'islands.checkout.name')).fill('Jane Doe');
      await page.getByLabel(text(locale, 'islands.checkout.email'), { exact: true }).fill('jane@example.com');
      await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill('677123456');
      await next.click();
      await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill('670000000');
      await page.getByRole('radio', { name: text(locale, 'payment.method.mtn') }).check();
      await next.click();
      await page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }).check();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 400,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).dblclick();
      await page.waitForURL(new RegExp(`${at(locale, '/payments/pay')}\\?code=`));
      expect(posts).toHaveLength(1);
    });
}
