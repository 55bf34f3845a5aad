/**
 * The `Context` a Netlify function receives (the documented fields of `@netlify/functions`'
 * `Context`), as the local function host builds it for each call. The platform's own values have
 * local stand-ins: the deploy context is `dev` (what `netlify dev` reports), site, account and
 * deploy ids are fixed words, the region is `local`, and there is no geolocation (an empty `geo`).
 * `ip` is the address the connection came from, never a header the client wrote.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';

/** A cookie as `context.cookies.set` takes it (the `Cookie` of Netlify's types). */
interface Cookie {
  name: string;
  value: string;
  expires?: Date | number;
  maxAge?: number;
  domain?: string;
  path?: string;
  secure?: boolean;
  httpOnly?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

export interface CallDetails {
  request: Request;
  params: Record<string, string>;
  ip: string;
  /** The site's own address (`context.site.url`). */
  siteUrl: string;
  /** Work the function hands over to finish after its answer. */
  waitUntil(task: Promise<unknown>): void;
}

export interface FunctionCall {
  context: Context;
  /** The `Set-Cookie` lines the function asked for through `context.cookies`. */
  setCookies(): string[];
}

export function functionCall(details: CallDetails): FunctionCall {
  const { request } = details;
  const cookieLines: string[] = [];
  const requestCookies = parseCookies(request.headers.get('cookie'));
  const cookies: Context['cookies'] = {
    get: (name: string) => requestCookies.get(name) ?? '',
    set: ((cookieOrName: Cookie | string, value?: string) => {
      const cookie =
        typeof cookieOrName === 'string' ? { name: cookieOrName, value: value ?? '' } : cookieOrName;
      cookieLines.push(serializeCookie(cookie));
    }) as Context['cookies']['set'],
    delete: (input) => {
      const options = typeof input === 'string' ? { name: input } : input;
      cookieLines.push(serializeCookie({ ...options, value: '', expires: new Date(0) }));
    },
  };
  const refuse = (what: string) => () => {
    throw new Error(`context.${what}() belongs to edge functions: functions cannot call it`);
  };
  const context: Context = {
    account: { id: 'local-account' },
    cookies,
    deploy: { context: 'dev', id: 'local-deploy', published: false },
    geo: {},
    ip: details.ip,
    json: (input: unknown) => Response.json(input),
    log: (...data: unknown[]) => console.log(...data),
    next: refuse('next') as Context['next'],
    params: details.params,
    rewrite: refuse('rewrite') as Context['rewrite'],
    requestId: randomUUID(),
    server: { region: 'local' },
    site: { id: 'local-site', name: 'local', url: details.siteUrl },
    url: new URL(request.url),
    waitUntil: details.waitUntil,
  };
  return { context, setCookies: () => [...cookieLines] };
}

function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!cookies.has(name)) cookies.set(name, decodeValue(part.slice(index + 1).trim()));
  }
  return cookies;
}

function decodeValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function serializeCookie(cookie: Cookie): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`];
  if (cookie.expires !== undefined) parts.push(`Expires=${new Date(cookie.expires).toUTCString()}`);
  if (cookie.maxAge !== undefined) parts.push(`Max-Age=${cookie.maxAge}`);
  if (cookie.domain) parts.push(`Domain=${cookie.domain}`);
  parts.push(`Path=${cookie.path ?? '/'}`);
  if (cookie.secure) parts.push('Secure');
  if (cookie.httpOnly) parts.push('HttpOnly');
  if (cookie.sameSite) parts.push(`SameSite=${cookie.sameSite}`);
  return parts.join('; ');
}
