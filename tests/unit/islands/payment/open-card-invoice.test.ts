/**
 * Issue: reloading the payment page while a card payment was open on CinetPay's page showed the
 * mobile-money fee and its total, not the card's fee and the amount the card is charged.
 */
import { describe, expect, it } from 'vitest';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { PAYMENT_KEYS } from '../../../../src/islands/keys.ts';
import { openInvoiceLines } from '../../../../src/islands/payment/PaymentNotes.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';
import type { Invoice } from '../../../../src/stores/payment/payment-invoice.ts';

const invoice: Invoice = {
  packageTitle: 'Mount Cameroon trek',
  spots: 2,
  total: 300_000,
  paid: 0,
  kind: 'full',
  amount: 300_000,
  fee: 6_000,
  dueNow: 306_000,
  leftAfter: 0,
};

describe('the invoice of an open payment', () => {
  it.each(['en', 'fr'] as const)(
    'states the card fee and the card charge for a card in flight (%s)',
    (locale) => {
      const lines = openInvoiceLines(
        invoice,
        { fee: 10_500, dueNow: 310_500 },
        translatorOf(pick(locale, PAYMENT_KEYS)),
      );
      const labels = lines.map((l) => l.label);
      expect(labels).toContain(t(locale, 'islands.card.fee'));
      expect(labels).not.toContain(t(locale, 'islands.invoice.fee'));
      expect(lines.find((l) => l.label === t(locale, 'islands.card.fee'))?.value).toBe(10_500);
      expect(lines.find((l) => l.strong)?.value).toBe(310_500);
    },
  );

  it('keeps the mobile-money fee when no card payment is open', () => {
    const lines = openInvoiceLines(invoice, undefined, translatorOf(pick('en', PAYMENT_KEYS)));
    expect(lines.find((l) => l.label === 'Mobile money fee')?.value).toBe(6_000);
    expect(lines.find((l) => l.strong)?.value).toBe(306_000);
  });
});
