import { describe, expect, it } from 'vitest';
import { localizeHref, localizeRichTextLinks } from '../../../src/content/localize-links.ts';

describe('localizeHref', () => {
  it.each([
    ['/packages/kribi-beach-escape', '/fr/packages/kribi-beach-escape'],
    ['/', '/fr'],
    ['/#faq', '/fr#faq'],
    ['/blog?page=2', '/fr/blog?page=2'],
    ['/fr/blog', '/fr/blog'],
    ['/fr', '/fr'],
    ['https://wa.me/237677123456', 'https://wa.me/237677123456'],
    ['//cdn.example.com/x', '//cdn.example.com/x'],
    ['mailto:hello@example.com', 'mailto:hello@example.com'],
  ])('%s becomes %s in French', (href, expected) => {
    expect(localizeHref(href, 'fr')).toBe(expected);
  });

  it('leaves English links as they are', () => {
    expect(localizeHref('/packages', 'en')).toBe('/packages');
  });
});

describe('localizeRichTextLinks', () => {
  it('rewrites link definitions at any depth and nothing else', () => {
    const content = {
      about: {
        body: [
          {
            _type: 'block',
            markDefs: [
              { _key: 'a', _type: 'link', href: '/packages' },
              { _key: 'b', _type: 'link', href: 'https://example.com/' },
            ],
            children: [{ _type: 'span', text: '/packages', marks: ['a'] }],
          },
        ],
      },
      settings: { href: '/packages' },
    };
    const localized = localizeRichTextLinks(content, 'fr');
    expect(localized.about.body[0]?.markDefs.map((def) => def.href)).toEqual([
      '/fr/packages',
      'https://example.com/',
    ]);
    expect(localized.about.body[0]?.children[0]?.text).toBe('/packages');
    expect(localized.settings.href).toBe('/packages');
    expect(content.about.body[0]?.markDefs[0]?.href).toBe('/packages');
  });
});
