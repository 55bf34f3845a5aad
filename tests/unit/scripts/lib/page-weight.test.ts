import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  dynamicImports,
  extractPageAssets,
  gzipSize,
  lazyStylesheets,
  moduleClosure,
  routeOfHtmlFile,
  sitePath,
  staticImports,
  weighPage,
} from '../../../../scripts/lib/page-weight.ts';

const ISLAND_PAGE = `<!doctype html><html><head>
<link rel="stylesheet" href="/_astro/site.css">
<link rel="modulepreload" href="/_astro/preloaded.js">
<style>astro-island{display:contents}</style>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="module" src="/_astro/menu.js"></script>
<script>(()=>{window.x=1})()</script>
</head><body>
<astro-island uid="1" component-url="/_astro/Checkout.js" renderer-url="/_astro/client.js" props="{}"></astro-island>
</body></html>`;

const FILES: Record<string, string> = {
  '/_astro/site.css': 'body{margin:0}'.repeat(20),
  '/_astro/preloaded.js': 'export const p=1;',
  '/_astro/menu.js': 'import{a}from"./shared.js";console.log(a);',
  '/_astro/shared.js': 'export const a=2;',
  '/_astro/Checkout.js': 'import{r}from"./react.js";import"./shared.js";export default r;',
  '/_astro/client.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/lazy.js","_astro/lazy.css"])))=>i.map(i=>d[i]);' +
    'import{r}from"./react.js";const l=()=>import("./lazy.js");export{r,l};',
  '/_astro/lazy.css': '.lazy{color:red}'.repeat(10),
  '/_astro/react.js': 'export const r="react runtime";'.repeat(50),
  '/_astro/lazy.js': 'export const big="x";'.repeat(500),
};
const read = (path: string) => FILES[path];

describe('extractPageAssets', () => {
  it('finds scripts, module preloads, islands and styles, skipping JSON scripts', () => {
    expect(extractPageAssets(ISLAND_PAGE)).toEqual({
      inlineScripts: ['(()=>{window.x=1})()'],
      scriptUrls: ['/_astro/menu.js', '/_astro/preloaded.js'],
      islandUrls: ['/_astro/Checkout.js', '/_astro/client.js'],
      inlineStyles: ['astro-island{display:contents}'],
      stylesheetUrls: ['/_astro/site.css'],
    });
  });
});

describe('module graph', () => {
  it.each([
    ['import{a}from"./a.js";import"./b.js";export{c}from"./c.js";', ['./a.js', './b.js', './c.js']],
    ['import { a } from "/x.js"\nconst y = import("./lazy.js")', ['/x.js']],
    ['const from = 1;', []],
  ])('staticImports(%s)', (source, expected) => {
    expect(staticImports(source)).toEqual(expected);
  });

  it.each([
    ['/_astro/a.js', '/blog/post', '/_astro/a.js'],
    ['./b.js', '/_astro/a.js', '/_astro/b.js'],
    ['../c.js?v=1', '/_astro/x/a.js', '/_astro/c.js'],
    ['https://embed.example/widget.js', '/', undefined],
    ['//cdn.example/x.js', '/', undefined],
  ])('sitePath(%s, %s)', (url, page, expected) => {
    expect(sitePath(url, page)).toBe(expected);
  });

  it('finds the chunks and stylesheets loaded later', () => {
    expect(dynamicImports('const a=()=>import("./a.js"),b=()=>import(`./b.js`);import "./c.js"')).toEqual([
      './a.js',
      './b.js',
    ]);
    expect(lazyStylesheets(FILES['/_astro/client.js'] ?? '')).toEqual(['/_astro/lazy.css']);
    expect(lazyStylesheets('export const x=1;')).toEqual([]);
  });

  it('follows static imports once each, and dynamic imports when asked', () => {
    const entries = ['/_astro/Checkout.js', '/_astro/client.js'];
    const first = ['/_astro/Checkout.js', '/_astro/client.js', '/_astro/react.js', '/_astro/shared.js'];
    expect(moduleClosure(entries, read).sort()).toEqual(first.sort());
    expect(moduleClosure(entries, read, { dynamic: true }).sort()).toEqual(
      [...first, '/_astro/lazy.js'].sort(),
    );
  });
});

describe('weighPage', () => {
  it('counts each file once, lazy chunks in the total, islands as framework JS', () => {
    const weight = weighPage('/checkout', ISLAND_PAGE, read);
    const size = (path: string) => gzipSize(FILES[path] ?? '');
    const total = (paths: string[]) => paths.map(size).reduce((a, b) => a + b);
    const island = ['/_astro/Checkout.js', '/_astro/client.js', '/_astro/react.js', '/_astro/shared.js'];
    const inline = gzipSize('(()=>{window.x=1})()');
    expect(weight.frameworkJs).toBe(total([...island, '/_astro/lazy.js']));
    expect(weight.initialJs).toBe(inline + total(['/_astro/preloaded.js', '/_astro/menu.js', ...island]));
    expect(weight.js).toBe(weight.initialJs + size('/_astro/lazy.js'));
    expect(weight.css).toBe(
      gzipSize('astro-island{display:contents}') + size('/_astro/site.css') + size('/_astro/lazy.css'),
    );
    expect(weight.html).toBe(gzipSize(ISLAND_PAGE));
  });

  it('gives a page without scripts zero JS', () => {
    const weight = weighPage('/about', '<!doctype html><title>About</title><p>Hi</p>', read);
    expect(weight).toMatchObject({ js: 0, initialJs: 0, frameworkJs: 0, css: 0 });
  });
});

describe('budgetProblems', () => {
  const weight = { route: '/', html: 100, css: 100, js: 100, initialJs: 80, frameworkJs: 50, scripts: [] };
  it.each([
    [{ html: 100, css: 100, js: 100, frameworkJs: 50 }, []],
    [{ html: 99, css: 100, js: 100 }, ['HTML 0.1 KB > 0.1 KB']],
    [{ html: 100, css: 100, js: 100, frameworkJs: 0 }, ['framework JS 0.0 KB > 0.0 KB']],
    [{ html: 100, css: 10, js: 10 }, ['CSS 0.1 KB > 0.0 KB', 'JS 0.1 KB > 0.0 KB']],
    [{ html: 100, css: 100, js: 100, initialJs: 79 }, ['JS at first load 0.1 KB > 0.1 KB']],
    [{ html: 100, css: 100, js: 100, initialJs: 80 }, []],
  ])('%o', (budget, expected) => {
    expect(budgetProblems(weight, budget)).toEqual(expected);
  });
});

describe('routeOfHtmlFile', () => {
  it.each([
    ['index.html', '/'],
    ['about.html', '/about'],
    ['fr/index.html', '/fr'],
    ['fr.html', '/fr'],
    ['blog/my-post.html', '/blog/my-post'],
    ['fr/packages/search/index.html', '/fr/packages/search'],
  ])('%s -> %s', (file, route) => {
    expect(routeOfHtmlFile(file)).toBe(route);
  });
});
