/**
 * Serves a built site the way Netlify does, behind a plain `node:http` server that compresses like
 * the CDN: first the functions whose `config.path` takes the request (`local-functions.ts`, as
 * Netlify puts function routes before redirects and files unless `preferStatic`), then static
 * files from the publish folder with the redirects, rewrites and headers of `netlify.toml`, through
 * the public API of `@netlify/dev` with its own functions turned off. Edge functions do not run
 * offline: the one the site has (trailing slashes) is applied here.
 */
import { copyFile, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { NetlifyDev } from '@netlify/dev';
import { HeadersHandler } from '@netlify/headers';
import { trailingSlashResponse } from '../../src/seo/trailing-slash.ts';
import { chooseEncoding, createCompressor, type Encoding, isCompressible } from './compression.ts';
import type { LocalFunctions } from './local-functions.ts';
import {
  matchRedirect,
  parseNetlifyTomlRedirects,
  parseRedirectsFile,
  type RedirectRule,
} from './redirects-file.ts';
import { StaticAnswers } from './static-answers.ts';

export interface SiteServerOptions {
  /** Folder holding `netlify.toml`. */
  projectRoot: string;
  /** The functions, already loaded (`startLocalFunctions`); none for a static site (Lighthouse). */
  functions?: LocalFunctions;
  /** The built site; `<projectRoot>/dist` by default (the `publish` folder of netlify.toml). */
  publishDir?: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  log?: (line: string) => void;
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

const BODYLESS_METHODS = new Set(['GET', 'HEAD']);
const NO_FUNCTIONS: LocalFunctions = {
  match: async () => undefined,
  call: async () => new Response(null, { status: 404 }),
  routes: () => [],
  stop: async () => {},
};
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export async function startSiteServer(options: SiteServerOptions): Promise<RunningServer> {
  const functions = options.functions ?? NO_FUNCTIONS;
  const publishDir = resolve(options.publishDir ?? join(options.projectRoot, 'dist'));
  const stage = await stageProjectRoot(resolve(options.projectRoot), publishDir);
  const projectRoot = stage.root;
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const forward = (...parts: unknown[]) => log(parts.map(String).join(' '));
  const quietLogger = { log: () => {}, warn: forward, error: forward };

  const netlify = await startStaticPlatform(projectRoot, quietLogger);
  const redirectRules = await readRules(join(publishDir, '_redirects'), parseRedirectsFile);
  const configRules = await readRules(join(projectRoot, 'netlify.toml'), parseNetlifyTomlRedirects);
  // The header rules of netlify.toml and the build's `_headers` (Content-Security-Policy), read by the
  // platform's own code, for the answers below that @netlify/dev leaves without them or gets wrong.
  const headerRules = new HeadersHandler({
    configPath: join(projectRoot, 'netlify.toml'),
    projectDir: projectRoot,
    publishDir: 'dist',
    logger: quietLogger,
  });
  const staticAnswers = new StaticAnswers(publishDir);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? `${host}`}`);
    // What the trailing-slash edge function does in production (edge functions do not run here).
    const canonical = trailingSlashResponse(new Request(url));
    if (canonical) {
      await writeResponse(canonical, request, response);
      return;
    }
    const method = request.method ?? 'GET';
    const route = await functions.match(method, url.pathname);
    // The published file the path names, if any: a function `preferStatic` and a redirect rule give
    // way to it (not looked for on a function's own path, every API call).
    const stamp = route && !route.route.preferStatic ? undefined : await staticAnswers.stamp(url.pathname);
    if (route && stamp === undefined) {
      await writeResponse(await functions.call(request, url), request, response);
      return;
    }
    const rule = matchRedirect(redirectRules, url.pathname);
    let answer: Response | undefined;
    if (rule && (rule.force || stamp === undefined)) {
      answer = await applyRedirectRule(rule, url, request, { netlify, functions });
    }
    if (!answer) {
      const key = `${url.pathname}${url.search}`;
      const cacheable = stamp !== undefined && method === 'GET';
      const kept = cacheable ? staticAnswers.get(key, stamp) : undefined;
      if (kept) {
        const cached = new Response(kept.body, { status: kept.status, headers: [...kept.headers] });
        await writeResponse(cached, request, response, (encoding) => staticAnswers.compressed(key, encoding));
        return;
      }
      const result = await netlify.handleAndIntrospect(toWebRequest(request, url));
      const fileAtPath = stamp !== undefined;
      if (cacheable && result?.type === 'static') {
        result.response = await staticAnswers.keep(key, stamp, result.response);
      }
      answer =
        result?.type === 'redirect' && !fileAtPath
          ? restoreRewriteStatus(result.response, configRules, url)
          : result?.response;
      // A file served past a rule that does not apply (a file shadows it: `/fr/checkout` and the `/fr/*`
      // 404 rule) gets the headers of the rule's target from @netlify/dev; Netlify uses the requested path's.
      if (answer && result?.type === 'redirect' && fileAtPath)
        await headerRules.apply(new Request(url), answer);
    }
    if (!answer) {
      answer = await notFoundPage(publishDir, url.pathname);
      // Netlify's 404 page carries the headers of the requested path, CSP included.
      await headerRules.apply(new Request(url), answer);
    }
    await writeResponse(answer, request, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // The client went away (closed tab, test ended, caller's time-out): nothing to answer.
      if (response.destroyed || request.destroyed) return;
      log(`error serving ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Internal error');
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await netlify.stop();
      await stage.remove();
    },
  };
}

/**
 * Static files, redirects and headers through `@netlify/dev`'s public API, offline: everything that
 * would reach the network, and its own functions (served by `local-functions.ts`), turned off.
 */
async function startStaticPlatform(
  projectRoot: string,
  logger: NonNullable<ConstructorParameters<typeof NetlifyDev>[0]['logger']>,
): Promise<NetlifyDev> {
  const netlify = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    serverAddress: null,
    logger,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    server: { enabled: false },
  });
  await netlify.start();
  return netlify;
}

