/**
 * The Content-Security-Policy of the built site, written into `dist/_headers` after Astro has built the
 * pages. Scripts run only from the site itself or when their exact text is one of the inline scripts the
 * build emitted (SHA-256 of each, read from the built pages, so what is allowed is what ships). The chat
 * widget's hosts are allowed only on pages that load it. See docs/content-security.md.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { CHAT_SCRIPT_ORIGIN } from '../../src/site/contact-links.ts';

/** `<script>` types that hold data, not code: CSP does not apply to them and they never run. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The Sanity image CDN, allowed only when pages use it (builds from Sanity). */
const SANITY_IMAGE_ORIGIN = 'https://cdn.sanity.io';
/** An image inlined in a page: an icon link or an `<img>` whose address is `data:image/...`. */
const DATA_IMAGE =
  /<(?:link\b[^>]*\brel="(?:icon|apple-touch-icon)"[^>]*\bhref|img\b[^>]*\bsrc)="data:image\//i;

/** The Tawk.to widget's assets (its script, styles, fonts, sounds) and its visitor API. */
const CHAT_ASSETS = 'https://embed.tawk.to';
const CHAT_STATIC = 'https://static-v.tawk.to';
const CHAT_API = 'https://va.tawk.to';
/**
 * The widget's live connection: Tawk hands each visitor a socket host from a numbered pool
 * (`vsa<n>.tawk.to`) that no fixed list can name. Allowed for sockets only, in `connect-src`: it can
 * send and receive, never load code, styles or frames (docs/content-security.md).
 */
export const CHAT_SOCKET_POOL = 'wss://*.tawk.to';

/** What the Tawk.to widget loads once its script runs: exact hosts, the socket pool apart. */
const CHAT_SOURCES = {
  'script-src': [CHAT_ASSETS],
  'style-src': [CHAT_ASSETS],
  'img-src': [CHAT_ASSETS, CHAT_STATIC, 'https://tawk.link'],
  'font-src': [CHAT_ASSETS],
  'connect-src': [CHAT_ASSETS, CHAT_API, CHAT_SOCKET_POOL],
  'frame-src': [CHAT_ASSETS],
  'media-src': [CHAT_ASSETS, CHAT_STATIC],
} as const;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(
    attributes,
  );
  if (match) return match[1] ?? match[2] ?? match[3] ?? '';
  return new RegExp(`(?:^|\\s)${name}(?:\\s|$)`, 'i').test(attributes) ? '' : undefined;
}

/** The text of every inline `<script>` of a page that a browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = attribute(attributes, 'type')?.trim().toLowerCase();
    if (type && DATA_SCRIPT_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** A CSP hash source for an inline script: SHA-256 of its exact text, as the browser computes it. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/**
 * Code hidden in markup outside `<script>`: event-handler attributes (`onclick=`) and `javascript:`
 * URLs. The policy blocks them (no 'unsafe-inline', no 'unsafe-hashes'); the build refuses to ship them.
 */
export function inlineCodeOutsideScripts(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, '');
  const found: string[] = [];
  for (const match of withoutScripts.matchAll(/<[a-z][^>]*?\s(on[a-z]+)\s*=/gi)) found.push(`${match[1]}=`);
  for (const match of withoutScripts.matchAll(
    /\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/gi,
  )) {
    found.push(match[0].trim());
  }
  return found;
}

