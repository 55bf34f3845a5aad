import { describe, expect, it } from 'vitest';
import { isJsonContentType, localeOf, readJsonBody } from '../../../../src/server/http/request.ts';

const req = (headers: Record<string, string> = {}, body?: string) =>
  new Request('http://x/api', {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(body === undefined ? {} : { body }),
  });

describe('localeOf', () => {
  it.each([
    ['', undefined, 'en'],
    ['fr', undefined, 'fr'],
    ['fr-CM,fr;q=0.9,en;q=0.8', undefined, 'fr'],
    ['de-DE,fr;q=0.5,en;q=0.7', undefined, 'en'],
    ['de-DE,fr;q=0.5', undefined, 'fr'],
    ['en;q=0,fr;q=0.1', undefined, 'fr'],
    ['fr', 'en', 'en'],
    ['en', 'fr', 'fr'],
    ['fr', 'de', 'fr'],
  ])('Accept-Language %j with body locale %s -> %s', (header, bodyLocale, expected) => {
    expect(localeOf(req(header ? { 'accept-language': header } : {}), bodyLocale)).toBe(expected);
  });
});

describe('readJsonBody', () => {
  it.each([
    [{ 'content-type': 'application/json' }, '{"a":1}', { ok: true, value: { a: 1 } }],
    [{ 'content-type': 'Application/JSON; charset=UTF-8' }, '{"a":1}', { ok: true, value: { a: 1 } }],
    [{ 'content-type': 'application/merge-patch+json' }, '{"a":1}', { ok: false, status: 415 }],
    [{ 'content-type': 'text/plain;charset=UTF-8' }, '{"a":1}', { ok: false, status: 415 }],
    [{}, '{"a":1}', { ok: false, status: 415 }],
    [
      { 'content-type': 'application/json' },
      '{"a":',
      { ok: false, status: 400, key: 'api.error.malformedJson' },
    ],
    [{ 'content-type': 'multipart/form-data; boundary=x' }, '{}', { ok: false, status: 415 }],
    [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', { ok: false, status: 415 }],
    [{ 'content-type': 'application/json' }, `"${'x'.repeat(100)}"`, { ok: false, status: 413 }],
    [{ 'content-type': 'application/json', 'content-length': '999999' }, '{}', { ok: false, status: 413 }],
  ])('%j %s', async (headers, body, expected) => {
    expect(await readJsonBody(req(headers, body), 64)).toMatchObject(expected);
  });
});

describe('isJsonContentType', () => {
  it.each([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['application/json;charset="UTF-8"', true],
    ['application/json; charset=iso-8859-1', false],
    ['application/json; boundary=x', false],
    ['application/jsonp', false],
    ['text/json', false],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
    ['multipart/form-data; boundary=x', false],
    ['', false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isJsonContentType(value)).toBe(expected);
  });
});
