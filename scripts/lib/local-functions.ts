/**
 * The local servers' door to the functions: one function host process (`function-host.ts`) with
 * every function loaded, started at once and kept warm, as a deployed instance stays warm between
 * calls. `match` says whether a function's route takes a request (the servers ask before
 * redirects and files, as Netlify does); `call` forwards the request to the host, with the
 * connection's own address as `x-nf-client-connection-ip` (whatever the client wrote there or in
 * X-Forwarded-For is dropped, so it cannot pick the address its rate limits count).
 *
 * With `watch` (`npm run dev`), a change under `functions/` or `src/` marks the host stale: the
 * next call starts a new one (about two seconds) and the old one ends once its calls are done.
 * A host that died (a crash in a function's module) is started again at the next call.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, type FSWatcher, watch as watchFolder } from 'node:fs';
import { readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { fail } from '../../src/server/http/envelope.ts';
import { localeOf } from '../../src/server/http/request.ts';
import type { HostReady } from './function-host.ts';
import { type FunctionRoute, matchRoute, type RouteMatch } from './function-routes.ts';

export interface LocalFunctions {
  /** The function route that takes this method and path, if any. */
  match(method: string, pathname: string): Promise<RouteMatch | undefined>;
  /** Runs the request through the function its path names. */
  call(request: IncomingMessage, url: URL): Promise<Response>;
  /** The routes of the running host, for the start banner. */
  routes(): readonly FunctionRoute[];
  stop(): Promise<void>;
}

interface Host {
  child: ChildProcess;
  url: string;
  routes: FunctionRoute[];
  exited: boolean;
}

const HOST_SCRIPT = new URL('./function-host.ts', import.meta.url);
/** Not passed to the host: they describe this hop, not the caller's request. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'te',
  'trailer',
  'x-forwarded-for',
  'x-nf-client-connection-ip',
]);
/** Source folders whose changes reach the functions (`npm run dev`). */
const WATCHED = ['functions', 'src'];
const STOP_WAIT_MS = 12_000;
const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|json)$/;

async function foldersUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name));
  return [root, ...folders.filter((folder) => !folder.includes('node_modules'))];
}

export async function startLocalFunctions(options: {
  projectRoot: string;
  log: (line: string) => void;
  watch?: boolean;
}): Promise<LocalFunctions> {
  const { projectRoot, log } = options;
  const functionsDir = join(projectRoot, 'functions');
  let current: Promise<Host> = startHost(functionsDir, log);
  let stale = false;
  let latest: Host = await current;
  const watchers: FSWatcher[] = [];
  if (options.watch) {
    const roots = WATCHED.map((name) => join(projectRoot, name)).filter(existsSync);
    // One watcher per folder: Node's recursive watcher on Linux loses a file once an editor has
    // replaced it (write to a copy, rename over), and later changes to it went unnoticed.
    for (const folder of (await Promise.all(roots.map(foldersUnder))).flat()) {
      watchers.push(
        watchFolder(folder, (_event, file) => {
          if (file && SOURCE_FILE.test(String(file))) stale = true;
        }),
      );
    }
  }

  const host = async (): Promise<Host> => {
    const running = await current;
    if (!stale && !running.exited) return running;
    stale = false;
    const previous = running;
    current = startHost(functionsDir, log);
    latest = await current;
    if (!previous.exited) void stopHost(previous);
    return latest;
  };

  return {
    async match(method, pathname) {
      return matchRoute((await host()).routes, method, pathname);
    },
    async call(request, url) {
      const running = await host();
      try {
        return await forward(running, request, url);
      } catch (error) {
        log(`functions: ${request.method} ${url.pathname} got no answer: ${String(error)}`);
        const language = new Headers({ 'accept-language': String(request.headers['accept-language'] ?? '') });
        return fail(localeOf(new Request(url, { headers: language })), 500, 'api.error.generic');
      }
    },
    routes: () => latest.routes,
    async stop() {
      for (const watcher of watchers) watcher.close();
      await stopHost(await current);
    },
  };
}

async function forward(host: Host, request: IncomingMessage, url: URL): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const address = request.socket.remoteAddress ?? '';
  headers.set('x-nf-client-connection-ip', address);
  headers.set('x-forwarded-for', address);
  headers.set('x-forwarded-host', url.host);
  const method = request.method ?? 'GET';
  let body: Blob | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    for await (const chunk of request) chunks.push(new Uint8Array(chunk as Buffer));
    body = new Blob(chunks);
  }
  return fetch(`${host.url}${url.pathname}${url.search}`, {
    method,
    headers,
    redirect: 'manual',
    ...(body ? { body } : {}),
  });
}

function startHost(functionsDir: string, log: (line: string) => void): Promise<Host> {
  return new Promise((resolve, reject) => {
    const child = fork(HOST_SCRIPT, [functionsDir], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // One process serves every function's calls at once here, where the platform gives each
      // concurrent call an instance with its own pool of 2: more connections, so none waits on another.
      env: { ...process.env, DATABASE_POOL_SIZE: process.env['DATABASE_POOL_SIZE'] ?? '8' },
    });
    let host: Host | undefined;
    child.once('message', (message: HostReady) => {
      host = { child, url: `http://127.0.0.1:${message.port}`, routes: message.routes, exited: false };
      resolve(host);
    });
    child.once('exit', (code, signal) => {
      if (!host) {
        reject(new Error(`the function host stopped before it was ready (${signal ?? code})`));
        return;
      }
      host.exited = true;
      if (code !== 0)
        log(`functions: the host stopped (${signal ?? `exit code ${code}`}); the next call starts a new one`);
    });
  });
}

async function stopHost(host: Host): Promise<void> {
  if (host.exited) return;
  const exited = new Promise<void>((done) => host.child.once('exit', () => done()));
  host.child.kill('SIGTERM');
  const timer = setTimeout(() => host.child.kill('SIGKILL'), STOP_WAIT_MS);
  await exited;
  clearTimeout(timer);
}
