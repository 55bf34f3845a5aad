/**
 * The site's icon inlined in each page as a `data:` address. Browsers ask for the icon while the
 * page is still loading: as a file it was one more request (a few hundred bytes, over a kilobyte
 * of headers) on a slow phone's connection beside the page's largest picture. The file stays in
 * `public/` for whatever asks for /favicon.svg by name.
 */
import faviconSvg from '../../public/favicon.svg?raw';

/**
 * An SVG as a `data:` URL, escaping only what a URL needs, spaces included (HTML's URL rules refuse
 * them); percent-encoding every character makes it a third longer. Double quotes become single so it
 * sits in a double-quoted attribute.
 */
export function svgDataUrl(svg: string): string {
  const compact = svg.trim().replace(/\s+/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>?[\\\]^`{|} ]/g, encodeURIComponent)}`;
}

export const FAVICON_URL = svgDataUrl(faviconSvg);
