/**
 * A trip's page asks the browser to fetch its checkout in the background, at the lowest priority
 * (`<link rel="prefetch">`): the checkout's page and the island's modules. "Book this trip" then
 * opens a checkout whose first step takes typing at first paint, and whose island runs without a
 * round trip, even on a slow phone. The links wait in a template that a small inline script adds
 * to the head once the page has loaded and the browser is idle: left in the head, the browser
 * started them among the page's first requests, beside its picture (the trip's largest paint came
 * 1 s later in Lighthouse's mobile profile).
 *
 * A build step: the island's module names are hashed, so they are read from the built checkout
 * page and the modules' own static imports.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../src/i18n/locales.ts';
import { localizedPath, routes } from '../../src/i18n/routes.ts';
import { checkoutPrefetchScript, PREFETCH_TEMPLATE_ID } from '../../src/site/inline-scripts.ts';
import { moduleClosure } from './page-weight.ts';

/** The built HTML file of a path: `/checkout` -> `checkout.html` (the site builds files, not folders). */
const htmlFile = (outDir: string, path: string) => join(outDir, `${path.replace(/^\//, '')}.html`);

/** The checkout island's entry and its renderer, as the checkout page names them. */
function islandEntries(checkoutHtml: string): string[] {
  const island = /<astro-island\b[^>]*component-url="([^"]+CheckoutIsland[^"]*)"[^>]*>/.exec(checkoutHtml);
  if (!island) return [];
  const renderer = /renderer-url="([^"]+)"/.exec(island[0]);
  return [island[1] ?? '', renderer?.[1] ?? ''].filter(Boolean);
}

/**
 * What a trip's page gets at the end of its body: the link tags (its checkout's page, then the
 * island's modules) in a template, and the script that adds them to the head at idle.
 */
export function prefetchTags(checkoutHref: string, modules: string[]): string {
  const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  // Modules are fetched as CORS requests: the same mode lets the island use what was prefetched.
  const links = [
    `<link rel="prefetch" href="${attribute(checkoutHref)}">`,
    ...modules.map((url) => `<link rel="prefetch" href="${attribute(url)}" crossorigin>`),
  ].join('');
  return `<template id="${PREFETCH_TEMPLATE_ID}">${links}</template><script>${checkoutPrefetchScript()}</script>`;
}

/** The checkout link of a trip's page ("Book this trip"), as the page writes it. */
function checkoutLinkOf(html: string, locale: Locale): string | null {
  const checkout = localizedPath(locale, routes.checkout());
  const match = new RegExp(`href="(${checkout.replaceAll('/', '\\/')}\\?package=[^"]+)"`).exec(html);
  return match?.[1]?.replaceAll('&amp;', '&') ?? null;
}

/** Adds the prefetch links to every trip's page of the built site; returns how many and what. */
export async function addCheckoutPrefetch(outDir: string): Promise<{ pages: number; modules: number }> {
  let pages = 0;
  let modules = 0;
  for (const locale of LOCALES) {
    const checkoutFile = htmlFile(outDir, localizedPath(locale, routes.checkout()));
    if (!existsSync(checkoutFile)) continue;
    const read = (path: string) => {
      const file = join(outDir, path);
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    };
    // What the island loads before it runs (its lazy chunks aside), as the budget counts it.
    const graph = moduleClosure(islandEntries(await readFile(checkoutFile, 'utf8')), read);
    modules = Math.max(modules, graph.length);
    const packagesDir = join(outDir, localizedPath(locale, routes.packages()).replace(/^\//, ''));
    if (!existsSync(packagesDir)) continue;
    for (const name of await readdir(packagesDir)) {
      if (!name.endsWith('.html')) continue;
      const file = join(packagesDir, name);
      const html = await readFile(file, 'utf8');
      const href = checkoutLinkOf(html, locale);
      if (!href || html.includes('rel="prefetch"')) continue;
      await writeFile(file, html.replace('</body>', `${prefetchTags(href, graph)}</body>`));
      pages += 1;
    }
  }
  return { pages, modules };
}
