import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DATASET_PATH,
  DEFAULT_SANITY_API_VERSION,
  sanityConfigFromEnv,
} from '../../../src/content/sanity-config.ts';
import {
  createContentSource,
  createLocalSource,
  fetchSiteContent,
  parseNdjson,
} from '../../../src/content/source.ts';

/** A stand-in for Sanity's query API: same URL shape and answer, GROQ evaluated by groq-js. */
const dataset = parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH);
const requests: Array<{ method: string; url: URL; authorization: string | undefined }> = [];
let server: Server;
let apiHost: string;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', url, authorization: req.headers.authorization });
    const match = /^\/v([\w-]+)\/data\/query\/([\w-]+)$/.exec(url.pathname);
    if (!match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'not found' }));
      return;
    }
    let query = url.searchParams.get('query') ?? '';
    let params: Record<string, unknown> = {};
    for (const [name, value] of url.searchParams)
      if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
    if (req.method === 'POST') ({ query, params = {} } = JSON.parse(await readBody(req)));
    try {
      const started = performance.now();
      const result = await (await evaluate(parse(query, { params }), { dataset, params })).get();
      const ms = Math.round(performance.now() - started);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms, query, result }));
    } catch (error) {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { description: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

describe('sanityConfigFromEnv', () => {
  it.each([
    [{}, undefined],
    [
      { SANITY_PROJECT_ID: 'p1' },
      {
        projectId: 'p1',
        dataset: 'production',
        apiVersion: DEFAULT_SANITY_API_VERSION,
        token: undefined,
        apiHost: undefined,
      },
    ],
    [
      {
        SANITY_PROJECT_ID: 'p1',
        SANITY_DATASET: 'staging',
        SANITY_API_VERSION: '2024-01-01',
        SANITY_TOKEN: 'sk',
        SANITY_API_HOST: 'http://h',
      },
      { projectId: 'p1', dataset: 'staging', apiVersion: '2024-01-01', token: 'sk', apiHost: 'http://h' },
    ],
  ])('%o', (env, expected) => {
    expect(sanityConfigFromEnv(env)).toEqual(expected);
  });
});

describe('content source against a Sanity-shaped API', () => {
  it('chooses the local dataset without a project id', () => {
    expect(createContentSource({}).kind).toBe('local');
  });

  it('returns exactly the content the local dataset gives', async () => {
    requests.length = 0;
    const sanity = createContentSource({
      SANITY_PROJECT_ID: 'sawa123',
      SANITY_DATASET: 'production',
      SANITY_API_HOST: apiHost,
    });
    expect(sanity.kind).toBe('sanity');
    const [remote, local] = await Promise.all([
      fetchSiteContent(sanity),
      fetchSiteContent(createLocalSource(DEFAULT_DATASET_PATH)),
    ]);
    expect(remote).toStrictEqual(local);
    expect(remote.packages.length).toBeGreaterThanOrEqual(8);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe(`/v${DEFAULT_SANITY_API_VERSION}/data/query/production`);
    expect(request?.url.searchParams.get('perspective')).toBe('published');
    expect(request?.authorization).toBeUndefined();
  });

  it('sends parameters the way Sanity expects them', async () => {
    const sanity = createContentSource({ SANITY_PROJECT_ID: 'sawa123', SANITY_API_HOST: apiHost });
    const query = '*[_type == $type && rating >= $min] | order(_id asc)._id';
    const remote = await sanity.query<string[]>(query, { type: 'review', min: 5 });
    const local = await createLocalSource(DEFAULT_DATASET_PATH).query<string[]>(query, {
      type: 'review',
      min: 5,
    });
    expect(remote).toEqual(local);
    expect(remote.length).toBeGreaterThan(3);
    expect(requests.at(-1)?.url.searchParams.get('$type')).toBe('"review"');
  });

  it('reads published documents only, even with a token, on the pinned or configured API version', async () => {
    requests.length = 0;
    const sanity = createContentSource({
      SANITY_PROJECT_ID: 'sawa123',
      SANITY_DATASET: 'staging',
      SANITY_TOKEN: 'sk-test',
      SANITY_API_VERSION: '2025-06-01',
      SANITY_API_HOST: apiHost,
    });
    await sanity.query('count(*[_type == "faq"])');
    expect(requests[0]?.url.pathname).toBe('/v2025-06-01/data/query/staging');
    expect(requests[0]?.url.searchParams.get('perspective')).toBe('published');
    expect(requests[0]?.authorization).toBe('Bearer sk-test');
    expect(sanity.description).not.toContain('sk-test');
  });

  it('fails with the API error when a query is wrong', async () => {
    const sanity = createContentSource({ SANITY_PROJECT_ID: 'sawa123', SANITY_API_HOST: apiHost });
    await expect(sanity.query('*[_type == ')).rejects.toThrow();
  });
});
