/**
 * Warm function instances for the local platform. `@netlify/functions-dev` starts a new worker
 * thread for every call of a (v2) function and imports the function's bundle into it: about 150 ms
 * of CPU per API call here, most of a browser test's time on a small machine. Deployed, a function
 * instance stays warm and serves one call after another. This does the same locally: the worker the
 * library asks for is taken from a pool of warm instances of that function (one call at a time
 * each), and a new one starts only when all are busy.
 *
 * The library creates its workers with `new Worker(<its worker.js>, { workerData })` and reads one
 * `message` (or `error`) from it; the `Worker` it imports is swapped for one that serves exactly that
 * from a warm instance and passes every other worker through unchanged. A rebuilt function (its
 * entry file rewritten, as `npm run dev` does on a change) gets fresh instances. The shape of the
 * library's worker is checked at install: another version stops the server with what to do.
 */
import { EventEmitter } from 'node:events';
import { readFileSync, statSync } from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Worker as WorkerType } from 'node:worker_threads';
import type { Invocation, InvocationReply, WarmWorkerData } from './warm-function-worker.ts';

/** What the library's one-shot worker receives (dist/worker.js of @netlify/functions-dev 2.0.8). */
interface OneShotWorkerData extends WarmWorkerData {
  clientContext: unknown;
  event: unknown;
  timeoutMs: number;
}

/** The line of the library's worker that says which data it takes: the shape this module serves. */
export const ONE_SHOT_SHAPE =
  'const { clientContext, entryFilePath, environment = {}, event, timeoutMs } = workerData';
/** Warm instances kept per function between calls; more are started when calls overlap. */
const IDLE_PER_FUNCTION = 2;
/**
 * An instance beyond those ends this long after its call, not at once: work a function hands to
 * `waitUntil` (an e-mail after the answer) finishes first, as it would on the platform.
 */
const RETIRE_AFTER_MS = 30_000;

const requireHere = createRequire(import.meta.url);
const workerThreads = requireHere('node:worker_threads') as typeof import('node:worker_threads');
const RealWorker = workerThreads.Worker;
const WARM_WORKER_URL = new URL('./warm-function-worker.ts', import.meta.url);

interface FunctionPool {
  version: string;
  idle: WorkerType[];
}

const pools = new Map<string, FunctionPool>();
const running = new Set<WorkerType>();
const retiring = new Set<WorkerType>();
let nextId = 1;
let installed = false;

/** Serves the library's per-call workers from warm instances (once per process). */
export function installWarmFunctions(): void {
  if (installed) return;
  const oneShotUrl = new URL('./worker.js', import.meta.resolve('@netlify/functions-dev')).href;
  const problem = oneShotShapeProblem(readFileSync(fileURLToPath(oneShotUrl), 'utf8'));
  if (problem) throw new Error(problem);
  installed = true;
  function Worker(this: unknown, url: string | URL, options?: { workerData?: unknown }) {
    if (String(url) !== oneShotUrl) return new RealWorker(url, options);
    return warmCall(options?.workerData as OneShotWorkerData);
  }
  Worker.prototype = RealWorker.prototype;
  workerThreads.Worker = Worker as unknown as typeof RealWorker;
  syncBuiltinESMExports();
}

/** Ends every warm instance (the local server is stopping). */
export async function stopWarmFunctions(): Promise<void> {
  const all = [...running, ...retiring, ...[...pools.values()].flatMap((pool) => pool.idle)];
  pools.clear();
  running.clear();
  retiring.clear();
  await Promise.all(all.map((worker) => worker.terminate()));
}

/** Why this copy of the library's worker is not the shape served here, or null. */
export function oneShotShapeProblem(source: string): string | null {
  if (source.includes(ONE_SHOT_SHAPE) && source.includes('lambdaLocal.execute(')) return null;
  return [
    'The local functions server cannot keep its functions warm: the worker of @netlify/functions-dev',
    'no longer reads its data as scripts/lib/warm-functions.ts expects.',
    'Way out: run `npm install` to get the pinned versions back; or, when upgrading on purpose, adapt',
    'warm-function-worker.ts and ONE_SHOT_SHAPE to the new worker, or remove installWarmFunctions().',
  ].join('\n');
}

