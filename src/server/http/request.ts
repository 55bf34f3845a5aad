/** Reading a function's request: locale, size-limited JSON body. */
import { MAX_BODY_BYTES } from '../../api/contract.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n/locales.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/** The first supported language of `Accept-Language` (quality order), else English. */
export function localeOf(request: Request, bodyLocale?: unknown): Locale {
  if (isLocale(bodyLocale)) return bodyLocale;
  const header = request.headers.get('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * The language of a download (a CSV export): the `locale` its address names (a plain link's request
 * says the browser's language, not the page's), else as `localeOf`.
 */
export function downloadLocale(request: Request): Locale {
  return localeOf(request, new URL(request.url).searchParams.get('locale'));
}

export type BodyResult =
  | { ok: true; value: unknown; raw: string }
  | { ok: false; status: number; key: MessageKey };

/** `application/json`, optionally with a UTF-8 charset: the only body type the functions read. */
export function isJsonContentType(value: string | null): boolean {
  if (value === null) return false;
  const [type = '', ...params] = value.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((param) => param === '' || /^charset=(?:utf-8|"utf-8")$/.test(param));
}

/**
 * Refuses any body that is not JSON with 415, before reading a byte of it (a form or `text/plain`
 * POST is what another web page can make a visitor's browser send without asking: no CORS
 * preflight); then reads at most `limit` bytes (refusing more without reading it all) and parses JSON.
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return { ok: false, status: 415, key: 'api.error.unsupportedMediaType' };
  }
  const raw = await readText(request, limit);
  if (raw === null) return { ok: false, status: 413, key: 'api.error.bodyTooLarge' };
  try {
    return { ok: true, value: JSON.parse(raw) as unknown, raw };
  } catch {
    return { ok: false, status: 400, key: 'api.error.malformedJson' };
  }
}

/** The body as text, or null when it is over `limit` bytes. */
export async function readText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytes(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** The body's bytes as sent (what a signature covers), or null when over `limit` bytes. */
export async function readBytes(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
