import type { Transform } from 'node:stream';
import { brotliCompressSync, createBrotliCompress, createGzip, gzipSync, constants as zlib } from 'node:zlib';

/** Content types a CDN compresses; images and fonts are already compressed. */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|ld\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with, honouring `q=0` refusals; brotli first, as Netlify's CDN does. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string | null, contentEncoding: string | null): boolean {
  if (contentEncoding !== null && contentEncoding !== 'identity') return false;
  return contentType !== null && COMPRESSIBLE.test(contentType.toLowerCase());
}

// Quality 5 keeps brotli fast enough to compress on every request while staying close in size.
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_OPTIONS = { level: 6 };

export function createCompressor(encoding: Encoding): Transform {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip(GZIP_OPTIONS);
}

/** A whole body compressed as `createCompressor` would stream it. */
export function compressWhole(body: Uint8Array, encoding: Encoding): Uint8Array {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
}
