/**
 * The customer's journey on a phone and on a desktop: the live price from step 1, trip types that fit
 * the package, what each payment label charges, the number being charged, retries that never repeat a
 * failed number unasked, what comes after a success, dates and words that read right, and the language
 * switch on the booking details page.
 *
 * Width matters for the success screen and the 320 px pass; the rest reads wording and server
 * answers, the same at any width (ONE_VIEWPORT), on bookings made over HTTP where the checkout is
 * not what the test is about.
 */
import type { Page } from '@playwright/test';
import { formatDate, formatXaf } from '../../../src/i18n/format.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { bookedOnPaymentPage, bookOverHttp } from '../fixtures/bookings-over-http.ts';
import { expect, expectNoA11yViolations, sandboxNumbers, test } from '../fixtures/test.ts';
import { contentPages, ONE_VIEWPORT } from '../site/site-helpers.ts';
import {
  at,
  book,
  expectFinal,
  fillCheckout,
  islandRunning,
  PACKAGE,
  pattern,
  payAndWait,
  text,
} from './booking-helpers.ts';

const GOOD = sandboxNumbers.success.mtn[0];
const FAILING = sandboxNumbers.failure.mtn[0];
const OTHER_GOOD = sandboxNumbers.success.mtn[1];

/** Words (text between spaces) laid out on more than one line inside `selector`: mid-word breaks. */
async function wordsBrokenMidWord(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (const match of value.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  }, selector);
}

