/**
 * Seats of departures after the sale, photographed in English and French at 320 and 390 px and on a
 * desktop: a booking paid after its seats were released into a departure that filled meanwhile, as
 * the attention list shows it, as the agency's e-mail tells it, and as the customer reads it on the
 * booking page and in their own e-mail. Set-up goes over HTTP.
 * Pictures are named `<language>-<width>-departures-<nn>-<what>.png`.
 */

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { createPool } from '../../src/server/db/pool.ts';
import { staffSignedIn } from '../e2e/admin/admin-helpers.ts';
import { at, text } from '../e2e/booking/booking-helpers.ts';
import { waitForMail } from '../e2e/fixtures/outbox.ts';
import { expect, test } from '../e2e/fixtures/test.ts';
import { SCREENSHOTS_DIR } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;
/** Sample trips sold by departures; each walk takes a departure of its own. */
const TRIPS = ['waza-national-park-safari', 'ebodje-sea-turtles', 'rhumsiki-and-mandara-mountains'];

async function sql(query: string, params: unknown[]): Promise<void> {
  const pool = createPool(process.env['E2E_DATABASE_URL'] ?? '', 1);
  try {
    await pool.query(query, params);
  } finally {
    await pool.end();
  }
}

interface Seats {
  id: string;
  seatsLeft: number;
  availability: string;
}

async function departureFor(
  request: APIRequestContext,
  walk: number,
): Promise<{ slug: string; seats: Seats }> {
  const open: Array<{ slug: string; seats: Seats }> = [];
  for (const slug of TRIPS) {
    const answer = await request.get(`/api/packages/${slug}/departures`);
    const { departures } = ((await answer.json()) as { data: { departures: Seats[] } }).data;
    for (const seats of departures) if (seats.seatsLeft >= 6) open.push({ slug, seats });
  }
  const found = open[walk];
  if (!found) throw new Error(`no departure left for walk ${walk}`);
  return found;
}

async function book(
  request: APIRequestContext,
  locale: Locale,
  slug: string,
  departureId: string,
  spots: number,
) {
  const response = await request.post('/api/bookings', {
    data: {
      packageSlug: slug,
      departureId,
      spots,
      tripType: 'group',
      contact: { fullName: 'Jane Doe', email: 'jane@example.com', whatsapp: '677123456' },
      payment: { method: 'mtn', number: '670000000' },
      paymentType: 'single',
      termsAccepted: true,
      locale,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { code: string; amounts: { total: number } } }).data;
}

async function cash(page: Page, code: string, amount: number): Promise<void> {
  const response = await page.request.post(`/api/admin/bookings/${code}/actions`, {
    data: {
      action: 'offlinePayment',
      amount,
      channel: 'cash',
      receivedOn: new Date().toISOString().slice(0, 10),
      reason: 'Paid at the office',
    },
    headers: { origin: new URL(page.url()).origin, 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function mailHtml(key: string): Promise<string> {
  return (await waitForMail((mail) => mail.idempotencyKey?.startsWith(key) === true, `e-mail ${key}`)).html;
}

for (const [l, locale] of LOCALES.entries()) {
  for (const [w, width] of WIDTHS.entries()) {
    test(`departures ${locale} ${width}px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      await mkdir(SCREENSHOTS_DIR, { recursive: true });
      const name = (n: number, what: string) =>
        join(SCREENSHOTS_DIR, `${locale}-${width}-departures-${n}-${what}.png`);
      await staffSignedIn(page, locale, `seats-${locale}-${width}@tours.example`, 'owner');

      // A booking whose hold ran out, a group that took every seat left, then the first one paid.
      const { slug, seats } = await departureFor(page.request, l * WIDTHS.length + w);
      const late = await book(page.request, locale, slug, seats.id, 3);
      await sql(`UPDATE bookings SET seats_held_until = now() - interval '1 second' WHERE code = $1`, [
        late.code,
      ]);
      const filler = await book(page.request, locale, slug, seats.id, seats.seatsLeft);
      await cash(page, filler.code, filler.amounts.total);
      await cash(page, late.code, late.amounts.total);

      await page.goto(`${at(locale, '/admin')}#attention`);
      await page.getByRole('listitem').filter({ hasText: late.code }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: name(1, 'overbooked-attention'), fullPage: true });

      const mail = await page.context().newPage();
      await mail.setViewportSize({ width, height: 800 });
      await mail.setContent(await mailHtml(`agency-notice/overbooked/${late.code}/`));
      await mail.screenshot({ path: name(2, 'email-overbooked'), fullPage: true });
      await mail.setContent(await mailHtml(`booking-overbooked/${late.code}`));
      await mail.screenshot({ path: name(3, 'customer-email-overbooked'), fullPage: true });
      await mail.close();

      await page.goto(at(locale, `/packages/search/${late.code}`));
      await page.getByText(text(locale, 'islands.track.overbooked')).waitFor();
      await page.getByLabel(text(locale, 'islands.track.travellerName', { number: 2 })).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: name(4, 'customer-booking-overbooked'), fullPage: true });
    });
  }
}
