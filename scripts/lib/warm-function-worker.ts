/**
 * One warm function instance (see warm-functions.ts): imports the function's bundle once, then runs
 * each invocation the parent sends, as `@netlify/functions-dev`'s own one-shot worker runs its single
 * one (same library, same options, a streamed body handed back over a loopback socket).
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export interface WarmWorkerData {
  entryFilePath: string;
  environment: Record<string, string>;
}

export interface Invocation {
  id: number;
  clientContext: unknown;
  event: unknown;
  timeoutMs: number;
}

/**
 * Per call: the result or an error. A streamed body waits on `streamPort`, and the instance must live
 * until it has been read: `free` says so then; any other reply frees the instance at once.
 */
export type InvocationReply =
  | { id: number; result: Record<string, unknown> & { streamPort: number | undefined }; streaming: boolean }
  | { id: number; error: string }
  | { id: number; free: true };

interface LambdaLocal {
  getLogger(): { level: string };
  execute(options: Record<string, unknown>): Promise<Record<string, unknown> & { body?: unknown }>;
}

// HTTP statuses that carry no body (as in undici and the upstream worker).
const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);
/** A body nobody reads within this time (its request was dropped) is let go, with its instance. */
const UNREAD_BODY_MS = 30_000;

if (parentPort) {
  const port = parentPort;
  const { entryFilePath, environment } = workerData as WarmWorkerData;
  for (const [key, value] of Object.entries(environment)) process.env[key] = value;
  // The very copy of lambda-local that @netlify/functions-dev runs its functions with.
  const requireFromRuntime = createRequire(import.meta.resolve('@netlify/functions-dev'));
  const lambdaLocal = requireFromRuntime('lambda-local') as LambdaLocal;
  lambdaLocal.getLogger().level = 'alert';
  const lambdaFunc: unknown = await import(entryFilePath);

  port.on('message', async ({ id, clientContext, event, timeoutMs }: Invocation) => {
    try {
      const result = await lambdaLocal.execute({
        clientContext,
        event,
        lambdaFunc,
        region: 'dev',
        timeoutMs,
        verboseLevel: 3,
      });
      const stream = await streamBody(result);
      const reply = { id, result: { ...result, streamPort: stream?.port }, streaming: stream !== undefined };
      port.postMessage(reply satisfies InvocationReply);
      if (!stream) return;
      if (await stream.served) port.postMessage({ id, free: true } satisfies InvocationReply);
      else port.postMessage({ id, error: 'the response body was never read' } satisfies InvocationReply);
    } catch (error) {
      port.postMessage({ id, error: errorText(error) } satisfies InvocationReply);
    }
  });
}

/** lambda-local rejects with the Lambda error payload (`errorType`, `errorMessage`), not an Error. */
function errorText(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  const payload = error as { errorType?: unknown; errorMessage?: unknown } | null;
  if (typeof payload?.errorMessage === 'string')
    return `${String(payload.errorType ?? 'Error')}: ${payload.errorMessage}`;
  return String(error);
}

/**
 * A streamed body is served once on a loopback port the parent reads: the port, and when it has
 * been served; undefined for a body that is not a stream.
 */
async function streamBody(
  result: Record<string, unknown> & { body?: unknown },
): Promise<{ port: number | undefined; served: Promise<boolean> } | undefined> {
  const body = result.body as { pipe?: (target: NodeJS.WritableStream) => NodeJS.WritableStream } | undefined;
  if (typeof body?.pipe !== 'function') return undefined;
  delete result.body;
  if (NULL_BODY_STATUS.has(Number(result['statusCode']))) return undefined;
  const pipe = body.pipe.bind(body);
  const server = createServer((socket) => {
    pipe(socket).on('end', () => server.close());
  });
  const served = new Promise<boolean>((done) => {
    const unread = setTimeout(() => {
      server.close();
      done(false);
    }, UNREAD_BODY_MS);
    server.once('close', () => {
      clearTimeout(unread);
      done(true);
    });
  });
  const port = await new Promise<number | undefined>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: 'localhost' }, () => {
      const address = server.address();
      resolve(address && typeof address !== 'string' ? address.port : undefined);
    });
  });
  return { port, served };
}
