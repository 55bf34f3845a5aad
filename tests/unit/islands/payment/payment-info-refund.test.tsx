import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { refundAccount } from '../../../../src/domain/refund-account.ts';
import { pick } from '../../../../src/i18n/messages.ts';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { PaymentInfoPanel } from '../../../../src/islands/payment/PaymentInfoPanel.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('\u202f', ' ')
    .replaceAll('\u00a0', ' ');

/** Paid 255,000, repriced to 100,000, cancelled 30 days ahead (90 %): 155,000 + 90,000 back. */
const money = { paid: 255_000, decided: 245_000, refunded: 0, owed: 245_000, excess: 155_000, share: 90_000 };
const refund = { ...money, account: refundAccount(money), sent: [] };

describe('a cancelled booking’s refund on its page', () => {
  it.each([
    ['en', 'Paid over the price, returned in full XAF 155,000', 'cancellation policy) XAF 90,000'],
    ['fr', 'Payé au-delà du prix, rendu en entier 155 000 FCFA', 'politique d’annulation) 90 000 FCFA'],
  ] as const)('in %s: names the excess returned in full and the policy’s share', (locale, excess, share) => {
    const booking = bookingDetails({
      cancelledOn: '2027-02-01',
      nextPayment: null,
      refund: { ...refund, excess: 155_000, share: 90_000 },
    });
    const t = translatorOf(pick(locale, TRACKING_KEYS));
    const shown = text(renderToString(<PaymentInfoPanel booking={booking} locale={locale} t={t} />));
    expect(shown).toContain(excess);
    expect(shown).toContain(share);
  });

  it('shows one refund amount when nothing was paid over the price', () => {
    const booking = bookingDetails({
      cancelledOn: '2027-02-01',
      nextPayment: null,
      refund: { ...refund, excess: 0, share: 0 },
    });
    const t = translatorOf(pick('en', TRACKING_KEYS));
    const shown = text(renderToString(<PaymentInfoPanel booking={booking} locale="en" t={t} />));
    expect(shown).not.toContain('Paid over the price');
  });
});
