/**
 * The frame of every back-office function, on top of `handle`: the caller's `Origin` (a foreign one is
 * refused; state-changing calls must send it), the session cookie (401), the role (403) and, for POST,
 * a JSON body (415 otherwise, so no HTML form of another site can post). An accepted session is
 * renewed on use: the answer carries the cookie again.
 */
import type { GenericSchema, InferOutput } from 'valibot';
import type { Locale } from '../../i18n/locales.ts';
import { fail } from '../http/envelope.ts';
import { type Handled, handle, parseBody } from '../http/handler.ts';
import type { StaffRole, StaffSession } from '../repositories/staff.ts';
import type { ServiceDeps } from '../services/deps.ts';
import { currentSession, SESSION_LIFETIME, sessionCookieSeconds } from './sign-in-service.ts';

export const SESSION_COOKIE = 'admin_session';
/** The cookie goes to the back office's functions only. */
const COOKIE_PATH = '/api/admin';

export interface StaffContext extends Handled {
  session: StaffSession;
  deps: ServiceDeps;
}

export function isPlainLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** HttpOnly, SameSite=Strict, Secure except on http://localhost (browsers drop Secure cookies there). */
export function sessionCookie(
  request: Request,
  token: string,
  maxAgeSeconds = SESSION_LIFETIME.idleMs / 1000,
): string {
  const secure = isPlainLocalHttp(new URL(request.url)) ? '' : '; Secure';
  return `${SESSION_COOKIE}=${token}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export function clearedSessionCookie(request: Request): string {
  return sessionCookie(request, '', 0);
}

/** The token in the request's cookie `cookie`, when it looks like one of ours. */
export function cookieToken(request: Request, cookie: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) {
      const token = value.join('=');
      return /^[\w-]{20,100}$/.test(token) ? token : null;
    }
  }
  return null;
}

export function sessionToken(request: Request): string | null {
  return cookieToken(request, SESSION_COOKIE);
}

/** Same origin as the request, or the site's public origin. */
export function originAllowed(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return request.method === 'GET' || request.method === 'HEAD';
  return origin === new URL(request.url).origin || origin === new URL(siteUrl).origin;
}

export function isJsonRequest(request: Request): boolean {
  return /^application\/json(?:\s*;|$)/i.test(request.headers.get('content-type') ?? '');
}

/** Checks that apply before any session exists (sign-in): origin and JSON. */
export function refuseForeign(request: Request, locale: Locale, siteUrl: string): Response | null {
  if (!originAllowed(request, siteUrl)) return fail(locale, 403, 'admin.error.foreignOrigin');
  if (request.method === 'POST' && !isJsonRequest(request)) {
    return fail(locale, 415, 'api.error.unsupportedMediaType');
  }
  return null;
}

export interface StaffOptions {
  method: 'GET' | 'POST';
  /** Owner-only when set; any signed-in staff member otherwise. */
  role?: StaffRole;
  deps: () => ServiceDeps;
}

export function staffHandle(
  request: Request,
  options: StaffOptions,
  run: (ctx: StaffContext) => Promise<Response>,
): Promise<Response> {
  return handle(request, options.method, async (ctx) => {
    const deps = options.deps();
    const refused = refuseForeign(request, ctx.locale, deps.siteUrl);
    if (refused) return refused;
    const token = sessionToken(request);
    const session = token ? await currentSession(deps, token) : null;
    if (!token || !session) {
      return fail(ctx.locale, 401, 'admin.error.signedOut', {
        headers: { 'set-cookie': clearedSessionCookie(request) },
      });
    }
    if (options.role && session.staff.role !== options.role) {
      return fail(ctx.locale, 403, 'admin.error.forbidden');
    }
    const response = await run({ ...ctx, session, deps });
    // Renewed, but never past the session's own end.
    if (!response.headers.has('set-cookie'))
      response.headers.set(
        'set-cookie',
        sessionCookie(request, token, sessionCookieSeconds(session, deps.clock())),
      );
    return response;
  });
}

/** `parseBody` for staff calls: the body's `locale` becomes the answer's language. */
export async function staffBody<S extends GenericSchema>(
  ctx: StaffContext,
  schema: S,
  prepare?: (body: unknown) => Promise<void>,
): Promise<{ ok: true; value: InferOutput<S> } | { ok: false; response: Response }> {
  const parsed = await parseBody(ctx, schema, prepare);
  return parsed.ok ? { ok: true, value: parsed.value } : parsed;
}
