/**
 * What a built page costs a visitor: gzip sizes of its HTML, CSS and JavaScript. JavaScript is
 * followed through static imports (the first load) and dynamic `import()` (what the page may load
 * later, e.g. the toaster with the first toast): budgets apply to the total. "Framework JS" is what
 * the page's islands load (component, renderer and everything they import): a content page must
 * have none.
 */
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageAssets {
  inlineScripts: string[];
  /** Module and classic script URLs, module preloads included. */
  scriptUrls: string[];
  /** Entry modules of islands (`component-url`, `renderer-url`, `before-hydration-url`). */
  islandUrls: string[];
  inlineStyles: string[];
  stylesheetUrls: string[];
}

export interface PageWeight {
  route: string;
  html: number;
  /** Stylesheets of the page and of the chunks it may load later. */
  css: number;
  /** Everything the page may run, lazily loaded chunks included. */
  js: number;
  /** What runs before the page is interactive: the static import graph only. */
  initialJs: number;
  frameworkJs: number;
  /** Files whose bytes were counted in `js`, for reports. */
  scripts: string[];
}

export interface Budget {
  html: number;
  css: number;
  js: number;
  /** JS the page loads before any interaction (lazy chunks aside); `undefined`: within `js`. */
  initialJs?: number;
  /** `undefined`: any amount, within `js`. */
  frameworkJs?: number;
}

const JS_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

export function gzipSize(content: string | Uint8Array): number {
  return content.length === 0 ? 0 : gzipSync(content, { level: 9 }).length;
}

export function extractPageAssets(html: string): PageAssets {
  const assets: PageAssets = {
    inlineScripts: [],
    scriptUrls: [],
    islandUrls: [],
    inlineStyles: [],
    stylesheetUrls: [],
  };
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1] ?? '';
    const type = (attribute(attributes, 'type') ?? '').toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const src = attribute(attributes, 'src');
    if (src !== undefined) assets.scriptUrls.push(src);
    else if ((match[2] ?? '').trim() !== '') assets.inlineScripts.push(match[2] ?? '');
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes = match[1] ?? '';
    const rel = (attribute(attributes, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(attributes, 'href');
    if (href === undefined) continue;
    if (rel.includes('stylesheet')) assets.stylesheetUrls.push(href);
    if (rel.includes('modulepreload')) assets.scriptUrls.push(href);
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    if ((match[1] ?? '').trim() !== '') assets.inlineStyles.push(match[1] ?? '');
  }
  for (const match of html.matchAll(/<astro-island\b([^>]*)>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attribute(match[1] ?? '', name);
      if (url) assets.islandUrls.push(url);
    }
  }
  return assets;
}

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    attributes,
  );
  if (!match) return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Static `import`/`export … from` specifiers of a module (not `import()`). */
export function staticImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Specifiers of a module's `import("…")` calls: chunks it loads later. */
export function dynamicImports(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/\bimport\(\s*(["'`])([^"'`]+)\1\s*\)/g)) {
    if (match[2]) found.add(match[2]);
  }
  return [...found];
}

/** Stylesheets that come with lazily loaded chunks: Vite lists them, from the site root, in `__vite__mapDeps`. */
export function lazyStylesheets(source: string): string[] {
  const list = /__vite__mapDeps=[\s\S]*?\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  return [...list.matchAll(/["'`]([^"'`]+\.css)["'`]/g)].map((match) => `/${match[1]}`);
}

/**
 * Site paths (`/_astro/x.js`) of a URL seen on the page at `pagePath`; undefined for another origin.
 */
export function sitePath(url: string, pagePath: string): string | undefined {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return undefined;
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.startsWith('/')
    ? posix.normalize(withoutQuery)
    : posix.join(posix.dirname(pagePath), withoutQuery);
}

/** Every module reachable from the entries through static imports (and `import()` if asked), entries included. */
export function moduleClosure(
  entries: readonly string[],
  read: (path: string) => string | undefined,
  { dynamic = false }: { dynamic?: boolean } = {},
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const source = read(path);
    if (source === undefined) continue;
    seen.add(path);
    const specifiers = dynamic
      ? [...staticImports(source), ...dynamicImports(source)]
      : staticImports(source);
    for (const specifier of specifiers) {
      const next = sitePath(specifier, path);
      if (next !== undefined && !seen.has(next)) queue.push(next);
    }
  }
  return [...seen];
}

/**
 * Weighs one page. `read` returns a site file's text (undefined when absent); each external file
 * counts once, gzipped on its own as a CDN serves it.
 */
export function weighPage(
  route: string,
  html: string,
  read: (path: string) => string | undefined,
): PageWeight {
  const assets = extractPageAssets(html);
  const resolveAll = (urls: string[]) => urls.flatMap((url) => sitePath(url, route) ?? []);
  const entries = resolveAll([...assets.scriptUrls, ...assets.islandUrls]);
  const initialModules = moduleClosure(entries, read);
  const allModules = moduleClosure(entries, read, { dynamic: true });
  const islandModules = moduleClosure(resolveAll(assets.islandUrls), read, { dynamic: true });
  const stylesheets = new Set([
    ...resolveAll(assets.stylesheetUrls),
    ...allModules.flatMap((path) => lazyStylesheets(read(path) ?? '')),
  ]);
  const fileSize = (path: string) => gzipSize(read(path) ?? '');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const inlineJs = gzipSize(assets.inlineScripts.join('\n'));
  return {
    route,
    html: gzipSize(html),
    css: gzipSize(assets.inlineStyles.join('\n')) + sum([...stylesheets].map(fileSize)),
    js: inlineJs + sum(allModules.map(fileSize)),
    initialJs: inlineJs + sum(initialModules.map(fileSize)),
    frameworkJs: sum(islandModules.map(fileSize)),
    scripts: allModules,
  };
}

export function budgetProblems(weight: PageWeight, budget: Budget): string[] {
  const problems: string[] = [];
  const over = (what: string, size: number, limit: number) => {
    if (size > limit) problems.push(`${what} ${formatKb(size)} > ${formatKb(limit)}`);
  };
  over('HTML', weight.html, budget.html);
  over('CSS', weight.css, budget.css);
  if (budget.initialJs !== undefined) over('JS at first load', weight.initialJs, budget.initialJs);
  over('JS', weight.js, budget.js);
  if (budget.frameworkJs !== undefined) over('framework JS', weight.frameworkJs, budget.frameworkJs);
  return problems;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** `about.html` -> `/about`, `fr/index.html` -> `/fr`, `index.html` -> `/`. */
export function routeOfHtmlFile(relativePath: string): string {
  const path = relativePath
    .split('\\')
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${path}`.replace(/\/$/, '') || '/';
}
