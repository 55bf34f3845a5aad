/**
 * Every message in the registry `npm run emails` renders, in both languages: what it must say (code,
 * amounts, reference), its one button, its language and the agency's WhatsApp, in its HTML and in
 * its text. A message added to `EMAIL_SAMPLES` is checked here with no new test.
 */
import { describe, expect, it } from 'vitest';
import { EMAIL_SAMPLES } from '../../../../scripts/lib/email-samples.ts';
import type { Locale } from '../../../../src/i18n/locales.ts';
import type { MailBrand } from '../../../../src/server/mail/mail-brand.ts';

const BRAND: MailBrand = {
  agencyName: 'Sawa Horizons Travel',
  logoUrl: 'https://tours.example/logo.png',
  colours: { primary: '#1f4d3a', accent: '#a4461f' },
  whatsappNumber: '+237677123456',
  contactEmail: 'hello@sawahorizons.cm',
  tripPictures: { 'kribi-beach-escape': 'https://tours.example/images/kribi-1200x600.jpg' },
};

/** HTML as a reader sees its text: tags out, entities back. */
function visible(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

const escapedUrl = (url: string) => url.replace(/&/g, '&amp;');

const cases = EMAIL_SAMPLES.flatMap((sample) =>
  (['en', 'fr'] as Locale[]).map((locale) => [sample.name, locale, sample] as const),
);

describe('every message, in both languages', () => {
  it.each(cases)('%s (%s) says what it must in HTML and text', async (_name, locale, sample) => {
    const mail = await sample.render(locale, BRAND);
    const { button, says } = sample.expects(locale);
    const text = visible(mail.html);
    for (const value of says) {
      expect(mail.text, value).toContain(value);
      expect(text, value).toContain(value);
    }
    expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    // One button (styled with the accent colour), and its address written out for the text.
    const buttons = [...mail.html.matchAll(/<a href="([^"]*)"[^>]*style="[^"]*background-color:#a4461f/g)];
    expect(buttons.map((m) => m[1])).toEqual([escapedUrl(button)]);
    expect(mail.text).toContain(button);
    expect(mail.html).toContain('src="https://tours.example/logo.png"');
    expect(text).toContain('Sawa Horizons Travel');
  });

  it.each(cases)('%s (%s) gives the right people the WhatsApp contact', async (_name, locale, sample) => {
    const mail = await sample.render(locale, BRAND);
    const customer = sample.audience === 'customer';
    expect(mail.html.includes('href="https://wa.me/237677123456"')).toBe(customer);
    expect(mail.text.includes('+237 6 77 12 34 56 (https://wa.me/237677123456)')).toBe(customer);
  });

  it.each(cases.filter(([, , sample]) => sample.audience === 'customer'))(
    '%s (%s) shows the trip: its picture, dates and title in the language of the booking',
    async (_name, locale, sample) => {
      const mail = await sample.render(locale, BRAND);
      expect(mail.html).toContain('src="https://tours.example/images/kribi-1200x600.jpg"');
      const [title, dates] =
        locale === 'fr'
          ? ['Évasion plage à Kribi', 'du 12 mars 2027 au 14 mars 2027']
          : ['Kribi Beach Escape', '12 March 2027 to 14 March 2027'];
      for (const part of [mail.text, visible(mail.html)]) {
        expect(part).toContain(title);
        expect(part).toContain(dates);
      }
    },
  );
});
