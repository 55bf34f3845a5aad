/**
 * `@netlify/dev` builds every function once at start and again whenever one of its source files
 * changes, which is all a local server needs; but since netlify/primitives pull request #199 ("use
 * ephemeral directories to serve functions", https://github.com/netlify/primitives/pull/199) its
 * `@netlify/functions-dev` also rebuilds the function (esbuild bundle plus a copy of its
 * node_modules) into a throw-away folder `.netlify/functions-serve/_<random>` on every single
 * request. That change fixed concurrent builds for the Vite plugin, which does not watch files; for
 * a server that does, it turns a 50 ms API call into seconds on a small machine. No upstream option
 * turns it off, so this patch makes a request reuse the current build; rebuilds on file changes are
 * untouched.
 *
 * It changes private methods (`FunctionsHandler.prototype.invoke`, `NetlifyFunction.prototype.build`)
 * of the exact version pinned in package.json, and the name `@netlify/dev` 5.1.3 (also pinned) gives
 * the per-request folder. Any other version, or a shape it does not recognise, stops `npm start`
 * with a message saying what to do, instead of silently serving slow functions.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FunctionsHandler } from '@netlify/functions-dev';

/** The version whose internals this patch was written against (pinned in package.json). */
export const PATCHED_VERSION = '2.0.8';
/** The version of `@netlify/dev` whose per-request folders `isPerRequestFolder` recognises. */
export const DEV_VERSION = '5.1.3';

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
  const problem = patchProblem(
    installedVersion('@netlify/functions-dev'),
    invoke,
    installedVersion('@netlify/dev'),
  );
  if (problem) throw new Error(problem);
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
  if (prototype && patchedPrototypes.has(prototype)) return;
  if (!prototype || typeof prototype.build !== 'function') {
    throw new Error(outdated('its functions have no `build` method any more'));
  }
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

/** Why the patch cannot apply to this copy of the library, or null when it can. */
export function patchProblem(version: string, invoke: unknown, devVersion = DEV_VERSION): string | null {
  if (version !== PATCHED_VERSION) return outdated(`version ${version} is installed`);
  if (devVersion !== DEV_VERSION) return outdated(`@netlify/dev ${devVersion} replaces ${DEV_VERSION}`);
  // invoke(request, route, func, buildDirectory): the per-request folder is the 4th argument.
  if (typeof invoke !== 'function' || invoke.length !== 4) {
    return outdated('`FunctionsHandler.prototype.invoke(request, route, func, buildDirectory)` changed');
  }
  return null;
}

function outdated(what: string): string {
  return [
    `The local functions server cannot be patched: @netlify/functions-dev ${PATCHED_VERSION} was`,
    `expected, but ${what}. Without the patch every API call rebuilds its function (seconds each).`,
    'Way out: run `npm install` to get the pinned versions back; or, when upgrading on purpose,',
    'check in scripts/lib/reuse-function-builds.ts whether the upstream problem is still there,',
    'then adapt the patch and PATCHED_VERSION, or remove the patch and its call in site-server.ts.',
  ].join('\n');
}

function installedVersion(name: '@netlify/dev' | '@netlify/functions-dev'): string {
  // Both export only their `dist/main.js`, one folder below their package.json.
  const main = fileURLToPath(import.meta.resolve(name));
  const manifest = join(dirname(main), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
