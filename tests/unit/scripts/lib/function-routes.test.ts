import { describe, expect, it } from 'vitest';
import { matchRoute, routeOf } from '../../../../scripts/lib/function-routes.ts';

const routes = [
  routeOf('payments-status', { path: '/api/payments/:reference', method: 'GET' }),
  routeOf('payments-webhook', { path: '/api/payments/webhook', method: 'POST' }),
  routeOf('bookings-get', { path: '/api/bookings/:code' }),
  routeOf('bookings-create', { path: '/api/bookings' }),
  routeOf('files', { path: ['/api/files/*', '/api/other'], excludedPath: '/api/files/secret' }),
].filter((route) => route !== null);

describe('routeOf', () => {
  it('gives a scheduled function no route', () => {
    expect(routeOf('sweep-payments', { schedule: '*/5 * * * *' })).toBeNull();
    expect(routeOf('nothing', undefined)).toBeNull();
  });

  it('reads paths, methods (upper case) and preferStatic', () => {
    expect(routeOf('x', { path: '/api/x', method: ['get', 'POST'], preferStatic: true })).toEqual({
      name: 'x',
      paths: ['/api/x'],
      excludedPaths: [],
      methods: ['GET', 'POST'],
      preferStatic: true,
    });
  });
});

describe('matchRoute', () => {
  it('fills the path parameters', () => {
    expect(matchRoute(routes, 'GET', '/api/bookings/AB12-CD34-EF')).toMatchObject({
      route: { name: 'bookings-get' },
      params: { code: 'AB12-CD34-EF' },
    });
  });

  it('takes the first route in order, and only for the methods it names', () => {
    expect(matchRoute(routes, 'POST', '/api/payments/webhook')?.route.name).toBe('payments-webhook');
    expect(matchRoute(routes, 'GET', '/api/payments/webhook')).toMatchObject({
      route: { name: 'payments-status' },
      params: { reference: 'webhook' },
    });
    expect(matchRoute(routes, 'DELETE', '/api/payments/pay_1')).toBeUndefined();
  });

  it('matches with or without a trailing slash, never a longer path', () => {
    expect(matchRoute(routes, 'POST', '/api/bookings/')?.route.name).toBe('bookings-create');
    expect(matchRoute(routes, 'GET', '/api/bookings/AB12/extra')).toBeUndefined();
    expect(matchRoute(routes, 'GET', '/about')).toBeUndefined();
  });

  it('honours wildcards, several paths and excluded paths', () => {
    expect(matchRoute(routes, 'GET', '/api/files/a/b')?.route.name).toBe('files');
    expect(matchRoute(routes, 'GET', '/api/other')?.route.name).toBe('files');
    expect(matchRoute(routes, 'GET', '/api/files/secret')).toBeUndefined();
  });
});