for (const locale of LOCALES) {
  test.describe(`the customer's journey (${locale})`, () => {
    test.describe.configure({ timeout: 120_000 });

    // One behaviour, one language: the languages take turns, so each one's wording is read, and
    // a check of what the server does runs once (CONTRIBUTING.md, browser tests).
    if (locale === 'en')
      test(`step 1 shows the live price from the package minimum and only the trip types that fit it ${ONE_VIEWPORT}`, async ({
        page,
      }) => {
        await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
        await islandRunning(page);
        const spots = page.getByLabel(text(locale, 'islands.checkout.spots'));
        await expect(spots).toHaveValue('3');
        const price = page.getByRole('table', { name: text(locale, 'islands.checkout.livePrice') });
        await expect(price).toContainText(formatXaf(3 * 145_000, locale));
        await expect(price).toContainText(text(locale, 'islands.invoice.fee'));
        await expectNoA11yViolations(page);
        await spots.fill('4');
        await page
          .getByRole('radio', { name: text(locale, 'islands.checkout.paymentType.multiple') })
          .check();
        await expect(price).toContainText(formatXaf(4 * 145_000, locale));
        await expect(price).toContainText(text(locale, 'islands.invoice.downPayment'));
        await expect(price).toContainText(text(locale, 'islands.invoice.later'));
        // A group-only package (minimum 3) is not offered to a solo traveller or a couple.
        await expect(page.getByRole('radio', { name: text(locale, 'booking.tripType.group') })).toBeVisible();
        await expect(page.getByRole('radio', { name: text(locale, 'booking.tripType.solo') })).toHaveCount(0);
        await expect(page.getByRole('radio', { name: text(locale, 'booking.tripType.couple') })).toHaveCount(
          0,
        );
      });

    test(`the server refuses a trip type below the package minimum with the same message ${ONE_VIEWPORT}`, async ({
      request,
    }) => {
      const response = await request.post('/api/bookings', {
        data: {
          packageSlug: PACKAGE,
          spots: 3,
          tripType: 'solo',
          contact: { fullName: 'Jane Doe', email: 'jane@example.com', whatsapp: '677123456' },
          payment: { method: 'mtn', number: GOOD },
          paymentType: 'single',
          termsAccepted: true,
          locale,
        },
      });
      expect(response.status()).toBe(422);
      const body = await response.json();
      const message = text(locale, 'validation.tripType.belowMinimum', { min: 3 });
      expect(body.message).toBe(message);
      expect(body.data.issues).toEqual([
        { path: 'tripType', key: 'validation.tripType.belowMinimum', message },
      ]);
    });

    test(`step 4 writes dates in words and never breaks a word ${ONE_VIEWPORT}`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
      await islandRunning(page);
      await page.getByLabel(text(locale, 'islands.checkout.date')).fill('2026-12-20');
      // The draft keeps the date when the helper opens the checkout again.
      await fillCheckout(page, locale, { number: GOOD, paymentType: 'multiple' });
      const summary = page.locator('.summary');
      await expect(summary).toContainText(formatDate('2026-12-20', locale));
      await expect(summary).not.toContainText('2026-12-20');
      expect(await wordsBrokenMidWord(page, '.summary, .invoice')).toEqual([]);
    });

    if (locale === 'fr')
      test(`a failed payment: the retry shows the failed number, and charges it again only when confirmed ${ONE_VIEWPORT}`, async ({
        page,
        simulator,
      }) => {
        // Through the checkout: the retry offers the number the browser remembers from it.
        const code = await book(page, locale, { number: FAILING, paymentType: 'multiple' });
        // Before paying: the number being charged, and how to approve on that operator's phone.
        await expect(page.getByText(text(locale, 'islands.pay.approve.mtn'))).toBeVisible();
        await expect(page.getByText(new RegExp(FAILING))).toBeVisible();
        await expect(page.getByText(text(locale, 'islands.pay.stuck'))).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, 'islands.pay.title.deposit'),
        );
        await expect(page.getByText(text(locale, 'islands.pay.restartWarning'))).toBeVisible();
        await payAndWait(page, locale, 'failed');
        const retryNumber = page.getByLabel(text(locale, 'islands.pay.retryNumber'));
        await expect(retryNumber).toHaveValue(FAILING);
        await expect(retryNumber).toBeFocused();
        await expect(retryNumber).toBeEditable();

        // Same number: asked first, nothing charged until confirmed.
        const before = (await simulator.payments()).filter((payment) =>
          payment.phone.endsWith(FAILING),
        ).length;
        await page.getByRole('button', { name: text(locale, 'islands.pay.retry') }).click();
        const confirm = page.getByRole('button', {
          name: text(locale, 'islands.pay.confirmSameYes', { number: FAILING }),
        });
        await expect(confirm).toBeVisible();
        await expectNoA11yViolations(page);
        expect(
          (await simulator.payments()).filter((payment) => payment.phone.endsWith(FAILING)),
        ).toHaveLength(before);

        // Reopening the payment page offers the retry, never a plain "Pay now" on the failed number.
        await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
        await expect(page.getByRole('button', { name: pattern(locale, 'islands.pay.start') })).toHaveCount(0);
        await expect(retryNumber).toHaveValue(FAILING);
        await expect(retryNumber).toBeFocused();

        // In another browser (nothing remembered): the number must be typed.
        const other = await page.context().browser()?.newPage();
        if (!other) throw new Error('no second page');
        await other.goto(`${page.url()}`);
        const otherNumber = other.getByLabel(text(locale, 'islands.pay.retryNumber'));
        await expect(otherNumber).toHaveValue('');
        await other.getByRole('button', { name: text(locale, 'islands.pay.retry') }).click();
        await expect(other.getByText(text(locale, 'islands.pay.numberRequired'))).toBeVisible();
        await other.close();

        // The booking page: its button says what it charges, and leads to a page titled so.
        await page.goto(at(locale, `/packages/search/${code}`));
        await page.getByRole('link', { name: text(locale, 'islands.pay.title.deposit') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, 'islands.pay.title.deposit'),
        );
        await retryNumber.fill(OTHER_GOOD);
        await page.getByRole('button', { name: text(locale, 'islands.pay.retry') }).click();
        await expectFinal(page, locale, 'success');
      });

    test('after a success: the code to keep, where the e-mail went, and what comes next', async ({
      page,
    }) => {
      // The checkout is clicked through in checkout-and-pay.spec.ts: this starts on the payment page.
      const code = await bookedOnPaymentPage(page, locale, { number: GOOD, paymentType: 'multiple' });
      await payAndWait(page, locale, 'success');
      await expect(page.getByText(text(locale, 'islands.pay.keepCode', { code }))).toBeVisible();
      await expect(page.getByText(/ja\*+@example\.com/)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: text(locale, 'islands.pay.nextHeading') }),
      ).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test(`the language switch on the booking page keeps the booking code ${ONE_VIEWPORT}`, async ({
      page,
    }) => {
      const code = await bookOverHttp(page.request, locale);
      await page.goto(at(locale, `/packages/search/${code}`));
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      const other = locale === 'en' ? 'fr' : 'en';
      await page.locator('a.lang-switch').click();
      await expect(page).toHaveURL(new RegExp(`${at(other, '/packages/search')}/${code}$`));
      await expect(page.getByText(code, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('heading', { name: text(other, 'islands.track.transactions') }),
      ).toBeVisible();
    });
  });
}

