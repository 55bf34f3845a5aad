/** The `{ ok, message, data }` answers of every function, localised. */
import type { ApiErrorData, ApiIssue } from '../../api/contract.ts';
import type { ValidationIssue } from '../../domain/schemas.ts';
import { VALIDATION_PARAMS } from '../../domain/validation-params.ts';
import type { Locale } from '../../i18n/locales.ts';
import { type MessageKey, type MessageParams, t } from '../../i18n/messages.ts';
import type { ServiceError, ServiceResult } from '../services/service-error.ts';

/**
 * Headers every function answer carries, whatever its body: the platform applies the site's headers
 * file to pages only, so an answer opened as a document must itself forbid running and framing.
 */
export const FUNCTION_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', ...FUNCTION_HEADERS };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...JSON_HEADERS, ...headers } });
}

export function ok<T>(locale: Locale, result: ServiceResult<T>, headers?: Record<string, string>): Response {
  return json(
    result.status,
    { ok: true, message: t(locale, result.key, result.params), data: result.data },
    headers,
  );
}

export function fail(
  locale: Locale,
  status: number,
  key: MessageKey,
  options: {
    params?: MessageParams | undefined;
    data?: Omit<ApiErrorData, 'key'> | undefined;
    headers?: Record<string, string>;
  } = {},
): Response {
  const data: ApiErrorData = { key, ...options.data };
  // A business rule's issues read with the rule's own values (a package's minimum), others with the schema's.
  if (data.issues)
    data.issues = data.issues.map((issue) => ({
      ...issue,
      message: issueMessage(locale, issue.key, issue.key === key ? options.params : undefined),
    }));
  return json(status, { ok: false, message: t(locale, key, options.params), data }, options.headers);
}

export function failFromService(locale: Locale, error: ServiceError): Response {
  const retryAfter = error.data?.retryAfterSeconds;
  return fail(locale, error.status, error.key, {
    params: error.params,
    data: error.data,
    ...(retryAfter === undefined ? {} : { headers: { 'retry-after': String(retryAfter) } }),
  });
}

function issueMessage(locale: Locale, key: ApiIssue['key'], params?: MessageParams): string {
  return t(locale, key, params ?? VALIDATION_PARAMS[key]);
}

export function invalid(locale: Locale, issues: ValidationIssue[]): Response {
  return fail(locale, 400, 'api.error.invalidInput', {
    data: { issues: issues.map((issue) => ({ ...issue, message: '' })) },
  });
}
