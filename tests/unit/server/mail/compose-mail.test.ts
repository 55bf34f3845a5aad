import { describe, expect, it } from 'vitest';
import { composeMail } from '../../../../src/server/mail/compose-mail.ts';

const HOSTILE = '<img src=x onerror=alert(1)> & "quotes"';

describe('composeMail', () => {
  const mail = composeMail({
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
  });

  it('escapes every value in the HTML, wherever it sits', () => {
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('"quotes"');
    expect(mail.html.match(/&lt;img src=x onerror=alert\(1\)&gt; &amp; &quot;quotes&quot;/g)).toHaveLength(7);
    expect(mail.html).toContain('href="https://example.cm/?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('writes the same parts as plain text, paragraphs apart, details one per line', () => {
    const blocks = mail.text.trimEnd().split('\n\n');
    expect(blocks[0]).toBe('Bonjour');
    expect(blocks[2]?.split('\n')).toHaveLength(2);
    expect(blocks.at(-1)).toBe(`Cordialement\n${HOSTILE}`);
    expect(mail.text.endsWith('\n')).toBe(true);
    expect(mail.idempotencyKey).toBe('k1');
  });

  it('leaves out what a message does not have', () => {
    const short = composeMail({ locale: 'en', to: 'a@example.cm', subject: 'S', intro: ['Hello'] });
    expect(short.text).toBe('Hello\n');
    expect(short.html).not.toContain('<table');
    expect(short.html).not.toContain('<a ');
    expect(short).not.toHaveProperty('idempotencyKey');
  });
});
