/**
 * Issue: after a cash deposit the booking page's "Payment info" still said "MTN MobileMoney", and
 * the receipt called the deposit "paid online". Every line names the method actually used.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../../src/api/contract.ts';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { PaymentInfoPanel } from '../../../../src/islands/payment/PaymentInfoPanel.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const cashDeposit: PaymentView = {
  reference: 'off_1',
  kind: 'deposit',
  amount: 300_000,
  fee: 0,
  status: 'successful',
  method: 'cash',
  number: '',
  createdAt: '2026-11-27T10:00:00Z',
  confirmedAt: '2026-11-27T10:00:00Z',
  lateSuccess: false,
};

const render = (locale: 'en' | 'fr', payments: PaymentView[]) =>
  renderToString(
    <PaymentInfoPanel
      booking={bookingDetails({ paymentMethod: 'mtn', payments, paid: 300_000 })}
      locale={locale}
      t={translatorOf(pick(locale, TRACKING_KEYS))}
    />,
  );

describe('the payment method on the booking page', () => {
  it.each(['en', 'fr'] as const)(
    'names cash for a deposit paid in cash, not the operator chosen (%s)',
    (locale) => {
      const html = render(locale, [cashDeposit]);
      expect(html).toContain(t(locale, 'payment.method.cash'));
      expect(html).not.toContain(t(locale, 'payment.method.mtn'));
    },
  );

  it('names both when the deposit came in cash and the balance online, and the choice before any', () => {
    const online = { ...cashDeposit, reference: 'pay_2', kind: 'balance' as const, method: 'mtn' as const };
    expect(render('en', [cashDeposit, online])).toContain('Cash at the agency, MTN MobileMoney');
    expect(render('en', [])).toContain('MTN MobileMoney');
  });

  it('calls a booking above the cap with its deposit in "down payment received", however it was paid', () => {
    expect(t('en', 'booking.status.balance_offline')).not.toMatch(/online/);
    expect(t('fr', 'booking.status.balance_offline')).not.toMatch(/en ligne/);
  });
});
