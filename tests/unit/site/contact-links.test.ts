import { describe, expect, it } from 'vitest';
import { chatScriptUrl, telUrl, whatsappUrl } from '../../../src/site/contact-links.ts';

describe('whatsappUrl', () => {
  it.each([
    ['+237677123456', undefined, 'https://wa.me/237677123456'],
    ['+237 6 77 12 34 56', undefined, 'https://wa.me/237677123456'],
    ['+237677123456', 'Booking K7MX-3QPD-2W', 'https://wa.me/237677123456?text=Booking%20K7MX-3QPD-2W'],
  ])('%s %s -> %s', (number, message, expected) => {
    expect(whatsappUrl(number, message)).toBe(expected);
  });
});

describe('telUrl', () => {
  it('keeps only digits and the plus sign', () => {
    expect(telUrl('+237 233 42 18 60')).toBe('tel:+237233421860');
  });
});

describe('chatScriptUrl', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['64f0c0ffee/1h9abc', 'https://embed.tawk.to/64f0c0ffee/1h9abc'],
    ['64f0c0ffee', 'https://embed.tawk.to/64f0c0ffee/default'],
    ['a b/c', 'https://embed.tawk.to/a%20b/c'],
  ])('%j -> %j', (id, expected) => {
    expect(chatScriptUrl(id)).toBe(expected);
  });
});
