/**
 * One function instance from its production bundle, in a plain Node process: no development
 * runtime, no patch, nothing of the project imported. It loads the handler module Netlify's entry
 * point names (`functions/<name>.mjs`, with the bundle's own `node_modules`) from the bundle folder
 * as its working directory, as the platform does, and serves it over HTTP: each request becomes a
 * `Request`, the platform's context carries the client address (`x-nf-client-connection-ip`, as
 * Netlify's edge sets it), the deploy context and `waitUntil`.
 *
 *   node scripts/lib/bundle-host.ts <bundle folder> <module>
 *
 * It prints one line when it listens, `@bundle-host {"port", "importMs"}`, and one at its first
 * answer, `@bundle-host {"firstAnswerMs", "firstAnswerCpuMs"}` (from the start of the import to the
 * answer written: wall time, and the CPU time this process spent, which other load cannot inflate);
 * the function's own logs go to stdout and stderr around them.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [bundleDir, module] = process.argv.slice(2);
if (!bundleDir || !module) {
  console.error('usage: node scripts/lib/bundle-host.ts <bundle folder> <module>');
  process.exit(2);
}
const report = (line: string) => console.log(`@bundle-host ${line}`);
const started = performance.now();
const cpuAtStart = process.cpuUsage();
process.chdir(bundleDir);
const handler = (await import(pathToFileURL(join(bundleDir, module)).href)).default as (
  request: Request,
  context: unknown,
) => Promise<Response>;
const importMs = performance.now() - started;
let answered = false;
const pending = new Set<Promise<unknown>>();

const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const init: RequestInit = { method, headers };
  if (method !== 'GET' && method !== 'HEAD') init.body = Buffer.concat(chunks);
  const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, init);
  const context = {
    ip: req.headers['x-nf-client-connection-ip'] ?? req.socket.remoteAddress,
    deploy: { context: process.env.CONTEXT || 'dev' },
    waitUntil: (task: Promise<unknown>) => {
      pending.add(task);
      void task.finally(() => pending.delete(task));
    },
  };
  try {
    const response = await handler(request, context);
    const out: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') out[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) out['set-cookie'] = cookies;
    res.writeHead(response.status, out);
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    // The platform answers 500 when a handler throws; so does this host, and says why on stderr.
    console.error(error);
    res.writeHead(500, { 'content-type': 'text/plain' }).end('handler threw');
  }
  if (!answered) {
    answered = true;
    const cpu = process.cpuUsage(cpuAtStart);
    report(
      JSON.stringify({
        firstAnswerMs: performance.now() - started,
        firstAnswerCpuMs: (cpu.user + cpu.system) / 1000,
      }),
    );
  }
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  report(JSON.stringify({ port: (server.address() as AddressInfo).port, importMs }));
});
// The parent holds our stdin: when it goes away, however it ended, so does this instance.
process.stdin.on('close', () => process.exit(0));
process.stdin.resume();
process.on('SIGTERM', async () => {
  server.close();
  await Promise.allSettled(pending);
  process.exit(0);
});
