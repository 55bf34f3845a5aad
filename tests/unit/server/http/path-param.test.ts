import { describe, expect, it } from 'vitest';
import { pathParam } from '../../../../src/server/http/handler.ts';

const pattern = /^\/api\/bookings\/([^/]+)$/;
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
});
