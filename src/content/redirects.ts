/**
 * CMS route rules -> Netlify `_redirects`. Internal targets are site paths; external targets are
 * allowed only to known hosts, so an edited setting cannot turn the site into an open redirect.
 * Each English rule also works under `/fr` (to the French page, or the same external target) unless
 * the editors wrote a rule for that French path themselves.
 */
import { routeSourceProblem, routeTargetProblem } from './safe-links.ts';
import type { RouteRule } from './types.ts';

export const DEFAULT_REDIRECT_ALLOWED_HOSTS = ['wa.me', 'www.facebook.com', 'www.instagram.com'] as const;

export class RedirectRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedirectRuleError';
  }
}

export function allowedHostsFromEnv(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  return hosts.length > 0 ? hosts : [...DEFAULT_REDIRECT_ALLOWED_HOSTS];
}

function checkTarget(rule: RouteRule, allowedHosts: readonly string[]): string {
  const { to } = rule;
  // The CMS schema checks the same; this guards any other caller of the `_redirects` writer.
  const problem = routeTargetProblem(to);
  if (problem)
    throw new RedirectRuleError(
      `Route rule ${rule.from} -> ${to} (settings, routeRules): the target ${problem}`,
    );
  if (to.startsWith('/')) return to;
  const url = new URL(to);
  if (!allowedHosts.includes(url.hostname.toLowerCase())) {
    throw new RedirectRuleError(
      `Route rule ${rule.from} -> ${to}: host "${url.hostname}" is not allowed (allowed: ${allowedHosts.join(', ')}; set REDIRECT_ALLOWED_HOSTS to change)`,
    );
  }
  return url.href;
}

/** The `_redirects` file body; throws `RedirectRuleError` naming the first bad rule. */
export function compileRedirects(rules: readonly RouteRule[], allowedHosts: readonly string[]): string {
  const seen = new Set<string>();
  const lines = rules.map((rule) => {
    const problem = routeSourceProblem(rule.from);
    if (problem)
      throw new RedirectRuleError(`Route rule ${rule.from} (settings, routeRules): the source ${problem}`);
    if (seen.has(rule.from)) throw new RedirectRuleError(`Route rule ${rule.from}: defined twice`);
    seen.add(rule.from);
    if (rule.status !== 301 && rule.status !== 302) {
      throw new RedirectRuleError(`Route rule ${rule.from}: status must be 301 or 302`);
    }
    return { from: rule.from, to: checkTarget(rule, allowedHosts), status: rule.status };
  });
  const french = lines.flatMap((line) => {
    const from = frenchPath(line.from);
    if (from === null || seen.has(from)) return [];
    seen.add(from);
    return [{ ...line, from, to: line.to.startsWith('/') ? (frenchPath(line.to) ?? line.to) : line.to }];
  });
  const all = [...lines, ...french].map((line) => `${line.from} ${line.to} ${line.status}`);
  return all.length > 0 ? `# Generated from the CMS route rules.\n${all.join('\n')}\n` : '';
}

/** `/offers` -> `/fr/offers`, `/` -> `/fr`; null for a path that is French already. */
function frenchPath(path: string): string | null {
  if (path === '/fr' || path.startsWith('/fr/')) return null;
  return path === '/' ? '/fr' : `/fr${path}`;
}
