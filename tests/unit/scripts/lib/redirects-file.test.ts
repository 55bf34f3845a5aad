import { describe, expect, it } from 'vitest';
import {
  matchRedirect,
  parseNetlifyTomlRedirects,
  parseRedirectsFile,
} from '../../../../scripts/lib/redirects-file.ts';

describe('parseRedirectsFile', () => {
  it('reads rules, skipping comments and blank lines, with 301 by default and ! as force', () => {
    const rules = parseRedirectsFile(
      '# route rules\n\n/offers  /packages\n/old /new 302!\n/wa https://wa.me/1 302\n',
    );
    expect(rules).toEqual([
      { from: '/offers', to: '/packages', status: 301, force: false },
      { from: '/old', to: '/new', status: 302, force: true },
      { from: '/wa', to: 'https://wa.me/1', status: 302, force: false },
    ]);
  });
});

describe('parseNetlifyTomlRedirects', () => {
  it('reads [[redirects]] tables and ignores other tables', () => {
    const toml = `[build]
  publish = "dist"
[[redirects]]
  from = "/a/*"   # comment
  to = "/a"
  status = 200
[[headers]]
  for = "/*"
  [headers.values]
    X = "y"
[[redirects]]
  from = '/fr/*'
  to = "/fr/404"
  status = 404
  force = true
`;
    expect(parseNetlifyTomlRedirects(toml)).toEqual([
      { from: '/a/*', to: '/a', status: 200, force: false },
      { from: '/fr/*', to: '/fr/404', status: 404, force: true },
    ]);
  });
});

describe('matchRedirect', () => {
  const rules = parseRedirectsFile(
    [
      '/offers /packages 301',
      '/trips/:slug /packages/:slug 301',
      '/fr/packages/search/* /fr/packages/search 200',
      '/fr/* /fr/404 404',
    ].join('\n'),
  );
  it.each([
    ['/offers', { to: '/packages', status: 301 }],
    ['/offers/', { to: '/packages', status: 301 }],
    ['/trips/kribi', { to: '/packages/kribi', status: 301 }],
    ['/fr/packages/search/ABCD-1234', { to: '/fr/packages/search', status: 200 }],
    ['/fr/nowhere/deep', { to: '/fr/404', status: 404 }],
    ['/fr', { to: '/fr/404', status: 404 }],
    ['/offersx', undefined],
    ['/trips/kribi/extra', undefined],
  ])('%s', (path, expected) => {
    const match = matchRedirect(rules, path);
    if (expected === undefined) expect(match).toBeUndefined();
    else expect(match).toMatchObject(expected);
  });
});
