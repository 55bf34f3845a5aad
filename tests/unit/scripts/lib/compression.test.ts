import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, createCompressor, isCompressible } from '../../../../scripts/lib/compression.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'gzip'],
    ['identity', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', null, true],
    ['application/javascript', null, true],
    ['application/json', null, true],
    ['image/svg+xml', null, true],
    ['image/webp', null, false],
    ['font/woff2', null, false],
    ['text/html', 'br', false],
    [null, null, false],
  ])('%s encoded as %s -> %s', (type, encoding, expected) => {
    expect(isCompressible(type, encoding)).toBe(expected);
  });
});

describe('createCompressor', () => {
  it('gzips a body that gunzips back', async () => {
    const gzip = createCompressor('gzip');
    const chunks: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((done) => gzip.on('end', done));
    gzip.end('hello hello hello');
    await ended;
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe('hello hello hello');
  });
});
