import type { Page } from '@playwright/test';
import type { PaymentStatusView } from '../../src/api/contract.ts';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { at, fillCheckout, text } from '../e2e/booking/booking-helpers.ts';
import { bookOverHttp } from '../e2e/fixtures/bookings-over-http.ts';
import { expect, test } from '../e2e/fixtures/test.ts';
import { numberedShots } from './shots.ts';

const WIDTHS = [320, 390, 1280] as const;

/** A card attempt's status as the server words it; the walk answers it in the page's place. */
function cardStatus(
  code: string,
  status: PaymentStatusView['status'],
  more: Partial<PaymentStatusView> = {},
) {
  return {
    reference: 'pay_walk',
    kind: 'deposit',
    amount: 135_000,
    fee: 4_050,
    status,
    method: 'card',
    number: '····4242',
    createdAt: new Date().toISOString(),
    confirmedAt: null,
    lateSuccess: false,
    bookingCode: code,
    dueNow: 139_050,
    bookingStatus: status === 'successful' ? 'partial_payment' : 'pending_payment',
    total: 450_000,
    paid: status === 'successful' ? 135_000 : 0,
    leftToPay: status === 'successful' ? 315_000 : 450_000,
    completionPercent: status === 'successful' ? 30 : 0,
    ...more,
  };
}

async function answerStatus(page: Page, view: ReturnType<typeof cardStatus>): Promise<void> {
  await page.unroute('**/api/payments/pay_walk');
  await page.route('**/api/payments/pay_walk', (route) =>
    route.fulfill({ json: { ok: true, message: '', data: view } }),
  );
}

for (const locale of LOCALES) {
  for (const width of WIDTHS) {
    test(`cards ${locale} ${width}px`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width, height: width < 1000 ? 800 : 900 });
      const shot = await numberedShots(page, `${locale}-${width}-cards`);
      // The checkout's step 3 with card chosen (no number), and step 4 priced with the card fee.
      await fillCheckout(page, locale, {
        number: '670000000',
        paymentType: 'multiple',
        atStep: async (step) => {
          if (step === 'payment') {
            await page.getByRole('radio', { name: text(locale, 'islands.card.method.card') }).check();
            await shot('checkout-card');
          }
          if (step === 'confirm') await shot('checkout-confirm-card');
        },
      });
      const code = await bookOverHttp(page.request, locale as Locale, { paymentType: 'multiple' });

      // The choice on the payment page: mobile money first, then card with its fee and button.
      await page.goto(`${at(locale, '/payments/pay')}?code=${code}`);
      const cardChoice = page.getByRole('radio', { name: text(locale, 'islands.card.method.card') });
      await cardChoice.waitFor();
      await shot('choice-mobile-money');
      await cardChoice.check();
      await expect(page.getByText(text(locale, 'islands.card.fee'))).toBeVisible();
      await cardChoice.focus();
      await shot('choice-card-focus', false);
      await shot('choice-card');

      // The return page's states, as the server would say them.
      const back = `${at(locale, '/payments/card/return')}?code=${code}&attempt=pay_walk`;
      for (const [what, view, key] of [
        ['pending', cardStatus(code, 'pending'), 'islands.card.return.pending'],
        ['success', cardStatus(code, 'successful'), 'islands.card.return.depositPaid'],
        [
          'declined',
          cardStatus(code, 'failed', { failureReason: 'declined' }),
          'islands.card.return.declined',
        ],
        [
          'abandoned',
          cardStatus(code, 'expired', { failureReason: 'timedOut' }),
          'islands.card.return.abandoned',
        ],
      ] as const) {
        await answerStatus(page, view);
        await page.goto(back);
        const words = text(locale, key, { amount: '.', left: '.' }).split('.')[0] ?? '';
        await page.getByText(words.slice(0, 20)).first().waitFor();
        await shot(`return-${what}`);
      }
      await page.goto(`${at(locale, '/payments/card/return')}?code=${code}`);
      await page.getByRole('alert').waitFor();
      await shot('return-no-attempt');
    });
  }
}
