import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  installWarmFunctions,
  invoke,
  oneShotShapeProblem,
  stopWarmFunctions,
} from '../../../../scripts/lib/warm-functions.ts';

// A function as the library's worker sees it: a Lambda-style handler. It counts its calls, so a
// warm instance (the same module) is told from a fresh one.
const ENTRY = `
import { writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
let calls = 0;
export const handler = async (event) => {
  calls += 1;
  if (event.path === '/throw') throw new Error('boom');
  if (event.path === '/hang') await new Promise(() => {});
  if (event.path === '/slow') await new Promise((done) => setTimeout(done, 300));
  if (event.path.startsWith('/later/')) {
    // Work after the answer, as a function hands an e-mail to waitUntil.
    const marker = decodeURIComponent(event.path.slice('/later/'.length));
    setTimeout(() => writeFileSync(marker, 'done'), 300);
    await new Promise((done) => setTimeout(done, 100));
  }
  return { statusCode: 200, body: JSON.stringify({ calls, threadId, greeting: process.env.GREETING ?? null }) };
};
`;

// A streamed answer, as the platform's v2 functions give.
const STREAMING_ENTRY = `
let calls = 0;
export const handler = awslambda.streamifyResponse(async (event, stream) => {
  calls += 1;
  stream.write('call ' + calls);
  setTimeout(() => stream.end(), 50);
});
`;

let dir: string;
let entry: string;
let streaming: string;

const call = async (
  path: string,
  options: { file?: string; timeoutMs?: number; env?: Record<string, string> } = {},
) =>
  invoke({
    entryFilePath: pathToFileURL(options.file ?? entry).href,
    environment: options.env ?? {},
    clientContext: '{}',
    event: { path, httpMethod: 'GET', headers: {} },
    timeoutMs: options.timeoutMs ?? 5_000,
  });

const bodyOf = async (path: string, options?: Parameters<typeof call>[1]) =>
  JSON.parse(String((await call(path, options))['body'])) as {
    calls: number;
    threadId: number;
    greeting: string | null;
  };

const readStream = (port: number) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: 'localhost' });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });

describe('warm function instances', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'warm-functions-'));
    entry = join(dir, 'entry.mjs');
    streaming = join(dir, 'streaming.mjs');
    await writeFile(entry, ENTRY);
    await writeFile(streaming, STREAMING_ENTRY);
  });
  afterAll(async () => {
    await stopWarmFunctions();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves one call after another from the same instance', async () => {
    const first = await bodyOf('/');
    const second = await bodyOf('/');
    expect(second.threadId).toBe(first.threadId);
    expect(second.calls).toBe(first.calls + 1);
  });

  it('starts another instance when calls overlap, one call at a time each', async () => {
    const [a, b] = await Promise.all([bodyOf('/slow'), bodyOf('/slow')]);
    expect(a.threadId).not.toBe(b.threadId);
  });

  it('gives a rebuilt function fresh instances', async () => {
    await bodyOf('/');
    const later = new Date(Date.now() + 60_000);
    await utimes(entry, later, later);
    expect((await bodyOf('/')).calls).toBe(1);
  });

  it('lets an instance it does not keep finish the work it started after answering', async () => {
    const markers = [1, 2, 3, 4].map((n) => join(dir, `later-${n}`));
    await Promise.all(markers.map((marker) => call(`/later/${encodeURIComponent(marker)}`)));
    await new Promise((done) => setTimeout(done, 800));
    expect(markers.filter((marker) => existsSync(marker))).toEqual(markers);
  });

  it('passes the environment to the instance, and another environment gets its own', async () => {
    expect((await bodyOf('/', { env: { GREETING: 'akwaaba' } })).greeting).toBe('akwaaba');
    expect((await bodyOf('/')).greeting).toBeNull();
  });

  it('ends an instance whose call failed or ran out of time; the next call gets a fresh one', async () => {
    const before = await bodyOf('/');
    await expect(call('/throw')).rejects.toThrow(/boom/);
    const afterThrow = await bodyOf('/');
    expect(afterThrow.threadId).not.toBe(before.threadId);

    await expect(call('/hang', { timeoutMs: 200 })).rejects.toThrow();
    const afterHang = await bodyOf('/');
    expect(afterHang.threadId).not.toBe(afterThrow.threadId);
    expect(afterHang.calls).toBe(1);
  });

  it('keeps an instance until its streamed body is read, then serves the next call from it', async () => {
    const first = await call('/', { file: streaming });
    // Calls overlapping the first one's stream get their own instance: nothing is cut off.
    const overlapping = await call('/', { file: streaming });
    expect(await readStream(Number(first['streamPort']))).toBe('call 1');
    expect(await readStream(Number(overlapping['streamPort']))).toBe('call 1');
    await new Promise((done) => setTimeout(done, 50));
    const next = await call('/', { file: streaming });
    expect(await readStream(Number(next['streamPort']))).toBe('call 2');
  });

  it('answers the library, which asks for a one-shot worker, from a warm instance', async () => {
    installWarmFunctions();
    const oneShot = new URL('./worker.js', import.meta.resolve('@netlify/functions-dev'));
    const workerData = {
      entryFilePath: pathToFileURL(entry).href,
      environment: {},
      clientContext: '{}',
      event: { path: '/', httpMethod: 'GET', headers: {} },
      timeoutMs: 5_000,
    };
    const ask = () =>
      new Promise<{ body: string }>((resolve, reject) => {
        const worker = new Worker(oneShot, { workerData });
        worker.on('message', resolve);
        worker.on('error', reject);
      });
    const first = JSON.parse((await ask()).body) as { calls: number; threadId: number };
    const second = JSON.parse((await ask()).body) as { calls: number; threadId: number };
    expect(second).toEqual({ ...first, calls: first.calls + 1, greeting: null });
  });

  it('refuses a library worker of another shape, and accepts the installed one', () => {
    const installed = new URL('./worker.js', import.meta.resolve('@netlify/functions-dev'));
    expect(oneShotShapeProblem(readFileSync(installed, 'utf8'))).toBeNull();
    expect(oneShotShapeProblem('const { entryFilePath, event } = workerData')).toMatch(/npm install/);
  });
});
