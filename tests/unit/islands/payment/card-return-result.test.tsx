/**
 * The card return page says "no money was taken" and offers a retry only when that is known: a
 * payment the agency checks, or one not confirmed in time, may still turn out paid.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentStatusView } from '../../../../src/api/contract.ts';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { CARD_RETURN_KEYS } from '../../../../src/islands/keys.ts';
import { CardReturnResult } from '../../../../src/islands/payment/CardReturnView.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';
import { cardReturnPhase } from '../../../../src/stores/payment/card-return.ts';

const URLS = {
  bookingDetails: '/b',
  pay: '/payments/pay',
  partialPay: '/payments/partial/pay',
  trackBooking: '/track',
};

function view(status: PaymentStatusView['status'], failureReason?: PaymentStatusView['failureReason']) {
  return {
    reference: 'pay_0000000000000000000b',
    kind: 'full',
    amount: 300_000,
    fee: 10_500,
    status,
    ...(failureReason ? { failureReason } : {}),
    method: 'card',
    number: '',
    createdAt: '2026-11-20T09:00:00.000Z',
    confirmedAt: null,
    lateSuccess: false,
    bookingCode: 'K7MX-3QPD-2W',
    dueNow: 310_500,
    redirectUrl: null,
    bookingStatus: 'pending_payment',
    total: 300_000,
    paid: 0,
    leftToPay: 300_000,
    completionPercent: 0,
  } as PaymentStatusView;
}

const render = (locale: 'en' | 'fr', shown: PaymentStatusView) =>
  renderToString(
    <CardReturnResult
      phase={cardReturnPhase(shown)}
      view={shown}
      locale={locale}
      detailsUrl="/b/K7MX-3QPD-2W"
      urls={URLS}
      t={translatorOf(pick(locale, CARD_RETURN_KEYS))}
    />,
  ).replaceAll('&#x27;', '’');

describe('the card return page, unpaid', () => {
  it.each(['en', 'fr'] as const)('in %s: a declined card took nothing, and can be tried again', (locale) => {
    const html = render(locale, view('failed', 'cardDeclined'));
    expect(html).toContain(t(locale, 'islands.card.return.nothingTaken'));
    expect(html).toContain(t(locale, 'islands.card.return.retry'));
  });

  it.each(['en', 'fr'] as const)(
    'in %s: a payment the agency checks claims nothing and offers no retry',
    (locale) => {
      const html = render(locale, view('failed', 'review'));
      expect(html).toContain(t(locale, 'payment.failure.review'));
      expect(html).not.toContain(t(locale, 'islands.card.return.nothingTaken'));
      expect(html).not.toContain(t(locale, 'islands.card.return.retry'));
    },
  );

  it('a payment not confirmed in time says so rather than "no money was taken"', () => {
    const html = render('en', view('expired', 'timedOut'));
    expect(html).toContain(t('en', 'payment.failure.timedOut'));
    expect(html).not.toContain(t('en', 'islands.card.return.nothingTaken'));
  });
});
