import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageUrls } from '../../../src/seo/alternates.ts';

const site = 'https://tours.example.cm';

describe('absoluteUrl', () => {
  it.each([
    ['en', '/', 'https://tours.example.cm/'],
    ['fr', '/', 'https://tours.example.cm/fr'],
    ['en', '/packages/kribi', 'https://tours.example.cm/packages/kribi'],
    ['fr', '/packages/kribi', 'https://tours.example.cm/fr/packages/kribi'],
  ] as const)('%s %s -> %s', (locale, path, expected) => {
    expect(absoluteUrl(site, locale, path)).toBe(expected);
  });
});

describe('pageUrls', () => {
  it.each([
    ['en', '/about', 'https://tours.example.cm/about'],
    ['fr', '/about', 'https://tours.example.cm/fr/about'],
  ] as const)('%s page is its own canonical and lists every language', (locale, path, canonical) => {
    const urls = pageUrls(new URL(site), locale, path);
    expect(urls.canonical).toBe(canonical);
    expect(urls.alternates).toEqual([
      { hreflang: 'en', href: 'https://tours.example.cm/about' },
      { hreflang: 'fr', href: 'https://tours.example.cm/fr/about' },
      { hreflang: 'x-default', href: 'https://tours.example.cm/about' },
    ]);
  });

  it('both language versions list the same alternates (reciprocal hreflang)', () => {
    expect(pageUrls(site, 'en', '/blog/x').alternates).toEqual(pageUrls(site, 'fr', '/blog/x').alternates);
  });
});
