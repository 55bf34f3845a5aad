import { afterEach, describe, expect, it } from 'vitest';
import {
  batchTexts,
  createDeeplClient,
  DeeplError,
  deeplBaseUrl,
} from '../../../../src/content/translation/deepl-client.ts';
import { type ScriptedAnswer, startDeeplServer, translateAll } from './deepl-server.ts';

let server: Awaited<ReturnType<typeof startDeeplServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const noWait = async () => {};

function client(url: string, sleeps: number[] = []) {
  return createDeeplClient({
    authKey: 'secret-key:fx',
    apiUrl: url,
    maxRetries: 3,
    baseDelayMs: 100,
    sleep: async (ms) => {
      sleeps.push(ms);
      await noWait();
    },
  });
}

describe('deeplBaseUrl', () => {
  it.each([
    ['abc:fx', undefined, 'https://api-free.deepl.com'],
    ['abc', undefined, 'https://api.deepl.com'],
    ['abc:fx', 'http://127.0.0.1:9999/', 'http://127.0.0.1:9999'],
  ])('key %j, override %j -> %s', (key, override, expected) => {
    expect(deeplBaseUrl(key, override)).toBe(expected);
  });
});

describe('batchTexts', () => {
  it.each([
    ['120 short texts: 50 per batch', Array.from({ length: 120 }, (_, i) => `t${i}`), [50, 50, 20]],
    [
      '3 texts of 50 KiB: two per batch at most',
      Array.from({ length: 3 }, () => 'x'.repeat(50 * 1024)),
      [2, 1],
    ],
    ['one text over the limit still goes alone', ['x'.repeat(130 * 1024), 'y'], [1, 1]],
    ['nothing', [], []],
  ])('%s', (_, texts, sizes) => {
    const batches = batchTexts(texts);
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(texts);
  });
});

describe('createDeeplClient against a DeepL-shaped server', () => {
  it('posts JSON to /v2/translate with the key header, EN to FR, formal', async () => {
    server = await startDeeplServer();
    expect(await client(server.url).translate(['Hello', 'Good night'])).toEqual([
      'FR:Hello',
      'FR:Good night',
    ]);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v2/translate');
    expect(request?.headers.authorization).toBe('DeepL-Auth-Key secret-key:fx');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      text: ['Hello', 'Good night'],
      source_lang: 'EN',
      target_lang: 'FR',
      formality: 'prefer_more',
    });
  });

  it('asks for XML tag handling for tagged rich text', async () => {
    server = await startDeeplServer();
    await client(server.url).translate(['<m1>Hi</m1>'], { tagHandling: 'xml' });
    expect(server.requests[0]?.body.tag_handling).toBe('xml');
  });

  it('sends many texts in batches of 50 and keeps their order', async () => {
    server = await startDeeplServer();
    const texts = Array.from({ length: 123 }, (_, i) => `Text ${i}`);
    expect(await client(server.url).translate(texts)).toEqual(texts.map((text) => `FR:${text}`));
    expect(server.requests.map((request) => request.body.text.length)).toEqual([50, 50, 23]);
  });

  it.each<[string, ScriptedAnswer, number]>([
    [
      '429 with Retry-After',
      { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '2' } },
      2000,
    ],
    ['429 without Retry-After', { status: 429, body: { message: 'Too many requests' } }, 100],
    ['500', { status: 500, body: { message: 'Internal error' } }, 100],
    ['503', { status: 503 }, 100],
  ])('retries after %s', async (_, failure, firstDelay) => {
    server = await startDeeplServer([() => failure, () => failure, translateAll]);
    const sleeps: number[] = [];
    expect(await client(server.url, sleeps).translate(['Hello'])).toEqual(['FR:Hello']);
    expect(server.requests).toHaveLength(3);
    expect(sleeps[0]).toBe(firstDelay);
    if (firstDelay === 100) expect(sleeps).toEqual([100, 200]);
  });

  it('gives up after the last retry with the status', async () => {
    server = await startDeeplServer(Array.from({ length: 10 }, () => () => ({ status: 502 })));
    const error = await client(server.url)
      .translate(['Hello'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeeplError);
    expect((error as DeeplError).status).toBe(502);
    expect(server.requests).toHaveLength(4);
  });

  it.each<[number, string]>([
    [403, 'Wrong auth key'],
    [456, 'Quota exceeded'],
    [400, 'Bad request. Reason: Value for target_lang not supported'],
  ])("fails at once on %i with DeepL's message", async (status, message) => {
    server = await startDeeplServer([() => ({ status, body: { message } })]);
    const error = await client(server.url)
      .translate(['Hello'])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeeplError);
    expect((error as DeeplError).status).toBe(status);
    expect((error as DeeplError).message).toContain(message);
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an answer with the wrong number of translations', async () => {
    server = await startDeeplServer([() => ({ status: 200, body: { translations: [] } })]);
    await expect(client(server.url).translate(['Hello'])).rejects.toThrow(DeeplError);
  });

  it('retries when the server cannot be reached, then fails', async () => {
    server = await startDeeplServer();
    const { url } = server;
    await server.close();
    server = undefined;
    const sleeps: number[] = [];
    await expect(client(url, sleeps).translate(['Hello'])).rejects.toThrow(/unreachable/);
    expect(sleeps).toEqual([100, 200, 400]);
  });
});
