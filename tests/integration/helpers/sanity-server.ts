/**
 * A local server speaking the part of Sanity's HTTP API the site writes through (`data/mutate`,
 * `data/query`), over documents kept in memory and queried with groq-js, so the production
 * adapters run unchanged against it (`SANITY_API_HOST`). Also a receiver standing in for a Netlify
 * build hook. Both record every request, and can be told to fail.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

export interface SanityDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
  body: string;
}

type Mutation = Record<string, SanityDocument>;

export interface LocalSanity {
  /** For `SANITY_API_HOST`. */
  url: string;
  documents: Map<string, SanityDocument>;
  requests: RecordedRequest[];
  /** Every mutation received, in order (`{ createIfNotExists: {...} }`...). */
  mutations: Mutation[];
  /** The status every call answers with until reset (null: answer normally). */
  failWith(status: number | null): void;
  stop(): Promise<void>;
}

export interface LocalHook {
  url: string;
  requests: RecordedRequest[];
  failWith(status: number | null): void;
  stop(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function record(req: IncomingMessage, body: string): RecordedRequest {
  return {
    method: req.method ?? '',
    path: req.url ?? '',
    authorization: req.headers.authorization ?? null,
    body,
  };
}

async function listen(server: Server): Promise<{ url: string; stop: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}

/** Sanity sends query parameters as `$name=<JSON>` in the URL. */
function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [name, value] of url.searchParams) {
    if (name.startsWith('$')) params[name.slice(1)] = JSON.parse(value);
  }
  return params;
}

function applyMutation(documents: Map<string, SanityDocument>, mutation: Mutation) {
  const [operation, doc] = Object.entries(mutation)[0] ?? [];
  if (!doc) throw new Error('empty mutation');
  if (operation === 'createIfNotExists' && documents.has(doc._id)) return { id: doc._id, operation: 'none' };
  if (operation === 'create' && documents.has(doc._id)) throw new Error(`${doc._id} exists`);
  if (!['create', 'createIfNotExists', 'createOrReplace'].includes(operation ?? '')) {
    throw new Error(`unsupported mutation ${operation}`);
  }
  documents.set(doc._id, { ...doc, _rev: `rev-${documents.size}` });
  return { id: doc._id, operation: 'create' };
}

export async function startLocalSanity(options: {
  dataset: string;
  token: string;
  documents?: SanityDocument[];
}): Promise<LocalSanity> {
  const documents = new Map((options.documents ?? []).map((doc) => [doc._id, doc]));
  const requests: RecordedRequest[] = [];
  const mutations: Mutation[] = [];
  let failure: number | null = null;
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    requests.push(record(req, body));
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, value: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (failure !== null) return json(failure, { error: 'Simulated failure', statusCode: failure });
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return json(401, { error: 'Unauthorized', message: 'Session not found', statusCode: 401 });
    }
    const route = /^\/v[\w-]+\/data\/(mutate|query)\/([\w-]+)$/.exec(url.pathname);
    if (!route || route[2] !== options.dataset) return json(404, { error: 'Not found' });
    if (route[1] === 'query' && req.method === 'GET') {
      const params = queryParams(url);
      const query = url.searchParams.get('query') ?? '';
      const published = [...documents.values()].filter((doc) => !doc._id.startsWith('drafts.'));
      const result = await (await evaluate(parse(query, { params }), { dataset: published, params })).get();
      return json(200, { query, result, ms: 1 });
    }
    if (route[1] === 'mutate' && req.method === 'POST') {
      const received = (JSON.parse(body) as { mutations: Mutation[] }).mutations;
      mutations.push(...received);
      const results = received.map((mutation) => applyMutation(documents, mutation));
      return json(200, { transactionId: `tx-${mutations.length}`, results });
    }
    return json(405, { error: 'Method not allowed' });
  });
  const { url, stop } = await listen(server);
  return { url, documents, requests, mutations, failWith: (status) => (failure = status), stop };
}

/** A build hook: answers 200 to a POST, as Netlify's do. */
export async function startLocalHook(): Promise<LocalHook> {
  const requests: RecordedRequest[] = [];
  let failure: number | null = null;
  const server = createServer(async (req, res) => {
    requests.push(record(req, await readBody(req)));
    res.writeHead(failure ?? (req.method === 'POST' ? 200 : 405)).end();
  });
  const { url, stop } = await listen(server);
  return { url: `${url}/build_hooks/local-hook`, requests, failWith: (s) => (failure = s), stop };
}
