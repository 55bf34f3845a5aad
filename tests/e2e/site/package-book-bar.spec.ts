import { expect, test } from '@playwright/test';
import { t } from '../../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';
import { expectNoA11yViolations } from '../fixtures/test.ts';
import { LOCALES_UNDER_TEST } from './site-helpers.ts';

const PACKAGE = 'kribi-beach-escape';

for (const locale of LOCALES_UNDER_TEST) {
  test.describe(`"Book this trip" at hand on a package page (${locale})`, () => {
    test('visible from the top to the end of the page, never over the footer, with no script', async ({
      page,
    }) => {
      await page.goto(localizedPath(locale, routes.package(PACKAGE)));
      const book = page.getByRole('link', { name: t(locale, 'package.book') });
      const shownBook = async () => {
        for (const link of await book.all()) {
          if (await link.evaluate(isUncoveredInViewport)) return true;
        }
        return false;
      };

      // Top of the page, the middle, and the very end: a booking link is on screen and not covered.
      expect(await shownBook()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      expect(await shownBook()).toBe(true);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

      // The bar stops above the footer: every footer link can be read and clicked.
      for (const link of await page.locator('footer').getByRole('link').all()) {
        await link.scrollIntoViewIfNeeded();
        expect(await link.evaluate(isUncoveredInViewport), (await link.textContent()) ?? '').toBe(true);
      }

      // The last booking link comes after the page's content and before the footer (focus order).
      const order = await page.evaluate(() => {
        const links = [...document.querySelectorAll('main a[href*="checkout"]')];
        const last = links.at(-1);
        const reviews = document.querySelector('#reviews-title');
        const footer = document.querySelector('footer');
        if (!last || !reviews || !footer) return 'missing';
        const afterReviews = reviews.compareDocumentPosition(last) & Node.DOCUMENT_POSITION_FOLLOWING;
        const beforeFooter = last.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING;
        return afterReviews && beforeFooter ? 'ok' : 'out of order';
      });
      expect(order).toBe('ok');

      // CSS only, and nothing moves once shown.
      await expect(page.locator('script[src]')).toHaveCount(0);
      await expect(page.locator('astro-island')).toHaveCount(0);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((done) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => done(total), 300);
          }),
      );
      expect(shift).toBeLessThan(0.01);
      await expectNoA11yViolations(page);
    });
  });
}

/** Whether the element is on screen and the topmost thing at its centre (nothing covers it). */
function isUncoveredInViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
  const top = document.elementFromPoint(x, y);
  return top !== null && (top === element || element.contains(top));
}
