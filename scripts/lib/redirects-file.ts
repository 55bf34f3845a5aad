/**
 * A small reader for the `_redirects` file the build writes into the publish folder (route rules from
 * the CMS). `@netlify/dev` only reads `_redirects` from the project root, so the local server applies
 * this file itself, before the `netlify.toml` rules, in the same order as production.
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** `301!`: applies even when a file exists at the path. */
  force: boolean;
}

export interface RedirectMatch {
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [from, to, statusField] = line.split(/\s+/);
    if (from === undefined || to === undefined) continue;
    const statusText = statusField ?? '301';
    const status = Number.parseInt(statusText, 10);
    if (!Number.isInteger(status)) continue;
    rules.push({ from, to, status, force: statusText.endsWith('!') });
  }
  return rules;
}

/**
 * The `[[redirects]]` tables of `netlify.toml`, read with a tiny reader that only knows the flat
 * `key = value` lines those tables use. `@netlify/dev` applies them, but serves the target of a
 * `status = 404` rewrite with 200; the local server uses these rules to restore the status.
 */
export function parseNetlifyTomlRedirects(toml: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  let current: Record<string, string> | undefined;
  const flush = () => {
    if (current?.['from'] !== undefined && current['to'] !== undefined) {
      rules.push({
        from: current['from'],
        to: current['to'],
        status: Number.parseInt(current['status'] ?? '301', 10),
        force: current['force'] === 'true',
      });
    }
    current = undefined;
  };
  for (const rawLine of toml.split('\n')) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    if (line.startsWith('[')) {
      flush();
      if (line === '[[redirects]]') current = {};
      continue;
    }
    const entry = /^([A-Za-z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))$/.exec(line);
    if (current && entry?.[1]) current[entry[1]] = entry[2] ?? entry[3] ?? entry[4] ?? '';
  }
  flush();
  return rules;
}

/** The first rule whose `from` matches the path, with `:placeholders` and `:splat` filled in. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectMatch | undefined {
  for (const rule of rules) {
    const values = matchPattern(rule.from, pathname);
    if (values === undefined) continue;
    const to = rule.to.replace(/:([A-Za-z_]+)/g, (whole, name: string) => values.get(name) ?? whole);
    return { to, status: rule.status, force: rule.force };
  }
  return undefined;
}

function matchPattern(pattern: string, pathname: string): Map<string, string> | undefined {
  const patternParts = trimSlash(pattern).split('/');
  const pathParts = trimSlash(pathname).split('/');
  const values = new Map<string, string>();
  for (const [index, part] of patternParts.entries()) {
    if (part === '*') {
      values.set('splat', pathParts.slice(index).join('/'));
      return values;
    }
    const segment = pathParts[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) values.set(part.slice(1), segment);
    else if (part !== segment) return undefined;
  }
  return patternParts.length === pathParts.length ? values : undefined;
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
