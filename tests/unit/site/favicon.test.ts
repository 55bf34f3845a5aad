import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAVICON_URL, svgDataUrl } from '../../../src/site/favicon.ts';

const PREFIX = 'data:image/svg+xml,';

describe('svgDataUrl', () => {
  it('decodes back to the same drawing, with single quotes', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1" fill="#a4461f"/>\n  <text>50% ?</text></svg>';
    const url = svgDataUrl(svg);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(svg.replace(/\s+/g, ' ').replaceAll('"', "'"));
  });

  it('leaves nothing a URL or a double-quoted attribute would cut short', () => {
    const body = svgDataUrl('<svg fill="#000"><text>"a" #b %c</text></svg>').slice(PREFIX.length);
    expect(body).not.toMatch(/["#<>\s]|%(?![0-9A-F]{2})/);
  });
});

describe('FAVICON_URL', () => {
  it('is the public favicon, inlined', () => {
    const svg = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
    expect(decodeURIComponent(FAVICON_URL.slice(PREFIX.length))).toBe(
      svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'"),
    );
    // Shorter than percent-encoding everything, which is the point of escaping only what a URL needs.
    expect(FAVICON_URL.length).toBeLessThan(PREFIX.length + encodeURIComponent(svg.trim()).length);
  });
});
