/**
 * What a URL typed in the CMS may be before a page renders it or `_redirects` carries it. Allow-lists,
 * not block-lists: a link is a site path or an absolute URL of an allowed scheme, nothing else, so
 * disguised schemes (`JaVaScRiPt:`, `java\tscript:`, `&#106;avascript:`) and other sites posing as a
 * path (`//evil.example`, `/\evil.example`) fail the build. See docs/content-security.md.
 * Each function answers why a value is refused, or `undefined` when it is fine.
 */

export const LINK_SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'] as const;

/**
 * Spaces, control characters and invisible separators. Browsers drop tabs and line breaks inside URLs
 * and trim leading spaces and controls, which is how `java\tscript:` becomes `javascript:`.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this refuses.
  /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/;

/** Browsers read `\` as `/` in web URLs: `/\evil.example` is another site. */
const BACKSLASH = /\\/;

/** Netlify placeholders in a redirect target: `:splat`, `:name`, `*`. */
const PLACEHOLDER = /\*|:[A-Za-z_]/;

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;

function commonProblem(value: string): string | undefined {
  if (value === '') return 'must not be empty';
  if (INVISIBLE.test(value)) return 'must not contain spaces, tabs, line breaks or invisible characters';
  if (BACKSLASH.test(value)) return 'must not contain a backslash (\\)';
  return undefined;
}

function sitePathProblem(value: string): string | undefined {
  if (value.startsWith('//')) return 'must not start with // (that is another site, not a path of this one)';
  return undefined;
}

function webUrlProblem(value: string, schemes: readonly string[]): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a valid URL';
  }
  if (!schemes.includes(url.protocol)) return `must use ${schemes.join(' or ')}`;
  // `https:evil.example` parses too; ask for the usual form so what editors read is what browsers do.
  if (!/^https?:\/\//i.test(value)) return `must start with ${url.protocol}//`;
  if (url.hostname === '') return 'must name a host';
  // `https://www.facebook.com@evil.example` leads to evil.example.
  if (url.username !== '' || url.password !== '')
    return 'must not contain a user name or password (user@host)';
  return undefined;
}

/** A link a page renders (rich text, footer): a site path, or an https, http, mailto or tel URL. */
export function linkProblem(value: string): string | undefined {
  const common = commonProblem(value);
  if (common) return common;
  if (value.startsWith('/')) return sitePathProblem(value);
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    return `must be a site path starting with / or a URL starting with ${LINK_SCHEMES.join(', ')}`;
  }
  if (!(LINK_SCHEMES as readonly string[]).includes(`${scheme}:`)) {
    return `the scheme "${scheme}:" is not allowed (allowed: ${LINK_SCHEMES.join(', ')} and site paths)`;
  }
  if (scheme === 'http' || scheme === 'https') return webUrlProblem(value, ['https:', 'http:']);
  if (scheme === 'mailto' && !/^mailto:[^@/]+@[^@/]+$/i.test(value)) {
    return 'must be mailto: followed by an e-mail address';
  }
  if (scheme === 'tel' && !/^tel:\+?[0-9][0-9().-]{2,}$/i.test(value))
    return 'must be tel: followed by a number';
  return undefined;
}

/** A link to another site's page (social profiles): https only. */
export function httpsLinkProblem(value: string): string | undefined {
  return commonProblem(value) ?? webUrlProblem(value, ['https:']);
}

/** The source of a route rule: a site path (Netlify placeholders allowed: they only match). */
export function routeSourceProblem(value: string): string | undefined {
  const common = commonProblem(value);
  if (common) return common;
  if (!value.startsWith('/')) return 'must be a path starting with /';
  return sitePathProblem(value);
}

/**
 * The target of a route rule: a site path or an https URL (whose host `redirects.ts` checks against
 * its allow-list). No placeholders: `/old/* -> /:splat` sends `/old//evil.example` to `//evil.example`.
 */
export function routeTargetProblem(value: string): string | undefined {
  const common = commonProblem(value);
  if (common) return common;
  if (!value.startsWith('/')) {
    if (!SCHEME.test(value)) return 'must be a path starting with / or an https URL';
    const web = webUrlProblem(value, ['https:']);
    if (web) return web;
  }
  if (PLACEHOLDER.test(value.replace(/^https:\/\/[^/]*/i, ''))) {
    return 'must not contain a placeholder (:splat, :name or *): a target is one fixed page';
  }
  return value.startsWith('/') ? sitePathProblem(value) : undefined;
}
