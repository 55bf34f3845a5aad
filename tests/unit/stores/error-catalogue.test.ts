import { describe, expect, it } from 'vitest';
import { islandsEn } from '../../../src/i18n/catalog/islands.en.ts';
import { islandsFr } from '../../../src/i18n/catalog/islands.fr.ts';
import {
  type CallFailure,
  ERROR_KEYS,
  type ErrorKey,
  errorKeyFor,
} from '../../../src/stores/error-catalogue.ts';

describe('errorKeyFor', () => {
  const cases: Array<[string, CallFailure, ErrorKey]> = [
    ['fetch failure', { message: 'TypeError: Failed to fetch' }, 'islands.error.network'],
    ['client network kind', { message: 'network: Network failure' }, 'islands.error.network'],
    [
      'Firefox wording',
      { message: 'NetworkError when attempting to fetch resource.' },
      'islands.error.network',
    ],
    ['time-out', { message: 'timeout: Request timed out' }, 'islands.error.timeout'],
    ['HTTP 504', { status: 504 }, 'islands.error.timeout'],
    ['connection refused', { message: 'connect ECONNREFUSED 127.0.0.1:4321' }, 'islands.error.connection'],
    ['connection closed', { message: 'Connection closed by peer' }, 'islands.error.connection'],
    ['DNS', { message: 'getaddrinfo ENOTFOUND api.example' }, 'islands.error.dns'],
    ['certificate', { message: 'unable to verify the first certificate' }, 'islands.error.ssl'],
    ['HTTP 401', { status: 401 }, 'islands.error.auth'],
    ['authentication text', { message: 'Authentication required' }, 'islands.error.auth'],
    ['HTTP 403', { status: 403 }, 'islands.error.permission'],
    ['HTTP 404', { status: 404 }, 'islands.error.notFound'],
    ['not found text', { message: 'Resource Not Found' }, 'islands.error.notFound'],
    ['HTTP 500', { status: 500 }, 'islands.error.server'],
    [
      'HTTP 502 with unreadable body',
      { status: 502, message: 'parse: Unreadable answer (HTTP 502)' },
      'islands.error.server',
    ],
    ['HTTP 429', { status: 429 }, 'islands.error.rateLimit'],
    ['rate limit text', { message: 'Rate limit exceeded' }, 'islands.error.rateLimit'],
    ['bad request', { status: 400 }, 'islands.error.parse'],
    ['JSON parse error', { message: 'Unexpected token < in JSON at position 0' }, 'islands.error.parse'],
    ['nothing known', {}, 'islands.error.generic'],
    ['unknown text', { message: 'something odd' }, 'islands.error.generic'],
  ];

  it.each(cases)('%s', (_name, failure, expected) => {
    expect(errorKeyFor(failure)).toBe(expected);
  });
});

describe('error catalogue texts', () => {
  it.each(ERROR_KEYS)('%s exists in English and French', (key) => {
    expect(islandsEn[key]).toBeTruthy();
    expect(islandsFr[key]).toBeTruthy();
    expect(islandsFr[key]).not.toBe(islandsEn[key]);
  });

  it('keeps the original product’s wording in English', () => {
    expect(islandsEn['islands.error.network']).toBe(
      'There seems to be a problem contacting the server. Please check your internet connection and try again.',
    );
    expect(islandsEn['islands.error.rateLimit']).toBe(
      'Rate limit exceeded. Please wait before making more requests.',
    );
  });
});
