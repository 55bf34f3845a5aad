import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalFunctions, startLocalFunctions } from '../../../../scripts/lib/local-functions.ts';

const answering = (word: string) => `export default async () => new Response('${word}');
export const config = { path: '/api/word' };
`;
// Ends its process as a crash in a module would.
const CRASHING = `export default async () => { setTimeout(() => process.exit(3), 300); return new Response('bye'); };
export const config = { path: '/api/crash' };
`;

let root: string;
let functions: LocalFunctions;
let siteUrl: string;
let stopSite: () => Promise<void>;
const logged: string[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-functions-test-'));
  await mkdir(join(root, 'functions'), { recursive: true });
  await writeFile(join(root, 'functions', 'word.mjs'), answering('one'));
  await writeFile(join(root, 'functions', 'crash.mjs'), CRASHING);
  functions = await startLocalFunctions({ projectRoot: root, log: (line) => logged.push(line), watch: true });
  // The site server's part: every request goes to the functions.
  const site = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    void functions.call(request, url).then(async (answer) => {
      response.writeHead(answer.status).end(await answer.text());
    });
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  stopSite = () => new Promise((done) => site.close(() => done()));
}, 60_000);

afterAll(async () => {
  await stopSite?.();
  await functions?.stop();
  await rm(root, { recursive: true, force: true });
});

const text = async (path: string) => (await fetch(`${siteUrl}${path}`)).text();

describe('startLocalFunctions', () => {
  it('matches routes by method and path', async () => {
    expect((await functions.match('GET', '/api/word'))?.route.name).toBe('word');
    expect(await functions.match('GET', '/api/none')).toBeUndefined();
  });

  it('uses the new code at the next call after a file changed (npm run dev)', async () => {
    expect(await text('/api/word')).toBe('one');
    await writeFile(join(root, 'functions', 'word.mjs'), answering('two'));
    await expect.poll(() => text('/api/word'), { timeout: 20_000 }).toBe('two');
  }, 30_000);

  it('starts a new process at the next call after one stopped, and says so', async () => {
    expect(await text('/api/crash')).toBe('bye');
    await expect
      .poll(() => logged.some((line) => line.includes('exit code 3')), { timeout: 10_000 })
      .toBe(true);
    expect(await text('/api/word')).toBe('two');
  }, 30_000);
});
