import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SOCKET_POOL,
  contentSecurityPolicy,
  inlineCodeOutsideScripts,
  inlineScripts,
  pagePath,
  scriptHash,
  securityHeadersFile,
} from '../../../../scripts/lib/security-headers.ts';

const chatLoader = `<script>(function(){var src="https://embed.tawk.to/abc/default";})();</script>`;
const page = (body: string) => `<!doctype html><html><head></head><body>${body}</body></html>`;

/** `path -> policy` of a `_headers` body. */
function policies(file: string): Map<string, string> {
  const out = new Map<string, string>();
  let path = '';
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) path = line;
    const value = /^\s+Content-Security-Policy: (.*)$/.exec(line)?.[1];
    if (value) out.set(path, value);
  }
  return out;
}

const scriptSrc = (policy: string | undefined) =>
  (policy ?? '').split('; ').find((directive) => directive.startsWith('script-src')) ?? '';

describe('inline scripts', () => {
  it('finds the scripts a browser runs, not external ones nor JSON data', () => {
    const html = page(
      `<script>a()</script><script type="module">b()</script><script src="/_astro/x.js"></script>` +
        `<script type="application/ld+json">{"@type":"Thing"}</script><script TYPE='text/javascript'>c()</script>`,
    );
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()']);
  });

  it('hashes the exact text as browsers do', () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('reports event handlers and javascript: URLs in markup', () => {
    expect(
      inlineCodeOutsideScripts(page('<button onclick="x()">Go</button><a href="javascript:x()">y</a>')),
    ).toEqual(['onclick=', 'href="javascript:']);
    expect(inlineCodeOutsideScripts(page('<p>Turn on=off</p><script>if(a.onload=1){}</script>'))).toEqual([]);
  });

  it('maps built files to the paths they answer at', () => {
    expect(['index.html', 'fr.html', 'packages/kribi.html', 'fr/404.html'].map(pagePath)).toEqual([
      '/',
      '/fr',
      '/packages/kribi',
      '/fr/404',
    ]);
  });
});

describe('the policy', () => {
  it('never allows inline scripts wholesale, eval, Google Fonts or plug-ins', () => {
    for (const chat of [true, false]) {
      const policy = contentSecurityPolicy({
        scriptHashes: ["'sha256-x'"],
        chat,
        sanityImages: true,
        dataImages: false,
      });
      expect(scriptSrc(policy)).toBe(`script-src 'self' 'sha256-x'${chat ? ' https://embed.tawk.to' : ''}`);
      expect(policy).not.toMatch(/unsafe-eval|googleapis|gstatic/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    }
  });

  it('allows the chat hosts only where the chat loads, and only the page’s own scripts there', () => {
    const file = securityHeadersFile([
      { path: '/', html: page(`<script>home()</script>${chatLoader}`) },
      { path: '/checkout', html: page('<script>island()</script>') },
    ]);
    const rules = policies(file);
    expect(rules.get('/*')).toContain('https://embed.tawk.to');
    expect(scriptSrc(rules.get('/*'))).toContain(scriptHash('home()'));
    for (const path of ['/checkout', '/checkout.html', '/checkout/*']) {
      expect(rules.get(path)).not.toContain('tawk');
      expect(scriptSrc(rules.get(path))).toBe(`script-src 'self' ${scriptHash('island()')}`);
    }
  });

  it("names the chat provider's exact hosts: no wildcard loads code, styles, images or frames", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      chat: true,
      sanityImages: true,
      dataImages: false,
    });
    const wildcards = policy.split('; ').flatMap((directive) => {
      const [name, ...sources] = directive.split(' ');
      return sources.filter((source) => source.includes('*')).map((source) => `${name} ${source}`);
    });
    // The socket pool only (numbered hosts no list can name): it connects, it never loads anything.
    expect(wildcards).toEqual([`connect-src ${CHAT_SOCKET_POOL}`]);
    expect(CHAT_SOCKET_POOL).toMatch(/^wss:\/\//);
    expect(policy).not.toMatch(/https:\/\/\*/);
    expect(scriptSrc(policy)).toBe("script-src 'self' https://embed.tawk.to");
  });

  it('writes one site-wide rule when no page loads the chat', () => {
    const rules = policies(securityHeadersFile([{ path: '/', html: page('<script>a()</script>') }]));
    expect([...rules.keys()]).toEqual(['/*']);
    expect(rules.get('/*')).not.toContain('tawk');
  });

  it('allows the Sanity image CDN only when pages use it', () => {
    const withSanity = page('<img src="https://cdn.sanity.io/images/p/d/x.jpg" alt="">');
    expect(policies(securityHeadersFile([{ path: '/', html: withSanity }])).get('/*')).toContain(
      "img-src 'self' https://cdn.sanity.io",
    );
    expect(policies(securityHeadersFile([{ path: '/', html: page('') }])).get('/*')).toContain(
      "img-src 'self';",
    );
  });

  it('allows inlined images only when a page shows one (its icon)', () => {
    const withIcon = page(
      '<link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml">',
    );
    expect(policies(securityHeadersFile([{ path: '/', html: withIcon }])).get('/*')).toContain(
      "img-src 'self' data:;",
    );
    const dataElsewhere = page('<p>data:image/png is a prefix</p><a href="data:image/png;base64,AA">x</a>');
    expect(policies(securityHeadersFile([{ path: '/', html: dataElsewhere }])).get('/*')).toContain(
      "img-src 'self';",
    );
  });

  it('fails the build on inline code the policy would block', () => {
    expect(() =>
      securityHeadersFile([{ path: '/about', html: page('<img src=x onerror="alert(1)">') }]),
    ).toThrow(/\/about: onerror=/);
  });

  it('is not overridden by netlify.toml (a policy there would win over the generated one)', () => {
    expect(readFileSync('netlify.toml', 'utf8')).not.toMatch(/^\s*Content-Security-Policy\s*=/im);
  });
});
