import { describe, expect, it } from 'vitest';
import { hashOf, routeOf } from '../../../../src/stores/admin/admin.ts';

describe('back office addresses', () => {
  it.each([
    ['', { view: 'today' }],
    ['#today', { view: 'today' }],
    ['#bookings', { view: 'bookings', query: '' }],
    ['#bookings?status=paid&q=ab', { view: 'bookings', query: 'status=paid&q=ab' }],
    ['#booking=AB12-CD34-EF', { view: 'booking', code: 'AB12-CD34-EF' }],
    ['#attention', { view: 'attention' }],
    ['#reviews', { view: 'reviews' }],
    ['#sessions', { view: 'sessions' }],
    ['#departures', { view: 'departures', query: '' }],
    ['#departures?package=kribi&month=2027-01', { view: 'departures', query: 'package=kribi&month=2027-01' }],
    ['#departure=dep-1', { view: 'departure', id: 'dep-1' }],
    ['#token=abc_DEF-123', { view: 'signInLink', token: 'abc_DEF-123' }],
  ])('%s opens %o', (hash, route) => {
    expect(routeOf(hash)).toEqual(route);
  });

  it('sends anything else, or a broken escape, to Today', () => {
    expect(routeOf('#nowhere')).toEqual({ view: 'today' });
    expect(routeOf('#booking=%E0%A4%A')).toEqual({ view: 'today' });
    expect(routeOf('#token=')).toEqual({ view: 'today' });
  });

  it('writes each view back to the address it came from, never a sign-in token', () => {
    for (const hash of [
      '#today',
      '#bookings',
      '#bookings?q=x',
      '#booking=AB12-CD34-EF',
      '#sessions',
      '#departures?month=2027-01',
      '#departure=dep-1',
    ]) {
      expect(hashOf(routeOf(hash))).toBe(hash);
    }
    expect(hashOf({ view: 'signInLink', token: 'secret' })).toBe('#today');
  });
});
