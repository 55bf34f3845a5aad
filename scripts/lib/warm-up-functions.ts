/**
 * `@netlify/dev` starts building every function when it starts but does not wait for the builds, so
 * the site answers before its functions can: the first call of each function waited for its build
 * (and for a new instance) — tens of seconds on a loaded 2-core machine, paid by the first test of
 * every browser worker. This calls every function once, all at once, through the site's own public
 * address, before the platform says it is ready: the builds and the first instances are then paid
 * once, overlapped, at start.
 *
 * The call must not write: it uses OPTIONS, a method no function accepts, so the shared handler
 * answers 405 before it reads the request, counts a rate limit or opens the database. Routes that
 * name their methods (`method: 'GET'` or `'POST'` in a function's config) do not take OPTIONS and a
 * call they take would count or store something: those stay cold (their builds started with the
 * others), as does a scheduled function, which has no route.
 */
import { join } from 'node:path';
import { listFunctions } from '@netlify/zip-it-and-ship-it';

interface WarmUpResult {
  /** Functions that answered their warm-up call (405). */
  warmed: string[];
  /** Functions left to their first real call, with why. */
  cold: string[];
}

/** The URL path a warm-up call takes to a route: each `:param` filled with a harmless word. */
function warmUpPath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'warm-up' : segment))
    .join('/');
}

export async function warmUpFunctions(
  projectRoot: string,
  siteUrl: string,
  timeoutMs = 180_000,
): Promise<WarmUpResult> {
  const functions = await listFunctions([join(projectRoot, 'functions')], { parseISC: true });
  const warmed: string[] = [];
  const cold: string[] = [];
  await Promise.all(
    functions.map(async ({ name, routes = [] }) => {
      const route = routes.find((candidate) => (candidate.methods ?? []).length === 0);
      if (!route) {
        cold.push(`${name} (${routes.length === 0 ? 'no route' : 'methods named'})`);
        return;
      }
      try {
        const response = await fetch(`${siteUrl}${warmUpPath(route.pattern)}`, {
          method: 'OPTIONS',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.arrayBuffer();
        if (response.status === 405) warmed.push(name);
        else cold.push(`${name} (answered ${response.status})`);
      } catch (error) {
        cold.push(`${name} (${String(error)})`);
      }
    }),
  );
  return { warmed: warmed.sort(), cold: cold.sort() };
}
