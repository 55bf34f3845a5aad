import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pick, t } from '../../../../src/i18n/messages.ts';
import { ReservationPanel } from '../../../../src/islands/booking-page/ReservationPanel.tsx';
import { TRACKING_KEYS } from '../../../../src/islands/keys.ts';
import { translatorOf } from '../../../../src/islands/text.ts';
import { bookingDetails } from '../../stores/fake-api.ts';

const AGENCY = '+237699000000';
const render = (locale: 'en' | 'fr', overrides: { whatsappOptIn: boolean; whatsappProven: boolean }) =>
  renderToString(
    <ReservationPanel
      booking={{ ...bookingDetails(), ...overrides }}
      locale={locale}
      whatsappNumber={AGENCY}
      t={translatorOf(pick(locale, TRACKING_KEYS))}
    />,
  ).replaceAll('&#x27;', '’');

describe('the booking page’s WhatsApp line', () => {
  it.each(['en', 'fr'] as const)(
    'in %s: opted in and not proven, says nothing goes yet and links to the agency with the code',
    (locale) => {
      const html = render(locale, { whatsappOptIn: true, whatsappProven: false });
      const code = bookingDetails().code;
      expect(html).toContain(t(locale, 'islands.track.whatsappMessages.waiting'));
      const href = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
      const link = new URL(href);
      expect(link.pathname).toBe('/237699000000');
      expect(link.searchParams.get('text')).toBe(t(locale, 'islands.track.whatsappStartMessage', { code }));
      expect(html).not.toContain(t(locale, 'islands.track.whatsappMessages.yes'));
    },
  );

  it('says messages go once proven, and nothing of WhatsApp without the opt-in', () => {
    const proven = render('en', { whatsappOptIn: true, whatsappProven: true });
    expect(proven).toContain(t('en', 'islands.track.whatsappMessages.yes'));
    expect(proven).not.toContain('wa.me');
    const off = render('fr', { whatsappOptIn: false, whatsappProven: false });
    expect(off).toContain(t('fr', 'islands.track.whatsappMessages.no'));
    expect(off).not.toContain('wa.me');
  });
});
