/**
 * Production adapter for DeepL's text API (`POST /v2/translate`), English to French. Texts are sent in
 * batches within DeepL's limits (50 texts, 128 KiB per request); 429 and 5xx answers are retried with
 * exponential backoff, honouring `Retry-After`; other refusals fail at once with DeepL's message.
 */

/** DeepL's documented ceiling on texts per request. */
export const MAX_TEXTS_PER_REQUEST = 50;
/** DeepL allows 128 KiB per request body; leave room for the JSON around the texts. */
export const MAX_BATCH_BYTES = 120 * 1024;

export interface DeeplClientOptions {
  authKey: string;
  /** Overrides the endpoint chosen from the key (tests, proxies). */
  apiUrl?: string | undefined;
  /** Retries after the first attempt on 429 and 5xx. */
  maxRetries?: number;
  /** First backoff delay; doubled on each retry. */
  baseDelayMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface TranslateOptions {
  /** `xml` for rich-text blocks serialised with inline tags. */
  tagHandling?: 'xml';
}

export interface DeeplClient {
  /** French for each English text, in the same order. */
  translate(texts: readonly string[], options?: TranslateOptions): Promise<string[]>;
}

export class DeeplError extends Error {
  override readonly name = 'DeeplError';
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** Free-plan keys end in `:fx` and have their own host. */
export function deeplBaseUrl(authKey: string, override?: string): string {
  if (override) return override.replace(/\/+$/, '');
  return authKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';
}

/** Splits texts into request-sized batches, keeping their order. */
export function batchTexts(
  texts: readonly string[],
  maxTexts = MAX_TEXTS_PER_REQUEST,
  maxBytes = MAX_BATCH_BYTES,
) {
  const batches: string[][] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const text of texts) {
    // JSON escaping can grow a text; its JSON form is what counts against the limit.
    const size = Buffer.byteLength(JSON.stringify(text)) + 1;
    if (current.length > 0 && (current.length >= maxTexts || bytes + size > maxBytes)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

function isRetryable(status: number): boolean {
  return status === 429 || status >= 500;
}

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

async function errorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: the raw body, trimmed, says enough.
  }
  return body.slice(0, 200) || response.statusText;
}

function parseTranslations(json: unknown, expected: number): string[] {
  const translations = (json as { translations?: unknown })?.translations;
  if (!Array.isArray(translations) || translations.length !== expected) {
    throw new DeeplError(
      `DeepL answered ${Array.isArray(translations) ? translations.length : 'no'} translations for ${expected} texts`,
    );
  }
  return translations.map((item: unknown) => {
    const text = (item as { text?: unknown })?.text;
    if (typeof text !== 'string') throw new DeeplError('DeepL answered a translation without text');
    return text;
  });
}

export function createDeeplClient(options: DeeplClientOptions): DeeplClient {
  const endpoint = `${deeplBaseUrl(options.authKey, options.apiUrl)}/v2/translate`;
  const maxRetries = options.maxRetries ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function translateBatch(texts: string[], translateOptions: TranslateOptions): Promise<string[]> {
    const body = JSON.stringify({
      text: texts,
      source_lang: 'EN',
      target_lang: 'FR',
      // Vouvoiement: the site addresses its visitors formally.
      formality: 'prefer_more',
      ...(translateOptions.tagHandling ? { tag_handling: translateOptions.tagHandling } : {}),
    });
    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(endpoint, {
          method: 'POST',
          headers: { Authorization: `DeepL-Auth-Key ${options.authKey}`, 'Content-Type': 'application/json' },
          body,
        });
      } catch (error) {
        if (attempt >= maxRetries) throw new DeeplError(`DeepL unreachable: ${(error as Error).message}`);
        await sleep(baseDelayMs * 2 ** attempt);
        continue;
      }
      if (response.ok) return parseTranslations(await response.json(), texts.length);
      const message = await errorMessage(response);
      if (!isRetryable(response.status) || attempt >= maxRetries) {
        throw new DeeplError(`DeepL refused the request (${response.status}): ${message}`, response.status);
      }
      await sleep(retryAfterMs(response) ?? baseDelayMs * 2 ** attempt);
    }
  }

  return {
    async translate(texts, translateOptions = {}) {
      const results: string[] = [];
      for (const batch of batchTexts(texts)) results.push(...(await translateBatch(batch, translateOptions)));
      return results;
    },
  };
}
