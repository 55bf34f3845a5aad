import { beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from '../../../../src/server/mail/compose-mail.ts';
import { brandColour, type MailBrand } from '../../../../src/server/mail/mail-brand.ts';
import type { MailMessage } from '../../../../src/server/mail/mailer.ts';

const HOSTILE = '<img src=x onerror=alert(1)> & "quotes"';
const SCRIPT = '"><script>alert(1)</script>';
const ESCAPED = /&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;quotes&quot;/g;

const BRAND: MailBrand = {
  agencyName: `Sawa ${SCRIPT}`,
  logoUrl: 'https://tours.example/logo.png',
  colours: { primary: '#1f4d3a', accent: '#a4461f' },
  whatsappNumber: '+237677123456',
  contactEmail: 'hello@tours.example',
};

describe('composeMail', () => {
  let mail: MailMessage;
  beforeAll(async () => {
    mail = await composeMail({
      locale: 'fr',
      to: 'a@example.cm',
      subject: `Sujet ${HOSTILE}`,
      intro: ['Bonjour', HOSTILE],
      rows: [
        ['Nom', HOSTILE],
        [HOSTILE, 'valeur'],
      ],
      outro: [HOSTILE],
      link: { label: HOSTILE, url: 'https://example.cm/?a=1&b="2"' },
      closing: ['Cordialement', HOSTILE],
      idempotencyKey: 'k1',
      brand: BRAND,
      summary: {
        title: SCRIPT,
        titleLabel: 'Forfait',
        pictureUrl: 'https://cdn.example/trip.jpg?w=1200&h=600',
        lines: [['Code', 'K7MX-3QPD-2W']],
      },
    });
  });

  it('escapes every value in the HTML, wherever it sits', () => {
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('"quotes"');
    // Title, preview, intro, 2 cells, outro, button, closing.
    expect(mail.html.match(ESCAPED)).toHaveLength(8);
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://example.cm/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('src="https://cdn.example/trip.jpg?w=1200&amp;h=600"');
    expect(mail.html).toMatch(/<html[^>]* lang="fr"/);
  });

  it('keeps every value intact in the text', () => {
    expect(mail.text).toContain(`Nom\u202f: ${HOSTILE}`);
    expect(mail.text).toContain(`Forfait\u202f: ${SCRIPT}`);
    expect(mail.text).toContain(`Sawa ${SCRIPT}`);
  });

  it('shows the agency: its name, logo, colours and WhatsApp, readable in dark mode', () => {
    expect(mail.html).toContain('src="https://tours.example/logo.png"');
    expect(mail.html).toContain('background-color:#1f4d3a');
    expect(mail.html).toContain('background-color:#a4461f');
    expect(mail.html).toContain('href="https://wa.me/237677123456"');
    expect(mail.html).toContain('+237 6 77 12 34 56');
    expect(mail.html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(mail.html).toContain('@media (prefers-color-scheme: dark)');
    expect(mail.text).toContain(
      'Une question\u202f? Écrivez-nous sur WhatsApp\u202f: +237 6 77 12 34 56 (https://wa.me/237677123456)',
    );
  });

  it('has one button, its address written out beside it', () => {
    const links = [...mail.html.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]);
    expect(links.filter((url) => url === 'https://example.cm/?a=1&amp;b=&quot;2&quot;')).toHaveLength(2);
    expect(mail.html.match(/background-color:#a4461f/g)).toHaveLength(1);
  });

  it('writes the same parts as plain text, paragraphs apart, details one per line', () => {
    const blocks = mail.text.trimEnd().split('\n\n');
    expect(blocks[0]).toBe('Bonjour');
    expect(blocks[2]).toBe(`Forfait\u202f: ${SCRIPT}\nCode\u202f: K7MX-3QPD-2W`);
    expect(blocks[3]?.split('\n')).toHaveLength(2);
    expect(blocks.at(-2)).toBe(`Cordialement\n${HOSTILE}`);
    expect(blocks.at(-1)?.startsWith(`--\nSawa ${SCRIPT}\n`)).toBe(true);
    expect(mail.text.endsWith('\n')).toBe(true);
    expect(mail.idempotencyKey).toBe('k1');
  });

  it('leaves out what a message does not have', async () => {
    const short = await composeMail({ locale: 'en', to: 'a@example.cm', subject: 'S', intro: ['Hello'] });
    expect(short.text).toBe('Hello\n');
    expect(short.html).not.toContain('<th');
    expect(short.html).not.toContain('<a ');
    expect(short.html).not.toContain('<img');
    expect(short).not.toHaveProperty('idempotencyKey');
  });
});

describe('brandColour', () => {
  it.each([
    ['#1F4D3A', '#1f4d3a'],
    // Too light for white text on it: the site's colour.
    ['#f3a65a', '#000000'],
    ['red; background:url(x)', '#000000'],
    [undefined, '#000000'],
  ])('takes %s as %s', (value, expected) => {
    expect(brandColour(value, '#000000')).toBe(expected);
  });
});
