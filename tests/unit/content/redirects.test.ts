import { describe, expect, it } from 'vitest';
import { allowedHostsFromEnv, compileRedirects, RedirectRuleError } from '../../../src/content/redirects.ts';
import type { RouteRule } from '../../../src/content/types.ts';

const hosts = allowedHostsFromEnv(undefined);

describe('allowedHostsFromEnv', () => {
  it.each([
    [undefined, ['wa.me', 'www.facebook.com', 'www.instagram.com']],
    ['', ['wa.me', 'www.facebook.com', 'www.instagram.com']],
    [' WA.me, example.org ,', ['wa.me', 'example.org']],
  ])('%o -> %o', (value, expected) => {
    expect(allowedHostsFromEnv(value)).toEqual(expected);
  });
});

describe('compileRedirects', () => {
  it('writes one Netlify rule per route rule, in order, then their French twins', () => {
    const rules: RouteRule[] = [
      { from: '/offers', to: '/packages', status: 301 },
      { from: '/whatsapp', to: 'https://wa.me/237677123456', status: 302 },
    ];
    expect(compileRedirects(rules, hosts)).toBe(
      [
        '# Generated from the CMS route rules.',
        '/offers /packages 301',
        '/whatsapp https://wa.me/237677123456 302',
        '/fr/offers /fr/packages 301',
        '/fr/whatsapp https://wa.me/237677123456 302',
        '',
      ].join('\n'),
    );
  });

  it("keeps the editors' own French rule and adds no twin to a French rule", () => {
    const rules: RouteRule[] = [
      { from: '/offers', to: '/', status: 301 },
      { from: '/fr/offers', to: '/fr/packages', status: 302 },
      { from: '/fr/offres', to: '/fr/packages', status: 301 },
    ];
    expect(compileRedirects(rules, hosts).trim().split('\n').slice(1)).toEqual([
      '/offers / 301',
      '/fr/offers /fr/packages 302',
      '/fr/offres /fr/packages 301',
    ]);
    expect(compileRedirects([{ from: '/old-home', to: '/', status: 301 }], hosts)).toContain(
      '/fr/old-home /fr 301',
    );
  });

  it('writes nothing without rules', () => {
    expect(compileRedirects([], hosts)).toBe('');
  });

  it.each<[string, RouteRule, RegExp]>([
    [
      'an external host not allowed',
      { from: '/x', to: 'https://evil.example/phish', status: 302 },
      /host "evil.example" is not allowed/,
    ],
    ['plain http', { from: '/x', to: 'http://wa.me/237', status: 302 }, /must use https/],
    [
      'a protocol-relative target',
      { from: '/x', to: '//evil.example', status: 302 },
      /must not start with \/\//,
    ],
    ['a javascript: target', { from: '/x', to: 'javascript:alert(1)', status: 302 }, /must use https/],
    [
      'a relative target',
      { from: '/x', to: 'packages', status: 301 },
      /path starting with \/ or an https URL/,
    ],
    ['a source without slash', { from: 'offers', to: '/packages', status: 301 }, /source must be a path/],
    [
      'a source with spaces',
      { from: '/a b', to: '/packages', status: 301 },
      /source must not contain spaces/,
    ],
    ['another status', { from: '/x', to: '/y', status: 307 as 301 }, /status must be 301 or 302/],
  ])('refuses %s', (_, rule, message) => {
    expect(() => compileRedirects([rule], hosts)).toThrow(RedirectRuleError);
    expect(() => compileRedirects([rule], hosts)).toThrow(message);
  });

  it('refuses a source defined twice', () => {
    const rule: RouteRule = { from: '/x', to: '/y', status: 301 };
    expect(() => compileRedirects([rule, rule], hosts)).toThrow(/defined twice/);
  });

  it('accepts a host added through the allow-list', () => {
    const rule: RouteRule = { from: '/tripadvisor', to: 'https://www.tripadvisor.com/sawa', status: 302 };
    expect(compileRedirects([rule], allowedHostsFromEnv('www.tripadvisor.com'))).toContain(
      'https://www.tripadvisor.com/sawa 302',
    );
  });
});
