/**
 * Issue: a card charged twice was told, on the booking page, that the difference goes back "to your
 * mobile money number", a number the customer never gave. A card's excess is said to go back to
 * the card, owed and once returned, in both languages.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatXaf } from '../../../../src/i18n/format.ts';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { PaymentInfoPanel } from '../../../../src/islands/payment/PaymentInfoPanel.tsx';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const render = (locale: 'en' | 'fr', paymentMethod: 'card' | 'mtn', owed: number) =>
  renderToString(
    <PaymentInfoPanel
      booking={bookingDetails({ paymentMethod, paid: 330_000, excess: { owed, returned: 30_000 - owed } })}
      locale={locale}
      t={translatorOf(pick(locale, TRACKING_KEYS))}
    />,
  ).replace(/<!-- -->/g, '');

describe('an excess paid by card on the booking page', () => {
  it.each(['en', 'fr'] as const)('is owed, then returned, to the card and to no number (%s)', (locale) => {
    const xaf = formatXaf(30_000, locale);
    const owed = render(locale, 'card', 30_000);
    expect(owed).toContain(t(locale, 'islands.track.overpaidCard', { excess: xaf }));
    expect(owed).not.toMatch(/mobile money|numéro|number/i);
    const returned = render(locale, 'card', 0);
    expect(returned).toContain(t(locale, 'islands.track.excessReturnedCard', { amount: xaf }));
    expect(returned).not.toMatch(/mobile money|numéro|number/i);
  });

  it('still says the mobile money number for mobile money', () => {
    expect(render('en', 'mtn', 30_000)).toContain('back to your mobile money number');
  });
});
