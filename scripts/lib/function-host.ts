/**
 * The site's functions on this machine, in one plain Node process: it imports every file of the
 * functions folder, reads each one's `config` for its route (`function-routes.ts`), and serves
 * them over HTTP on a loopback port by calling each function's default export with a real
 * `Request` and a `Context` (`function-context.ts`), as the platform and the integration tests
 * do. The function's `Response` streams back. Nothing of Netlify's development tools runs here.
 *
 *   node scripts/lib/function-host.ts <functions folder>     (started by local-functions.ts)
 *
 * The parent sends each call with `x-nf-client-connection-ip` (the connection's address, set by
 * the parent as Netlify's edge sets it) and `x-forwarded-host` (the site's host). It hears over
 * the IPC channel `{ port, routes, importMs }` once this process listens, and this process ends
 * when that channel closes. A function that throws answers 500 with the API's envelope, logged.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { Context } from '@netlify/functions';
import { fail } from '../../src/server/http/envelope.ts';
import { localeOf } from '../../src/server/http/request.ts';
import { functionCall } from './function-context.ts';
import {
  type FunctionConfig,
  type FunctionRoute,
  functionFiles,
  functionName,
  matchRoute,
  routeOf,
} from './function-routes.ts';

type Handler = (request: Request, context: Context) => Promise<Response> | Response;

export interface HostReady {
  port: number;
  routes: FunctionRoute[];
  importMs: number;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
/** Calls in flight and work handed to `waitUntil` get this long to finish when the host stops. */
const DRAIN_MS = 10_000;

const [directory] = process.argv.slice(2);
if (!directory || !process.send) {
  console.error('usage: started by scripts/lib/local-functions.ts with an IPC channel');
  process.exit(2);
}

const started = performance.now();
const handlers = new Map<string, Handler>();
const routes: FunctionRoute[] = [];
const modules = await Promise.all(
  (await functionFiles(directory)).map(async (file) => ({
    name: functionName(file),
    module: (await import(pathToFileURL(file).href)) as { default?: unknown; config?: FunctionConfig },
  })),
);
for (const { name, module } of modules) {
  const route = routeOf(name, module.config);
  if (!route) continue;
  if (typeof module.default !== 'function') throw new Error(`${name} has no default export to call`);
  handlers.set(name, module.default as Handler);
  routes.push(route);
}
const importMs = performance.now() - started;
const pending = new Set<Promise<unknown>>();

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const url = new URL(req.url ?? '/', `http://${headers.get('x-forwarded-host') ?? headers.get('host')}`);
  const request = new Request(url, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
  });
  const match = matchRoute(routes, method, url.pathname);
  const handler = match && handlers.get(match.route.name);
  if (!match || !handler) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No function here');
    return;
  }
  const call = functionCall({
    request,
    params: match.params,
    ip: headers.get('x-nf-client-connection-ip') ?? req.socket.remoteAddress ?? '',
    siteUrl: url.origin,
    waitUntil: (task) => {
      const tracked = task.catch((error: unknown) =>
        console.error(`[${match.route.name}] after its answer:`, error),
      );
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },
  });
  let response: Response;
  try {
    response = await handler(request, call.context);
  } catch (error) {
    // What the platform does with a function that throws: a 500, and the error in the logs.
    console.error(`[${match.route.name}] ${method} ${url.pathname} threw:`, error);
    response = fail(localeOf(request), 500, 'api.error.generic');
  }
  await writeResponse(response, call.setCookies(), method, res);
}

async function writeResponse(
  response: Response,
  cookies: string[],
  method: string,
  res: ServerResponse,
): Promise<void> {
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value;
  });
  const setCookies = [...response.headers.getSetCookie(), ...cookies];
  if (setCookies.length > 0) out['set-cookie'] = setCookies;
  res.writeHead(response.status, out);
  if (!response.body || method === 'HEAD' || NULL_BODY_STATUSES.has(response.status)) {
    await response.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

const server = createServer((req, res) => {
  // A call in flight, like work after an answer, finishes before a replaced host ends.
  const call = serve(req, res).catch((error: unknown) => {
    // The caller went away while the body streamed: nothing left to answer.
    if (res.destroyed || req.destroyed) return;
    console.error(`function host: ${req.method} ${req.url}:`, error);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal error');
  });
  pending.add(call);
  void call.finally(() => pending.delete(call));
});
server.keepAliveTimeout = 60_000;

async function stop(): Promise<void> {
  server.close();
  server.closeIdleConnections();
  const drained = Promise.allSettled(pending);
  await Promise.race([drained, new Promise((done) => setTimeout(done, DRAIN_MS).unref())]);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
// The parent holds the IPC channel: when it goes away, however it ended, so does this host.
process.on('disconnect', () => void stop());

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.send?.({ port, routes, importMs } satisfies HostReady);
});