export interface PolicyOptions {
  scriptHashes: readonly string[];
  chat: boolean;
  sanityImages: boolean;
  /** Pages show an inlined image (the icon, `src/site/favicon.ts`). */
  dataImages: boolean;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const chat = (name: keyof typeof CHAT_SOURCES) => (options.chat ? CHAT_SOURCES[name] : []);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...options.scriptHashes, ...chat('script-src')],
    // Astro's island styles are inline `<style>` elements; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'", ...chat('style-src')],
    [
      'img-src',
      "'self'",
      ...(options.dataImages ? ['data:'] : []),
      ...(options.sanityImages ? [SANITY_IMAGE_ORIGIN] : []),
      ...chat('img-src'),
    ],
    ['font-src', "'self'", ...chat('font-src')],
    ['connect-src', "'self'", ...chat('connect-src')],
    ['frame-src', ...(options.chat ? chat('frame-src') : ["'none'"])],
    ['media-src', "'self'", ...chat('media-src')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export interface BuiltPage {
  /** URL path the page answers at (`/`, `/fr`, `/packages/kribi`). */
  path: string;
  html: string;
}

/** `index.html` -> `/`, `fr.html` -> `/fr`, `packages/kribi.html` -> `/packages/kribi` (`build.format: 'file'`). */
export function pagePath(file: string): string {
  const path = `/${file.split(sep).join('/')}`.replace(/\.html$/, '');
  if (path === '/index') return '/';
  return path.endsWith('/index') ? path.slice(0, -'/index'.length) : path;
}

export async function readBuiltPages(outDir: string): Promise<BuiltPage[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((name) => name.endsWith('.html')).sort();
  return Promise.all(
    files.map(async (file) => ({
      path: pagePath(relative(outDir, join(outDir, file))),
      html: await readFile(join(outDir, file), 'utf8'),
    })),
  );
}

export function loadsChat(html: string): boolean {
  return html.includes(CHAT_SCRIPT_ORIGIN);
}

/**
 * The `_headers` body. Rules may overlap on Netlify: `/*` carries the site-wide policy (with the chat
 * hosts when some page loads the chat); each page without chat then gets the stricter policy too.
 * Whether the platform keeps the later rule (@netlify/dev) or sends both policies (a browser then
 * enforces both), what applies on those pages is the stricter one.
 */
export function securityHeadersFile(pages: readonly BuiltPage[]): string {
  const problems = pages.flatMap((page) =>
    inlineCodeOutsideScripts(page.html).map((code) => `${page.path}: ${code}`),
  );
  if (problems.length > 0) {
    throw new Error(`Inline code the Content-Security-Policy would block:\n  ${problems.join('\n  ')}`);
  }
  const scriptHashes = [...new Set(pages.flatMap((page) => inlineScripts(page.html).map(scriptHash)))].sort();
  const sanityImages = pages.some((page) => page.html.includes(SANITY_IMAGE_ORIGIN));
  const dataImages = pages.some((page) => DATA_IMAGE.test(page.html));
  const anyChat = pages.some((page) => loadsChat(page.html));
  const siteWide = contentSecurityPolicy({ scriptHashes, chat: anyChat, sanityImages, dataImages });
  const lines = [
    '# Generated by the build (scripts/lib/security-headers.ts): SHA-256 of every inline script.',
    '/*',
    `  Content-Security-Policy: ${siteWide}`,
  ];
  if (anyChat) {
    for (const page of pages.filter((each) => !loadsChat(each.html))) {
      // Only this page's own inline scripts: a script copied from another page does not run here.
      const own = [...new Set(inlineScripts(page.html).map(scriptHash))].sort();
      const withoutChat = contentSecurityPolicy({ scriptHashes: own, chat: false, sanityImages, dataImages });
      // `/packages/search/*` is rewritten to its page: cover what lies under a page too.
      const paths =
        page.path === '/' ? ['/', '/index.html'] : [page.path, `${page.path}.html`, `${page.path}/*`];
      for (const path of paths) lines.push(path, `  Content-Security-Policy: ${withoutChat}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes `<outDir>/_headers`; answers how many inline scripts are allowed and how many pages load the chat. */
export async function writeSecurityHeaders(outDir: string): Promise<{ scripts: number; chatPages: number }> {
  const pages = await readBuiltPages(outDir);
  await writeFile(join(outDir, '_headers'), securityHeadersFile(pages));
  return {
    scripts: new Set(pages.flatMap((page) => inlineScripts(page.html).map(scriptHash))).size,
    chatPages: pages.filter((page) => loadsChat(page.html)).length,
  };
}
