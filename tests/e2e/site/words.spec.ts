import { expect, test } from '@playwright/test';
import { agencyToday } from '../../../src/domain/agency-calendar.ts';
import { usableUsdRate } from '../../../src/domain/indicative-price.ts';
import { formatXaf } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../../../src/i18n/messages.ts';
import { localizedPath, routes } from '../../../src/i18n/routes.ts';
import { LOCALES_UNDER_TEST, ONE_VIEWPORT } from './site-helpers.ts';

/** The sample dataset's dollar rate (content/sample/dataset.ndjson). */
const SAMPLE_USD_RATE = { xafPerUsd: 565.5, asOf: '2026-11-23' };

const PACKAGE = 'kribi-beach-escape';

/** The page's visible text with the typography faults of its language, one excerpt each. */
async function typographyFaults(page: import('@playwright/test').Page, locale: Locale): Promise<string[]> {
  // Quotes in the other language (reviews) follow their own rules: only text in the page's language.
  const body = await page.evaluate((lang) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const parts: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      if (!owner || owner.closest('script, style, noscript')) continue;
      if (owner.closest('[lang]')?.getAttribute('lang') === lang) parts.push(node.textContent ?? '');
    }
    return parts.join('\n');
  }, locale);
  const rules =
    locale === 'fr'
      ? // French: a narrow no-break space before : ; ? ! (never an ordinary or a wide no-break one),
        // and one apostrophe, the curly one.
        [/.{0,20}[ \u00a0][:;?!].{0,10}/gu, /.{0,20}\p{L}'\p{L}.{0,10}/gu]
      : // English: no space before : ; ? ! %, and "an" before MTN or Orange.
        [/.{0,20}\s[:;?!%].{0,10}/gu, /.{0,20}\ba (?:MTN|Orange).{0,10}/gu];
  return rules.flatMap((rule) => body.match(rule) ?? []);
}

for (const locale of LOCALES_UNDER_TEST) {
  // Characters in the text, whatever the width: the phone alone reads them.
  test.describe(`words and typography (${locale})`, { tag: ONE_VIEWPORT }, () => {
    test('content pages follow the language’s typography; reviews say which language they are in', async ({
      page,
    }) => {
      for (const path of [routes.home(), routes.package(PACKAGE), routes.about()]) {
        await page.goto(`${localizedPath(locale, path)}${path === '/' ? '?lang=en' : ''}`);
        expect(await typographyFaults(page, locale), path).toEqual([]);
      }
      // The sample reviews are written in English: marked so on both sites, whatever the page's language.
      const quotes = page.locator('main blockquote');
      await page.goto(localizedPath(locale, routes.package(PACKAGE)));
      expect(await quotes.count()).toBeGreaterThan(0);
      for (const quote of await quotes.all()) await expect(quote).toHaveAttribute('lang', 'en');
    });

    test('a package page, as built, gives its price in euros and dollars too, said to be indicative', async ({
      request,
    }) => {
      const html = await (await request.get(localizedPath(locale, routes.package(PACKAGE)))).text();
      const box = /<aside class="booking-box"[\s\S]*?<\/aside>/u.exec(html)?.[0] ?? '';
      // XAF 145,000 at the peg and at the sample's rate (US$1 = 565.5 XAF), the dollar left out
      // once that rate is more than 45 days old on the day the site was built.
      const dollars = usableUsdRate(SAMPLE_USD_RATE, agencyToday(new Date()));
      const [eur, usd] =
        locale === 'fr' ? ['≈\u00a0221\u00a0€', ' · ≈\u00a0256\u00a0$'] : ['≈\u00a0€221', ' · ≈\u00a0$256'];
      expect(box).toContain(`<p class="amount">${formatXaf(145_000, locale)}</p>`);
      expect(box).toContain(`<p class="indicative">${eur}${dollars ? usd : ''}</p>`);
      const note = /<p class="indicative-note">([^<]*)<\/p>/u.exec(box)?.[1] ?? '';
      expect(note).toMatch(locale === 'fr' ? /^≈ montants? indicatifs?/u : /^≈ indicative amounts?/u);
      expect(note).toContain(locale === 'fr' ? 'Vous payez en FCFA.' : 'You pay in XAF.');
      expect(note.includes(locale === 'fr' ? '565,5' : '565.5')).toBe(dollars !== null);
    });

    test('island pages read naturally', async ({ page }) => {
      await page.goto(`${localizedPath(locale, routes.checkout())}?package=${PACKAGE}`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(
        locale === 'fr' ? /^Réserver le voyage «\u00a0.+\u00a0»$/u : /^Book Kribi Beach Escape/u,
      );
      expect(await typographyFaults(page, locale)).toEqual([]);

      // The balance page, as served, names no amount: it may charge the down payment or the balance,
      // which only the booking tells (the island then names it).
      const served = await (await page.request.get(localizedPath(locale, '/payments/partial/pay'))).text();
      const title = /<title>([^<]*)<\/title>/u.exec(served)?.[1] ?? '';
      expect(title).toMatch(locale === 'fr' ? /^Payer votre réservation/u : /^Pay for your booking/u);
      const servedHeading = /<h1[^>]*>([^<]*)<\/h1>/u.exec(served)?.[1] ?? '';
      expect(servedHeading).toBe(t(locale, 'islands.page.partialPay.title'));
    });
  });
}