/** A stand-in for one library worker: emits the call's single `message`, or `error`. */
function warmCall(data: OneShotWorkerData): EventEmitter {
  const call = new EventEmitter();
  invoke(data).then(
    (result) => call.emit('message', result),
    (error: unknown) => call.emit('error', error),
  );
  return call;
}

/**
 * Runs one call on a warm instance of its function. The instance goes back to the pool (or ends)
 * once it has handed over the response's body; after an error or a time-out it ends, as it may have
 * left work running.
 */
export async function invoke(data: OneShotWorkerData): Promise<Record<string, unknown>> {
  const { entryFilePath, environment = {}, clientContext, event, timeoutMs } = data;
  const pool = poolFor(entryFilePath, environment);
  const worker = pool.idle.pop() ?? startInstance(entryFilePath, environment);
  running.add(worker);
  const release = (reusable: boolean) => {
    running.delete(worker);
    if (!reusable) void worker.terminate();
    else if (pools.get(entryFilePath) === pool && pool.idle.length < IDLE_PER_FUNCTION)
      pool.idle.push(worker);
    else retire(worker);
  };
  const call = send(worker, { id: nextId++, clientContext, event, timeoutMs });
  call.free.then(
    () => release(true),
    () => release(false),
  );
  return call.result;
}

function retire(worker: WorkerType): void {
  retiring.add(worker);
  setTimeout(() => {
    retiring.delete(worker);
    void worker.terminate();
  }, RETIRE_AFTER_MS).unref();
}

function poolFor(entryFilePath: string, environment: Record<string, string>): FunctionPool {
  // The entry file is written anew by every build: its time names the build.
  const version = `${statSync(fileURLToPath(entryFilePath)).mtimeMs} ${JSON.stringify(environment)}`;
  const current = pools.get(entryFilePath);
  if (current?.version === version) return current;
  for (const worker of current?.idle ?? []) retire(worker);
  const pool: FunctionPool = { version, idle: [] };
  pools.set(entryFilePath, pool);
  return pool;
}

function startInstance(entryFilePath: string, environment: Record<string, string>): WorkerType {
  const worker = new RealWorker(WARM_WORKER_URL, {
    workerData: { entryFilePath, environment } satisfies WarmWorkerData,
  });
  // An idle instance must not keep the server's process alive; a call in flight keeps its socket.
  worker.unref();
  worker.on('error', () => undefined);
  return worker;
}

interface Call {
  /** The function's result, or why there is none. */
  result: Promise<Record<string, unknown>>;
  /** Settles once the instance is done with the call: fulfilled when it can take another. */
  free: Promise<void>;
}

function send(worker: WorkerType, invocation: Invocation): Call {
  let answer: { resolve(value: Record<string, unknown>): void; reject(error: Error): void } | undefined;
  const result = new Promise<Record<string, unknown>>((resolve, reject) => {
    answer = { resolve, reject };
  });
  const free = new Promise<void>((resolve, reject) => {
    const stop = (error: Error) => {
      worker.off('message', onMessage);
      worker.off('error', stop);
      worker.off('exit', onExit);
      answer?.reject(error);
      reject(error);
    };
    const onExit = (code: number) => stop(new Error(`the function's worker stopped (exit code ${code})`));
    const onMessage = (reply: InvocationReply) => {
      if (reply.id !== invocation.id) return;
      if ('error' in reply) {
        stop(new Error(reply.error));
        return;
      }
      // Freed before the result is handed on: the caller's next call finds this instance idle.
      if (!('result' in reply) || !reply.streaming) {
        worker.off('message', onMessage);
        worker.off('error', stop);
        worker.off('exit', onExit);
        resolve();
      }
      if ('result' in reply) answer?.resolve(reply.result);
    };
    worker.on('message', onMessage);
    worker.on('error', stop);
    worker.on('exit', onExit);
  });
  // Rejections are read through `result`; `free` only decides whether the instance is reused.
  free.catch(() => undefined);
  worker.postMessage(invocation);
  return { result, free };
}
