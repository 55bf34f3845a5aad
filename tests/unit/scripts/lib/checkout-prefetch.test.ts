import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCheckoutPrefetch } from '../../../../scripts/lib/checkout-prefetch.ts';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A built site in miniature: the checkout pages, a trip's page in each language, four modules. */
async function builtSite(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'prefetch-'));
  dirs.push(out);
  await mkdir(join(out, '_astro'), { recursive: true });
  await mkdir(join(out, 'packages'), { recursive: true });
  await mkdir(join(out, 'fr', 'packages'), { recursive: true });
  const island =
    '<astro-island uid="a" component-url="/_astro/CheckoutIsland.abc.js" renderer-url="/_astro/client.def.js"></astro-island>';
  await writeFile(join(out, 'checkout.html'), `<html><head></head><body>${island}</body></html>`);
  await writeFile(join(out, 'fr', 'checkout.html'), `<html><head></head><body>${island}</body></html>`);
  await writeFile(
    join(out, '_astro', 'CheckoutIsland.abc.js'),
    'import{t as e}from"./react.123.js";import"./atom.456.js";const l=()=>import("./CheckoutSteps.789.js");',
  );
  await writeFile(join(out, '_astro', 'client.def.js'), 'import{r}from"./react.123.js";export{r};');
  await writeFile(join(out, '_astro', 'react.123.js'), 'export const t=1;');
  await writeFile(join(out, '_astro', 'atom.456.js'), 'export const a=1;');
  await writeFile(join(out, '_astro', 'CheckoutSteps.789.js'), 'export const s=1;');
  const trip = (href: string) =>
    `<html><head><title>Trip</title></head><body><a class="button" href="${href}">Book</a></body></html>`;
  await writeFile(join(out, 'packages', 'kribi.html'), trip('/checkout?package=kribi'));
  await writeFile(join(out, 'fr', 'packages', 'kribi.html'), trip('/fr/checkout?package=kribi'));
  // The tracking page sits beside the trips and has no checkout link: left alone.
  await writeFile(join(out, 'packages', 'search.html'), '<html><head></head><body></body></html>');
  return out;
}

describe('checkout prefetch on trip pages', () => {
  it("gives each trip's page, in its language, its checkout and the island's modules, each once", async () => {
    const out = await builtSite();
    expect(await addCheckoutPrefetch(out)).toEqual({ pages: 2, modules: 4 });
    const en = await readFile(join(out, 'packages', 'kribi.html'), 'utf8');
    const fr = await readFile(join(out, 'fr', 'packages', 'kribi.html'), 'utf8');
    const links = (html: string) =>
      [...html.matchAll(/<link rel="prefetch" href="([^"]+)"/g)].map((m) => m[1]);
    const modules = [
      '/_astro/CheckoutIsland.abc.js',
      '/_astro/client.def.js',
      '/_astro/react.123.js',
      '/_astro/atom.456.js',
    ];
    expect(links(en)).toEqual(['/checkout?package=kribi', ...modules]);
    expect(links(fr)).toEqual(['/fr/checkout?package=kribi', ...modules]);
    // Out of the head: in a template at the end of the body, added to the head at idle once loaded.
    expect(en).toMatch(/<\/head>/);
    expect(en.slice(0, en.indexOf('</head>'))).not.toContain('prefetch');
    expect(en).toMatch(
      /<template id="checkout-prefetch">(<link [^>]+>)+<\/template><script>[^<]+<\/script><\/body>/,
    );
    expect(await readFile(join(out, 'packages', 'search.html'), 'utf8')).not.toContain('prefetch');
    // A second run (a rebuild into the same folder) adds nothing twice.
    await addCheckoutPrefetch(out);
    expect(links(await readFile(join(out, 'packages', 'kribi.html'), 'utf8'))).toHaveLength(5);
  });
});
