/**
 * The frame every function shares: method guard (405), locale, errors to envelopes (a `ServiceError`
 * is a refusal; a `ConfigurationError` is a deploy missing a setting, answered 503 with one log line
 * naming it; anything else is logged and answered 500 without details).
 */
import type { GenericSchema, InferOutput } from 'valibot';
import { parseWith } from '../../domain/schemas.ts';
import type { Locale } from '../../i18n/locales.ts';
import { ConfigurationError } from '../function-settings.ts';
import { ServiceError } from '../services/service-error.ts';
import { fail, failFromService, invalid } from './envelope.ts';
import { localeOf, readJsonBody } from './request.ts';

export interface Handled {
  request: Request;
  /** The answer's language: Accept-Language, then the body's `locale` once `parseBody` has read it. */
  locale: Locale;
}

export async function handle(
  request: Request,
  method: 'GET' | 'POST',
  run: (ctx: Handled) => Promise<Response>,
): Promise<Response> {
  const ctx: Handled = { request, locale: localeOf(request) };
  if (request.method !== method) {
    return fail(ctx.locale, 405, 'api.error.methodNotAllowed', { headers: { allow: method } });
  }
  try {
    return await run(ctx);
  } catch (error) {
    if (error instanceof ServiceError) return failFromService(ctx.locale, error);
    if (error instanceof ConfigurationError) {
      console.error(error.logLine);
      return fail(ctx.locale, 503, 'api.error.unavailable', { headers: { 'retry-after': '300' } });
    }
    console.error(`[api] ${request.method} ${new URL(request.url).pathname} failed:`, error);
    return fail(ctx.locale, 500, 'api.error.generic');
  }
}

export type Parsed<S extends GenericSchema> =
  | { ok: true; value: InferOutput<S>; locale: Locale }
  | { ok: false; response: Response };

/**
 * Size-limited JSON body (415 unless `application/json`) checked against the shared schema; the
 * body's `locale` wins if valid. `prepare` loads, from what the body holds, what the schema's checks
 * need (e.g. the phone metadata for a number from abroad).
 */
export async function parseBody<S extends GenericSchema>(
  ctx: Handled,
  schema: S,
  prepare?: (body: unknown) => Promise<void>,
): Promise<Parsed<S>> {
  const body = await readJsonBody(ctx.request);
  if (!body.ok) return { ok: false, response: fail(ctx.locale, body.status, body.key) };
  const locale = localeOf(ctx.request, (body.value as { locale?: unknown } | null)?.locale);
  ctx.locale = locale;
  await prepare?.(body.value);
  const parsed = parseWith(schema, body.value);
  if (!parsed.ok) return { ok: false, response: invalid(locale, parsed.issues) };
  return { ok: true, value: parsed.value, locale };
}

/**
 * A path parameter from Netlify's context, or from the URL when called without one (tests).
 * `route` is the function's route as the contract states it (`api.getBooking.pattern`).
 */
export function pathParam(
  context: { params?: Record<string, string> } | undefined,
  request: Request,
  name: string,
  route: string,
): string {
  // The platform hands over the raw (still percent-encoded) segment: `K7MX%203QPD` is `K7MX 3QPD`.
  const raw =
    context?.params?.[name] || routeExpression(route, name).exec(new URL(request.url).pathname)?.[1] || '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}

/** `/api/bookings/:code/payments` -> /^\/api\/bookings\/([^/]+)\/payments$/, capturing `name`. */
function routeExpression(route: string, name: string): RegExp {
  const segments = route.split('/').map((segment) => {
    if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return segment === `:${name}` ? '([^/]+)' : '[^/]+';
  });
  return new RegExp(`^${segments.join('/')}$`);
}
