import type { Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { staffSignedIn } from '../e2e/admin/admin-helpers.ts';
import { at, text } from '../e2e/booking/booking-helpers.ts';
import { test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;
const TRIP = 'ebodje-sea-turtles';
/** Each walk books a departure of its own (the sample's capacities hold one group of 3 each). */
const BOOKED = ['ebodje-2027-01-02', 'ebodje-2027-03-06', 'ebodje-2027-07-17', 'ebodje-2027-12-26'];

async function openAction(page: Page, name: string): Promise<ReturnType<Page['locator']>> {
  const form = page.locator('details').filter({ has: page.getByText(name, { exact: true }) });
  await form.locator('summary').click();
  return form;
}

for (const [l, locale] of LOCALES.entries()) {
  for (const [w, width] of WIDTHS.entries()) {
    test(`departures ${locale} ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-staff-departures`);
      const departureId = BOOKED[(l * WIDTHS.length + w) % BOOKED.length] ?? '';
      const booked = await page.request.post('/api/bookings', {
        data: {
          packageSlug: TRIP,
          departureId,
          spots: 3,
          tripType: 'group',
          contact: {
            fullName: 'Ngono Marie',
            email: `walk-${locale}-${width}@example.cm`,
            whatsapp: '677123456',
          },
          payment: { method: 'mtn', number: '670000000' },
          paymentType: 'multiple',
          termsAccepted: true,
          locale,
        },
      });
      const code = ((await booked.json()) as { data?: { code: string } }).data?.code ?? '';
      await staffSignedIn(page, locale, `owner-dep-${locale}-${width}@tours.example`, 'owner');
      await page.goto(`${at(locale, '/admin')}#departures?package=${TRIP}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await shot('list');
      await page.goto(`${at(locale, '/admin')}#booking=${code}`);
      const names = await openAction(page, text(locale, 'admin.ui.action.travellers'));
      await names.getByLabel(text(locale, 'admin.ui.travellers.name', { number: 1 })).fill('Ngono Marie');
      await names
        .getByLabel(text(locale, 'admin.ui.travellers.name', { number: 2 }))
        .fill('Jean-Paul Étoundi');
      await shot('travellers');
      await names.getByRole('button', { name: text(locale, 'admin.ui.action.continue') }).click();
      await names.getByRole('button', { name: text(locale, 'admin.ui.action.confirm') }).click();
      await page.getByText(text(locale, 'admin.action.travellers')).waitFor();
      const guide = page.getByRole('region', { name: text(locale, 'admin.ui.guideNote.heading') });
      await guide.getByRole('textbox').fill('Pick-up: Hôtel La Falaise, 6:30\nVegetarian meals for two');
      await guide.getByRole('button', { name: text(locale, 'admin.ui.guideNote.save') }).click();
      await guide
        .getByRole('status')
        .filter({ hasText: text(locale, 'admin.action.guideNote') })
        .waitFor();
      await shot('guide-note');
      await openAction(page, text(locale, 'admin.ui.action.moveDeparture'));
      await shot('move');
      await page.goto(`${at(locale, '/admin')}#departure=${departureId}`);
      await page.getByText('Jean-Paul Étoundi').first().waitFor();
      await shot('manifest');
      await page.emulateMedia({ media: 'print' });
      await shot('manifest-print');
      await page.emulateMedia({ media: 'screen' });
    });
  }
}
