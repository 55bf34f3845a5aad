import { describe, expect, it } from 'vitest';
import { pathParam } from '../../../../src/server/http/handler.ts';

const pattern = '/api/bookings/:code';
const request = (path: string) => new Request(`http://localhost${path}`);

describe('pathParam', () => {
  it.each([
    ['from the platform, still encoded', { params: { code: 'qvj2%2082cn%20t9' } }, '/x', 'qvj2 82cn t9'],
    ['from the platform, plain', { params: { code: 'QVJ2-82CN-T9' } }, '/x', 'QVJ2-82CN-T9'],
    ['from the path when the platform gives none', undefined, '/api/bookings/ab%20cd', 'ab cd'],
    ['malformed encoding', { params: { code: '%E0%A4%A' } }, '/x', ''],
    ['nothing at all', undefined, '/api/other', ''],
  ])('%s', (_case, context, path, expected) => {
    expect(pathParam(context, request(path), 'code', pattern)).toBe(expected);
  });

  it.each([
    ['/api/bookings/K7MX/payments', 'K7MX'],
    ['/api/bookings/K7MX', ''],
    ['/api/bookings/K7MX/payments/more', ''],
    ['/api/bookings/a/b/payments', ''],
  ])('reads the route of the contract: %s', (path, expected) => {
    expect(pathParam(undefined, request(path), 'code', '/api/bookings/:code/payments')).toBe(expected);
  });

  it('takes only the named parameter of a route with several', () => {
    const route = '/api/:locale/bookings/:code';
    expect(pathParam(undefined, request('/api/fr/bookings/ab'), 'code', route)).toBe('ab');
    expect(pathParam(undefined, request('/api/fr/bookings/ab'), 'locale', route)).toBe('fr');
  });
});
