/**
 * A tiny typed requester for the islands: JSON in and out, `Accept-Language`, optional
 * `Idempotency-Key`, abort and time-out. It returns the envelope for every HTTP answer (refusals
 * included: the server's message is already localised) and throws `ApiNetworkError` only when no
 * envelope could be read.
 */

import type { Locale } from '../domain/locales.ts';
import type { Endpoint, Envelope } from './contract.ts';

export type NetworkErrorKind = 'network' | 'timeout' | 'aborted' | 'parse';

export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly kind: NetworkErrorKind;
  readonly status: number | null;
  constructor(kind: NetworkErrorKind, message: string, status: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.status = status;
  }
}

export const DEFAULT_TIMEOUT_MS = 20_000;

export interface RequestOptions<Params, Body> {
  params: Params;
  body?: Body;
  locale?: Locale;
  idempotencyKey?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Origin for non-browser callers (tests, scripts); same origin when empty. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

export async function request<Params, Body, Data>(
  endpoint: Endpoint<Params, Body, Data>,
  // The endpoint alone decides the types: a wrong body or parameter is an error, not a wider type.
  options: RequestOptions<NoInfer<Params>, NoInfer<Body>>,
): Promise<Envelope<Data>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.locale) headers['Accept-Language'] = options.locale;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const doFetch = options.fetch ?? fetch;
  const init: RequestInit = { method: endpoint.method, headers, signal };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl ?? ''}${endpoint.path(options.params)}`, init);
  } catch (error) {
    if (options.signal?.aborted)
      throw new ApiNetworkError('aborted', 'Request aborted', null, { cause: error });
    if (timeout.aborted) throw new ApiNetworkError('timeout', 'Request timed out', null, { cause: error });
    throw new ApiNetworkError('network', 'Network failure', null, { cause: error });
  }
  try {
    const json: unknown = await response.json();
    if (isEnvelope(json)) return json as Envelope<Data>;
  } catch (error) {
    throw new ApiNetworkError('parse', `Unreadable answer (HTTP ${response.status})`, response.status, {
      cause: error,
    });
  }
  throw new ApiNetworkError('parse', `Unexpected answer (HTTP ${response.status})`, response.status);
}

function isEnvelope(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { ok?: unknown }).ok === 'boolean' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
