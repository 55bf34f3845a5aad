/**
 * `npm run content:import` against a local server speaking Sanity's asset and mutation API: every
 * image uploaded once, references rewritten to the ids Sanity answers, every document written with
 * createOrReplace, the translation memory as French texts, the token sent, no network.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDataset, rewriteReferences } from '../../scripts/lib/content-import.ts';
import { DEFAULT_DATASET_PATH, DEFAULT_SANITY_API_VERSION } from '../../src/content/sanity-config.ts';
import { createSanityClient, parseNdjson } from '../../src/content/source.ts';
import { createMemory } from '../../src/content/translation/memory.ts';

interface Mutation {
  createOrReplace?: { _id: string; _type: string; [field: string]: unknown };
}

const uploads: Array<{ path: string; filename: string | null; sha1: string; authorization?: string }> = [];
const mutations: Mutation[] = [];
let server: Server;
let apiHost: string;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const body = await readBody(req);
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (req.method === 'POST' && /^\/v[\w-]+\/assets\/images\/sample$/.test(url.pathname)) {
      const sha1 = createHash('sha1').update(body).digest('hex');
      uploads.push({
        path: url.pathname,
        filename: url.searchParams.get('filename'),
        sha1,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      // Sanity names an asset after its content's hash and size.
      return json(200, { document: { _id: `image-${sha1}-1600x1067-jpg`, _type: 'sanity.imageAsset' } });
    }
    if (req.method === 'POST' && /^\/v[\w-]+\/data\/mutate\/sample$/.test(url.pathname)) {
      const parsed = JSON.parse(body.toString('utf8')) as { mutations: Mutation[] };
      mutations.push(...parsed.mutations);
      return json(200, {
        transactionId: `tx-${mutations.length}`,
        results: parsed.mutations.map((m) => ({ id: m.createOrReplace?._id, operation: 'update' })),
      });
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const sample = parseNdjson(readFileSync(DEFAULT_DATASET_PATH, 'utf8'), DEFAULT_DATASET_PATH) as Array<{
  _id: string;
  _type: string;
}>;

describe('content:import', () => {
  it('uploads the images, rewrites references and writes every document', async () => {
    const client = createSanityClient({
      projectId: 'abc123',
      dataset: 'sample',
      apiVersion: DEFAULT_SANITY_API_VERSION,
      token: 'write-token',
      apiHost,
    }).withConfig({ useCdn: false });
    const memory = createMemory([
      { en: 'Hotel', fr: 'Hôtel', source: 'human' },
      { en: 'Beach', fr: 'Plage', source: 'deepl' },
    ]);
    const result = await importDataset({
      client,
      datasetPath: DEFAULT_DATASET_PATH,
      imagesDir: 'content/sample/images',
      memory,
      batchSize: 40,
      log: () => {},
    });

    const assets = sample.filter((doc) => doc._type === 'sanity.imageAsset');
    const content = sample.filter((doc) => !doc._type.startsWith('sanity.'));
    expect(result).toEqual({ images: assets.length, documents: content.length, translations: 2 });
    expect(uploads).toHaveLength(assets.length);
    expect(uploads.every((upload) => upload.authorization === 'Bearer write-token')).toBe(true);
    expect(uploads.every((upload) => upload.filename?.endsWith('.jpg'))).toBe(true);

    const written = mutations.map((m) => m.createOrReplace);
    expect(written.every(Boolean)).toBe(true);
    expect(written.map((doc) => doc?._id).sort()).toEqual(
      [
        ...content.map((doc) => doc._id),
        `translation-${[...memory.keys()][0]}`,
        `translation-${[...memory.keys()][1]}`,
      ].sort(),
    );
    // No reference to an image id of the local dataset is left: each points at an uploaded asset.
    const uploadedIds = new Set(uploads.map((upload) => `image-${upload.sha1}-1600x1067-jpg`));
    const refs = JSON.stringify(written).match(/"_ref":"image-[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.every((ref) => uploadedIds.has(ref.slice(8, -1)))).toBe(true);
    // Sanity sets these itself.
    expect(written.some((doc) => doc && ('_rev' in doc || '_createdAt' in doc))).toBe(false);

    const french = written.filter((doc) => doc?._type === 'translation');
    expect(french.map((doc) => [doc?.en, doc?.status]).sort()).toEqual([
      ['Beach', 'machine'],
      ['Hotel', 'checked'],
    ]);
  });

  it('rewrites only references it knows', () => {
    const ids = new Map([['image-old', 'image-new']]);
    expect(
      rewriteReferences(
        { a: [{ _ref: 'image-old' }, { _ref: 'trip-x' }], b: { _ref: 'image-old', x: 1 } },
        ids,
      ),
    ).toEqual({ a: [{ _ref: 'image-new' }, { _ref: 'trip-x' }], b: { _ref: 'image-new', x: 1 } });
  });
});
