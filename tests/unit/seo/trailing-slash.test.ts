import { describe, expect, it } from 'vitest';
import edgeFunction, { config } from '../../../netlify/edge-functions/trailing-slash.ts';
import { trailingSlashRedirect, trailingSlashResponse } from '../../../src/seo/trailing-slash.ts';

describe('trailing slashes', () => {
  it.each([
    ['/about/', '/about'],
    ['/fr/', '/fr'],
    ['/fr/about/', '/fr/about'],
    ['/fr/packages/kribi-beach-escape/', '/fr/packages/kribi-beach-escape'],
    ['/packages//', '/packages'],
  ])('%s moves to %s', (from, to) => {
    expect(trailingSlashRedirect(from)).toBe(to);
  });

  it('keeps the query string', () => {
    expect(trailingSlashRedirect('/fr/checkout/', '?package=kribi')).toBe('/fr/checkout?package=kribi');
  });

  it.each(['/', '/about', '/fr', '/api/bookings/', '/.netlify/functions/x/', '//evil.example/', '///'])(
    'leaves %s alone',
    (path) => {
      expect(trailingSlashRedirect(path)).toBeUndefined();
    },
  );

  it('answers a permanent redirect to a path on the same site', () => {
    const answer = trailingSlashResponse(new Request('https://site.test/fr/about/?a=1'));
    expect(answer?.status).toBe(301);
    expect(answer?.headers.get('location')).toBe('/fr/about?a=1');
    expect(trailingSlashResponse(new Request('https://site.test/fr/about'))).toBeUndefined();
  });

  it('the edge function runs only where a slash ends the path, never on functions', () => {
    const pattern = new RegExp(config.pattern);
    const excluded = config.excludedPattern.map((source) => new RegExp(source));
    const runsOn = (path: string) => pattern.test(path) && !excluded.some((rule) => rule.test(path));
    expect(runsOn('/fr/about/')).toBe(true);
    expect(runsOn('/fr/about')).toBe(false);
    expect(runsOn('/')).toBe(false);
    expect(runsOn('/api/bookings/')).toBe(false);
    expect(edgeFunction(new Request('https://site.test/fr/'))?.headers.get('location')).toBe('/fr');
  });
});