/** How far the document is wider than the viewport (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const locale of LOCALES) {
  test(`at 320 px no page and no checkout step is wider than the screen (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    // Every page's header offers "Track my booking", on the screen at this width too.
    const track = page.getByRole('banner').getByRole('link', { name: text(locale, 'nav.track') });
    const untracked: string[] = [];
    const check = async (name: string) => {
      if ((await overflow(page)) > 0) wide.push(name);
      if (!(await track.isVisible())) untracked.push(name);
    };
    for (const entry of contentPages(locale)) {
      await page.goto(entry.url);
      await check(entry.url);
    }
    await page.goto(`${at(locale, '/checkout')}?package=${PACKAGE}`);
    await islandRunning(page);
    await page.getByLabel(text(locale, 'islands.checkout.date')).fill('2026-12-20');
    await check('checkout step 1');
    for (const step of ['details', 'payment', 'confirm'] as const) {
      if (step === 'details')
        await page.getByRole('radio', { name: text(locale, 'booking.tripType.group') }).check();
      if (step === 'payment') {
        await page.getByLabel(text(locale, 'islands.checkout.name')).fill('Jeanne-Marie Mbappé Ngono');
        await page
          .getByLabel(text(locale, 'islands.checkout.email'), { exact: true })
          .fill('jeanne.marie.ngono.longaddress@example-mail.cm');
        await page.getByLabel(text(locale, 'islands.checkout.whatsapp')).fill('677 12 34 56');
      }
      if (step === 'confirm') {
        await page.getByRole('radio', { name: text(locale, 'payment.method.mtn') }).check();
        await page.getByLabel(text(locale, 'islands.checkout.paymentNumber')).fill(FAILING);
      }
      await page.getByRole('button', { name: text(locale, 'islands.checkout.next') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: text(locale, `islands.checkout.step.${step}`) }),
      ).toBeVisible();
      await check(`checkout step ${step}`);
    }
    await page.getByRole('checkbox', { name: text(locale, 'islands.checkout.terms') }).check();
    await page.getByRole('button', { name: text(locale, 'islands.checkout.submit') }).click();
    await page.waitForURL(/code=/);
    const code = new URL(page.url()).searchParams.get('code') ?? '';
    await expect(page.getByRole('button', { name: pattern(locale, 'islands.pay.start') })).toBeVisible();
    await check('payment page');
    await payAndWait(page, locale, 'failed');
    await check('payment failed');
    await page.goto(at(locale, `/packages/search/${code}`));
    await expect(
      page.getByRole('heading', { name: text(locale, 'islands.track.transactions') }),
    ).toBeVisible();
    await check('booking details');
    await expectNoA11yViolations(page);
    expect(wide).toEqual([]);
    expect(untracked).toEqual([]);
  });
}
