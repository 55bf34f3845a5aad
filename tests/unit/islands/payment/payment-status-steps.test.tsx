/** The payment page following a card payment speaks of the bank, never of a phone to confirm on. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { PAYMENT_KEYS } from '../../../../src/islands/keys.ts';
import { PaymentStatusSteps } from '../../../../src/islands/payment/PaymentStatusSteps.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';

const render = (locale: 'en' | 'fr', card: boolean) =>
  renderToString(
    <PaymentStatusSteps
      phase="initiated"
      active
      offline={false}
      stillWaiting
      card={card}
      booking={null}
      locale={locale}
      t={translatorOf(pick(locale, PAYMENT_KEYS))}
    />,
  ).replaceAll('&#x27;', '’');

describe('the payment status, followed', () => {
  it.each(['en', 'fr'] as const)('in %s: by card, the bank is confirming; no phone', (locale) => {
    const html = render(locale, true);
    expect(html).toContain(t(locale, 'islands.card.return.checking'));
    expect(html).toContain(t(locale, 'islands.card.return.stillWaiting'));
    expect(html).not.toContain(t(locale, 'islands.pay.status.initiated'));
    expect(html).not.toContain(t(locale, 'islands.pay.status.stillWaiting'));
  });

  it('by mobile money, the customer confirms on the phone', () => {
    const html = render('en', false);
    expect(html).toContain(t('en', 'islands.pay.status.initiated'));
    expect(html).toContain(t('en', 'islands.pay.status.stillWaiting'));
  });
});