/**
 * `@netlify/dev` serves the `publish` folder of netlify.toml. To serve another build (benchmarks,
 * a build in a temporary folder), run it from a temporary root whose `dist` points there.
 */
async function stageProjectRoot(
  projectRoot: string,
  publishDir: string,
): Promise<{ root: string; remove(): Promise<void> }> {
  if (publishDir === join(projectRoot, 'dist')) return { root: projectRoot, remove: async () => {} };
  const root = await mkdtemp(join(tmpdir(), 'site-root-'));
  await copyFile(join(projectRoot, 'netlify.toml'), join(root, 'netlify.toml'));
  await symlink(publishDir, join(root, 'dist'), 'dir');
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

async function readRules(path: string, parse: (text: string) => RedirectRule[]): Promise<RedirectRule[]> {
  try {
    return parse(await readFile(path, 'utf8'));
  } catch {
    return [];
  }
}

/** A rewrite with a 404 status (`/fr/*` -> `/fr/404`) answers 404 in production, not 200. */
function restoreRewriteStatus(response: Response, rules: readonly RedirectRule[], url: URL): Response {
  const rule = matchRedirect(rules, url.pathname);
  if (rule?.status !== 404 || response.status !== 200) return response;
  return new Response(response.body, { status: 404, headers: response.headers });
}

async function applyRedirectRule(
  rule: { to: string; status: number },
  url: URL,
  request: IncomingMessage,
  { netlify, functions }: { netlify: NetlifyDev; functions: LocalFunctions },
): Promise<Response | undefined> {
  const target = new URL(rule.to, url);
  if (rule.status >= 300 && rule.status < 400) {
    const location = target.origin === url.origin ? `${target.pathname}${target.search}` : target.href;
    return new Response(null, { status: rule.status, headers: { location } });
  }
  // Proxying to another origin is not emulated: the rule is ignored locally.
  if (target.origin !== url.origin) return undefined;
  const rewritten = (await functions.match(request.method ?? 'GET', target.pathname))
    ? await functions.call(request, target)
    : await netlify.handle(toWebRequest(request, target));
  if (!rewritten || rule.status === 200) return rewritten;
  return new Response(rewritten.body, { status: rule.status, headers: rewritten.headers });
}

function toWebRequest(request: IncomingMessage, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = request.method ?? 'GET';
  if (BODYLESS_METHODS.has(method)) return new Request(url, { method, headers });
  const body = Readable.toWeb(request) as ReadableStream<Uint8Array>;
  return new Request(url, { method, headers, body, duplex: 'half' } as RequestInit);
}

/** Netlify answers an unmatched path with the publish folder's 404 page. */
async function notFoundPage(publishDir: string, pathname: string): Promise<Response> {
  const candidates =
    pathname === '/fr' || pathname.startsWith('/fr/') ? ['fr/404.html', '404.html'] : ['404.html'];
  for (const candidate of candidates) {
    try {
      const html = await readFile(join(publishDir, candidate));
      return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
    } catch {
      // try the next one
    }
  }
  return new Response(`Page not found: ${pathname}`, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Sends an answer, compressed when the client accepts it; `compressedBody` gives the compressed
 * bytes when they are already made (a cached file), otherwise the body is compressed as it streams.
 */
async function writeResponse(
  answer: Response,
  request: IncomingMessage,
  response: ServerResponse,
  compressedBody?: (encoding: Encoding) => Uint8Array | undefined,
): Promise<void> {
  const headers = new Map<string, string | string[]>();
  for (const [name, value] of answer.headers) {
    if (name !== 'set-cookie') headers.set(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) headers.set('set-cookie', cookies);

  const hasBody = answer.body !== null && request.method !== 'HEAD' && !NULL_BODY_STATUSES.has(answer.status);
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const compress =
    hasBody &&
    encoding !== undefined &&
    isCompressible(answer.headers.get('content-type'), answer.headers.get('content-encoding'));
  if (isCompressible(answer.headers.get('content-type'), answer.headers.get('content-encoding'))) {
    headers.set('vary', appendVary(answer.headers.get('vary'), 'Accept-Encoding'));
  }
  if (compress && encoding) {
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    const bytes = compressedBody?.(encoding);
    if (bytes) {
      await answer.body?.cancel();
      headers.set('content-length', String(bytes.byteLength));
      response.writeHead(answer.status, Object.fromEntries(headers));
      response.end(bytes);
      return;
    }
  }
  response.writeHead(answer.status, Object.fromEntries(headers));
  if (!hasBody || answer.body === null) {
    await answer.body?.cancel();
    response.end();
    return;
  }
  if (response.destroyed) {
    await answer.body.cancel();
    return;
  }
  const body = Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>);
  if (compress && encoding) await pipeline(body, createCompressor(encoding), response);
  else await pipeline(body, response);
}

function appendVary(current: string | null, value: string): string {
  if (!current) return value;
  return current.toLowerCase().includes(value.toLowerCase()) ? current : `${current}, ${value}`;
}
