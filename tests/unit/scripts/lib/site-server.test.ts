import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalFunctions, startLocalFunctions } from '../../../../scripts/lib/local-functions.ts';
import { type RunningServer, startSiteServer } from '../../../../scripts/lib/site-server.ts';

const NETLIFY_TOML = `[build]
  publish = "dist"
[functions]
  directory = "functions"
[[redirects]]
  from = "/packages/search/*"
  to = "/packages/search"
  status = 200
[[redirects]]
  from = "/fr/*"
  to = "/fr/404"
  status = 404
[[headers]]
  for = "/*"
  [headers.values]
    X-Content-Type-Options = "nosniff"
[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`;

const FUNCTION = `export default async (request, context) => Response.json({
  method: request.method,
  body: request.method === 'POST' ? await request.json() : null,
  from: request.headers.get('x-forwarded-for'),
  ip: context.ip,
});
export const config = { path: '/api/echo' };
`;

const THROWING = `export default async () => { throw new Error('broken on purpose'); };
export const config = { path: '/api/broken' };
`;

const page = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><p>${'text '.repeat(50)}</p>`;

let root: string;
let server: RunningServer;
let functions: LocalFunctions;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'site-server-test-'));
  await mkdir(join(root, 'dist', 'fr'), { recursive: true });
  await mkdir(join(root, 'dist', 'packages'), { recursive: true });
  await mkdir(join(root, 'dist', '_astro'), { recursive: true });
  await mkdir(join(root, 'functions'), { recursive: true });
  await writeFile(join(root, 'netlify.toml'), NETLIFY_TOML);
  await writeFile(join(root, 'functions', 'echo.mjs'), FUNCTION);
  await writeFile(join(root, 'functions', 'broken.mjs'), THROWING);
  await writeFile(join(root, 'dist', 'index.html'), page('Home'));
  await writeFile(join(root, 'dist', 'about.html'), page('About'));
  await writeFile(join(root, 'dist', 'fr.html'), page('Accueil'));
  await writeFile(join(root, 'dist', 'fr', 'about.html'), page('À propos'));
  await writeFile(join(root, 'dist', 'packages', 'search.html'), page('Booking details'));
  await writeFile(join(root, 'dist', 'fr', '404.html'), page('Page introuvable'));
  await writeFile(join(root, 'dist', '404.html'), page('Not found'));
  await writeFile(join(root, 'dist', '_astro', 'app.js'), 'console.log(1);');
  await writeFile(
    join(root, 'dist', '_redirects'),
    '/offers /packages 301\n/wa https://wa.me/237 302\n/about /home 301\n',
  );
  await writeFile(
    join(root, 'dist', '_headers'),
    "/*\n  Content-Security-Policy: site-wide\n/fr/about\n  Content-Security-Policy: default-src 'self'\n",
  );
  functions = await startLocalFunctions({ projectRoot: root, log: () => {} });
  server = await startSiteServer({ projectRoot: root, functions, port: 0, log: () => {} });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await functions?.stop();
  await rm(root, { recursive: true, force: true });
});

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((done, fail) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', fail);
  });
}

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', ...init });

describe('startSiteServer', () => {
  it.each([
    ['/', 200, 'Home'],
    ['/about', 200, 'About'],
    ['/packages/search/ABCD-EFGH', 200, 'Booking details'],
    ['/fr', 200, 'Accueil'],
    ['/fr/about', 200, 'À propos'],
    ['/fr/nowhere', 404, 'Page introuvable'],
    ['/nowhere', 404, 'Not found'],
  ])('GET %s answers %i with the right page', async (path, status, title) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('applies the headers of netlify.toml to static files', async () => {
    const response = await get('/_astro/app.js');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await response.body?.cancel();
  });

  it.each([
    ['/', 'site-wide'],
    ['/about', 'site-wide'],
    // A file that shadows the `/fr/*` 404 rule keeps its own path's headers, as on Netlify.
    ['/fr/about', "default-src 'self'"],
    // Netlify's 404 page carries the headers of the requested path.
    ['/fr/nowhere', 'site-wide'],
    ['/nowhere', 'site-wide'],
  ])('applies the build’s _headers to %s', async (path, policy) => {
    const response = await get(path);
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    await response.body?.cancel();
  });

  it('applies the _redirects file of the publish folder, files first unless forced', async () => {
    const offers = await get('/offers');
    expect(offers.status).toBe(301);
    expect(offers.headers.get('location')).toBe('/packages');
    const external = await get('/wa');
    expect(external.headers.get('location')).toBe('https://wa.me/237');
    expect((await get('/about')).status).toBe(200);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses with %s when the client accepts it', async (encoding, decompress) => {
    // fetch() would decompress on its own: read the raw bytes.
    const response = await rawGet(`${server.url}/`, { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(decompress(response.body).toString()).toContain('<title>Home</title>');
  });

  it('runs functions with the request body and the caller address', async () => {
    const response = await get('/api/echo', { method: 'POST', body: JSON.stringify({ spots: 3 }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'POST',
      body: { spots: 3 },
      from: '127.0.0.1',
      ip: '127.0.0.1',
    });
  });

  it("gives functions the connection's address as context.ip, never a client-written one", async () => {
    const response = await get('/api/echo', {
      headers: { 'x-forwarded-for': '198.51.100.9', 'x-nf-client-connection-ip': '198.51.100.10' },
    });
    expect(await response.json()).toMatchObject({ from: '127.0.0.1', ip: '127.0.0.1' });
  });

  it('answers 500 with the envelope when a function throws, and keeps serving', async () => {
    const response = await get('/api/broken', { headers: { 'accept-language': 'fr' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ ok: false, data: { key: 'api.error.generic' } });
    expect((await get('/api/echo')).status).toBe(200);
  });

  it('answers a file the second time from memory, with the same headers and bytes', async () => {
    await writeFile(join(root, 'dist', 'kept.html'), page('Kept'));
    // Framing headers differ by nature: the platform streams (chunked), the copy has its length.
    const comparable = ({ headers }: { headers: IncomingHttpHeaders }) => {
      const { date: _date, 'content-length': _length, 'transfer-encoding': _chunked, ...rest } = headers;
      return rest;
    };
    const first = await rawGet(`${server.url}/kept`, { 'accept-encoding': 'br' });
    const second = await rawGet(`${server.url}/kept`, { 'accept-encoding': 'br' });
    expect(first.headers['content-length']).toBeUndefined();
    expect(second.headers['content-length']).toBe(String(second.body.byteLength));
    expect(comparable(second)).toEqual(comparable(first));
    expect(second.headers['content-security-policy']).toBe('site-wide');
    expect(brotliDecompressSync(second.body).toString()).toBe(page('Kept'));
    const plain = await rawGet(`${server.url}/kept`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page('Kept'));
  });

  it('serves a rebuilt file anew, never the copy it kept', async () => {
    const file = join(root, 'dist', 'rebuilt.html');
    await writeFile(file, page('First build'));
    expect(await (await get('/rebuilt')).text()).toContain('First build');
    await writeFile(file, page('Second build, longer'));
    expect(await (await get('/rebuilt')).text()).toContain('Second build, longer');
    await rm(file);
    expect((await get('/rebuilt')).status).toBe(404);
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('startSiteServer with another publish folder', () => {
  it('serves that folder, with the project functions and their imports', async () => {
    const otherDist = await mkdtemp(join(tmpdir(), 'site-server-dist-'));
    await writeFile(join(otherDist, 'index.html'), page('Other build'));
    await mkdir(join(root, 'lib'), { recursive: true });
    await writeFile(join(root, 'lib', 'answer.mjs'), 'export const answer = 42;\n');
    await writeFile(
      join(root, 'functions', 'answer.mjs'),
      "import { answer } from '../lib/answer.mjs';\nexport default async () => Response.json({ answer });\nexport const config = { path: '/api/answer' };\n",
    );
    const others = await startLocalFunctions({ projectRoot: root, log: () => {} });
    const other = await startSiteServer({
      projectRoot: root,
      functions: others,
      publishDir: otherDist,
      port: 0,
      log: () => {},
    });
    try {
      expect(await (await fetch(`${other.url}/`)).text()).toContain('<title>Other build</title>');
      expect(await (await fetch(`${other.url}/api/answer`)).json()).toEqual({ answer: 42 });
    } finally {
      await other.stop();
      await others.stop();
      await rm(otherDist, { recursive: true, force: true });
    }
  });
});
