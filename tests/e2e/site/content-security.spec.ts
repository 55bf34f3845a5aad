/**
 * The Content-Security-Policy as served (the build's `_headers` through the local platform): every
 * inline script of every page is allowed by its hash and nothing else inline is, the chat hosts only
 * where the chat loads; and in the browser, no page breaks under it.
 */
import type { Page } from '@playwright/test';
import {
  inlineCodeOutsideScripts,
  inlineScripts,
  loadsChat,
  readBuiltPages,
  scriptHash,
} from '../../../scripts/lib/security-headers.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { at, book, PACKAGE, text } from '../booking/booking-helpers.ts';
import { expect, sandboxNumbers, test } from '../fixtures/test.ts';
import { ONE_VIEWPORT, watchConsole } from './site-helpers.ts';

const builtPages = await readBuiltPages('dist');

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1) ?? [];
}

test(`every served page allows exactly its inline scripts ${ONE_VIEWPORT}`, async ({ request }) => {
  expect(builtPages.length).toBeGreaterThan(40);
  // The booking-details page is also served under its codes (a rewrite).
  const paths = [
    ...builtPages.map((page) => page.path),
    '/packages/search/ABCD2345',
    '/fr/packages/search/ABCD2345',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    const scripts = directive(policy, 'script-src');
    expect(scripts, path).toContain("'self'");
    expect(
      scripts.filter((source) => source.startsWith("'unsafe-")),
      path,
    ).toEqual([]);
    for (const body of inlineScripts(html))
      expect(scripts, `${path}: ${body.slice(0, 60)}`).toContain(scriptHash(body));
    expect(inlineCodeOutsideScripts(html), path).toEqual([]);
    expect(policy, path).not.toMatch(/googleapis|gstatic/);
    expect(policy.includes('tawk.to'), `${path}: chat hosts only where the chat loads`).toBe(loadsChat(html));
    expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
  }
});

test(`no-chat pages carry no chat host and the site-wide rule does not leak to them ${ONE_VIEWPORT}`, async ({
  request,
}) => {
  for (const locale of LOCALES) {
    for (const path of ['/checkout', '/payments/pay', '/payments/partial/pay', '/packages/search']) {
      const policy = (await request.get(at(locale, path))).headers()['content-security-policy'] ?? '';
      expect(policy, at(locale, path)).not.toContain('tawk');
    }
    const home = (await request.get(at(locale, '/'))).headers()['content-security-policy'] ?? '';
    expect(home).toContain('https://embed.tawk.to');
    expect(home).not.toMatch(/https:\/\/\*/);
  }
});

/** Records CSP violations as the page reports them, from before any script of the page runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
}

for (const locale of LOCALES) {
  test(`home, package, checkout and payment pages run under the policy (${locale}) ${ONE_VIEWPORT}`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);
    const errors = watchConsole(page);

    // Home: its inline scripts run (the track-booking box answers in the page's language).
    await page.goto(at(locale, '/'));
    await page.getByLabel(text(locale, 'track.label')).fill('AB');
    await page.getByRole('button', { name: text(locale, 'track.submit') }).click();
    await expect(page.getByText(text(locale, 'track.tooShort'))).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto(at(locale, `/packages/${PACKAGE}`));
    // The first of the page's two booking links (the second is the phone's bar at the end).
    await expect(page.getByRole('link', { name: text(locale, 'package.book') }).first()).toBeVisible();
    expect(await violations()).toEqual([]);

    // Checkout and payment islands: a booking made through them reaches the payment step.
    await book(page, locale, { number: sandboxNumbers.success.mtn[0] });
    await expect(page.getByRole('table', { name: text(locale, 'islands.checkout.invoice') })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(errors.filter((line) => /Content Security Policy|Refused to/i.test(line))).toEqual([]);
  });
}
