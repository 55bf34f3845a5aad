/**
 * `npm run dev`: the site from `astro dev` (pages and islands reload as you edit), behind a
 * `node:http` server that adds what Netlify adds in production: functions (`local-functions.ts`,
 * reloaded after their files change), the route rules of the CMS and of `netlify.toml`, the trailing-slash
 * rule and the headers of `netlify.toml` (not the build's Content-Security-Policy: its hashes are
 * those of the built pages). The hot-reload socket goes through the same address. See
 * docs/development.md.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { HeadersHandler } from '@netlify/headers';
import { dev } from 'astro';
import { trailingSlashResponse } from '../../src/seo/trailing-slash.ts';
import {
  matchRedirect,
  parseNetlifyTomlRedirects,
  parseRedirectsFile,
  type RedirectRule,
} from './redirects-file.ts';
import type { RunningServer, SiteServerOptions } from './site-server.ts';

export interface DevServerOptions extends SiteServerOptions {
  /** The CMS route rules, as `_redirects` lines (the build writes the same into `dist/_redirects`). */
  cmsRedirects: string;
}

const BODYLESS = new Set(['GET', 'HEAD']);

export async function startDevServer(options: DevServerOptions): Promise<RunningServer> {
  const projectRoot = resolve(options.projectRoot);
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const forward = (...parts: unknown[]) => log(parts.map(String).join(' '));
  const logger = { log: () => {}, warn: forward, error: forward };

  // Astro's own port sits next to the public one; the browser only ever talks to the public one.
  const astroPort = options.port === 0 ? 0 : options.port + 1;
  const astro = await dev({
    root: projectRoot,
    logLevel: 'warn',
    server: { host, port: astroPort },
    vite: { server: { ws: { clientPort: options.port } } },
  });
  const astroUrl = `http://${host}:${astro.address.port}`;

  const { functions } = options;
  if (!functions) throw new Error('npm run dev serves the functions: pass them (startLocalFunctions)');
  const headers = new HeadersHandler({
    configPath: join(projectRoot, 'netlify.toml'),
    projectDir: projectRoot,
    logger,
  });
  const rules: RedirectRule[] = [
    ...parseRedirectsFile(options.cmsRedirects),
    ...parseNetlifyTomlRedirects(await readFile(join(projectRoot, 'netlify.toml'), 'utf8')),
  ];

  const fromAstro = (request: IncomingMessage, path: string, body?: ReadableStream<Uint8Array>) =>
    fetch(`${astroUrl}${path}`, {
      method: request.method ?? 'GET',
      headers: request.headers as Record<string, string>,
      redirect: 'manual',
      ...(body ? { body, duplex: 'half' } : {}),
    } as RequestInit);

  const applyRule = async (request: IncomingMessage, url: URL, rule: { to: string; status: number }) => {
    const target = new URL(rule.to, url);
    if (rule.status >= 300 && rule.status < 400) {
      const location = target.origin === url.origin ? `${target.pathname}${target.search}` : target.href;
      return new Response(null, { status: rule.status, headers: { location } });
    }
    const answer = await fromAstro(request, `${target.pathname}${target.search}`);
    return new Response(answer.body, { status: rule.status, headers: answer.headers });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? host}`);
    const canonical = trailingSlashResponse(new Request(url));
    const route = canonical ? undefined : await functions.match(request.method ?? 'GET', url.pathname);
    let answer = canonical ?? (route ? await functions.call(request, url) : undefined);
    const rule = matchRedirect(rules, url.pathname);
    if (!answer && rule?.force) answer = await applyRule(request, url, rule);
    if (!answer) {
      const body = BODYLESS.has(request.method ?? 'GET')
        ? undefined
        : (Readable.toWeb(request) as ReadableStream<Uint8Array>);
      const page = await fromAstro(request, `${url.pathname}${url.search}`, body);
      answer = page.status === 404 && rule ? await applyRule(request, url, rule) : page;
      const extra = await headers.apply(new Request(url));
      if (Object.keys(extra).length > 0) {
        const merged = new Headers(answer.headers);
        for (const [name, value] of Object.entries(extra)) merged.set(name, value);
        answer = new Response(answer.body, { status: answer.status, headers: merged });
      }
    }
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of answer.headers) if (name !== 'set-cookie') out[name] = value;
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    // fetch() already decoded the body.
    delete out['content-encoding'];
    delete out['content-length'];
    response.writeHead(answer.status, out);
    if (!answer.body || request.method === 'HEAD') {
      response.end();
      return;
    }
    await pipeline(Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>), response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.destroyed) return;
      log(`error serving ${request.method} ${request.url}: ${String(error)}`);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Development server error');
    });
  });
  // Hot reload: the browser's socket is passed through to astro dev as is.
  server.on('upgrade', (request, socket, head) => {
    const upstream = connect(astro.address.port, host, () => {
      const lines = [`${request.method} ${request.url} HTTP/${request.httpVersion}`];
      for (let i = 0; i < request.rawHeaders.length; i += 2)
        lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, host, () => done());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await astro.stop();
    },
  };
}
