/**
 * Which function answers a request, read from each function's own `export const config` as Netlify
 * reads it: `path` (one or more URLPattern paths, `:name` parameters), `excludedPath`, `method`
 * (none: every method) and `preferStatic`. A scheduled function (`schedule`, no `path`) has no
 * route: the local platform runs the jobs on its own timer. Shared by the local function host
 * (`function-host.ts`), which calls the matched function, and the servers in front of it, which
 * ask whether a path is a function's before trying redirects and files, as Netlify does.
 */
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';

export interface FunctionRoute {
  /** The file's name without its extension, as Netlify names the function. */
  name: string;
  paths: string[];
  excludedPaths: string[];
  /** Upper case; empty for every method. */
  methods: string[];
  preferStatic: boolean;
}

export interface RouteMatch {
  route: FunctionRoute;
  params: Record<string, string>;
}

/** What a function module's `config` may hold (the fields routing reads). */
export interface FunctionConfig {
  path?: string | string[];
  excludedPath?: string | string[];
  method?: string | string[];
  preferStatic?: boolean;
  schedule?: string;
}

const FUNCTION_FILE = /\.(ts|mts|js|mjs)$/;

/** The function files of a folder (one function per file, as `functions/` holds them). */
export async function functionFiles(directory: string): Promise<string[]> {
  const names = await readdir(directory);
  return names
    .filter((name) => FUNCTION_FILE.test(name) && !name.endsWith('.d.ts'))
    .sort()
    .map((name) => join(directory, name));
}

export function functionName(file: string): string {
  return basename(file, extname(file));
}

/** The route of one function, or null for a function without a path (a scheduled one). */
export function routeOf(name: string, config: FunctionConfig | undefined): FunctionRoute | null {
  const paths = list(config?.path);
  if (paths.length === 0) return null;
  return {
    name,
    paths,
    excludedPaths: list(config?.excludedPath),
    methods: list(config?.method).map((method) => method.toUpperCase()),
    preferStatic: config?.preferStatic === true,
  };
}

/** The first route (in file order, as Netlify lists them) taking this method and path. */
export function matchRoute(
  routes: readonly FunctionRoute[],
  method: string,
  pathname: string,
): RouteMatch | undefined {
  // Netlify matches `/api/bookings/` as `/api/bookings`.
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of routes) {
    if (route.methods.length > 0 && !route.methods.includes(method.toUpperCase())) continue;
    if (route.excludedPaths.some((pattern) => patternFor(pattern).test({ pathname: path }))) continue;
    for (const pattern of route.paths) {
      const found = patternFor(pattern).exec({ pathname: path });
      if (!found) continue;
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(found.pathname.groups)) {
        if (value !== undefined) params[key] = value;
      }
      return { route, params };
    }
  }
  return undefined;
}

const patterns = new Map<string, URLPattern>();

function patternFor(path: string): URLPattern {
  let pattern = patterns.get(path);
  if (!pattern) {
    pattern = new URLPattern({ pathname: path });
    patterns.set(path, pattern);
  }
  return pattern;
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
