import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../../../src/api/contract.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { TransactionsPanel } from '../../../../src/islands/booking-page/TransactionsPanel.tsx';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const payment = (overrides: Partial<PaymentView>): PaymentView => ({
  reference: 'pay_0000000000000000000a',
  kind: 'deposit',
  amount: 90_000,
  fee: 1_800,
  status: 'successful',
  method: 'mtn',
  number: '6•• ••• •01',
  createdAt: '2026-11-20T09:00:00.000Z',
  confirmedAt: '2026-11-20T09:01:00.000Z',
  lateSuccess: false,
  ...overrides,
});

/** The panel as text, spaces as formatXaf writes them (narrow no-break) read as plain ones. */
const render = (locale: 'en' | 'fr', payments: PaymentView[]) =>
  renderToString(
    <TransactionsPanel
      booking={{ ...bookingDetails(), payments }}
      locale={locale}
      t={translatorOf(pick(locale, TRACKING_KEYS))}
    />,
  )
    .replace(/<[^>]+>/g, '')
    .replace(/[\u202f\u00a0]/g, ' ')
    .replace(/\s+/g, ' ');

describe('the booking page’s transactions', () => {
  it('show the fee charged on top of each online payment, in both languages', () => {
    expect(render('en', [payment({})])).toContain('XAF 90,000 (Down payment) + XAF 1,800 fee');
    expect(render('fr', [payment({ method: 'card', fee: 3_150, number: '····0002' })])).toContain(
      '+ 3 150 FCFA de frais',
    );
  });

  it('name no fee for a payment the agency recorded', () => {
    const text = render('en', [payment({ method: 'cash', fee: 0, number: '' })]);
    expect(text).toContain('XAF 90,000');
    expect(text).not.toContain('fee');
  });
});
