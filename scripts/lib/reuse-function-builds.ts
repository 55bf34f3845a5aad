/**
 * `@netlify/dev` (5.x) builds every function once at start and again whenever one of its source
 * files changes, which is all a local server needs; but it also rebuilds the function (esbuild bundle
 * plus a copy of its node_modules) into a throw-away folder on every single request. On a small
 * machine that turns a 50 ms API call into seconds. This patch makes a request reuse the current
 * build; rebuilds on file changes are untouched. It is a no-op if the library's shape changes.
 */
import { basename, dirname } from 'node:path';
import { FunctionsHandler } from '@netlify/functions-dev';

/** Prefixes the per-request build folder's parent: `build` recognises it and reuses the last build. */
const REUSE_BUILD = '\0reuse-current-build:';

interface BuildArguments {
  buildDirectory?: string;
  cache?: unknown;
}

interface NetlifyFunctionLike {
  build(this: NetlifyFunctionLike, options: BuildArguments): Promise<unknown>;
  buildData?: unknown;
  buildQueue?: Promise<unknown>;
}

type Invoke = (
  request: Request,
  route: unknown,
  func: NetlifyFunctionLike,
  buildDirectory?: string,
) => Promise<Response>;

const patchedPrototypes = new WeakSet<object>();
let installed = false;

export function reuseFunctionBuilds(): void {
  if (installed) return;
  const prototype = FunctionsHandler.prototype as unknown as { invoke?: Invoke };
  const invoke = prototype.invoke;
  if (typeof invoke !== 'function') return;
  installed = true;
  prototype.invoke = function (this: unknown, request, route, func, buildDirectory) {
    patchBuild(func);
    // Only the per-request folder (`.netlify/functions-serve/_<random>`) is replaced.
    const reuse = buildDirectory !== undefined && isPerRequestFolder(buildDirectory);
    return invoke.call(
      this,
      request,
      route,
      func,
      reuse ? `${REUSE_BUILD}${dirname(buildDirectory)}` : buildDirectory,
    );
  };
}

function patchBuild(func: NetlifyFunctionLike): void {
  const prototype = Object.getPrototypeOf(func) as NetlifyFunctionLike | null;
  if (!prototype || patchedPrototypes.has(prototype) || typeof prototype.build !== 'function') return;
  patchedPrototypes.add(prototype);
  const build = prototype.build;
  prototype.build = async function (this: NetlifyFunctionLike, options: BuildArguments) {
    const folder = options.buildDirectory;
    if (!folder?.startsWith(REUSE_BUILD)) return build.call(this, options);
    await this.buildQueue?.catch(() => undefined);
    if (this.buildData) return {};
    // Never built (or the first build failed): build now, where the start-up build would have.
    return build.call(this, { ...options, buildDirectory: folder.slice(REUSE_BUILD.length) });
  };
}

function isPerRequestFolder(buildDirectory: string): boolean {
  return basename(buildDirectory).startsWith('_') && basename(dirname(buildDirectory)) === 'functions-serve';
}
