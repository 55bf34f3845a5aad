/**
 * The error catalogue (docs/business-rules.md#error-catalogue): turns a failed call into a friendly message key. Pure, so
 * the same table serves every island and is tested once.
 */

export type ErrorKey =
  | 'islands.error.network'
  | 'islands.error.timeout'
  | 'islands.error.connection'
  | 'islands.error.dns'
  | 'islands.error.ssl'
  | 'islands.error.auth'
  | 'islands.error.permission'
  | 'islands.error.notFound'
  | 'islands.error.server'
  | 'islands.error.rateLimit'
  | 'islands.error.parse'
  | 'islands.error.generic';

/** What an island knows about a failed call. */
export interface CallFailure {
  /** HTTP status when an answer came back. */
  status?: number | undefined;
  /** Error text (thrown error message or the server's message). */
  message?: string | undefined;
}

// Order matters: the first rule whose substring appears wins, as on the original error page.
const SUBSTRING_RULES: ReadonlyArray<readonly [ErrorKey, readonly string[]]> = [
  ['islands.error.timeout', ['timeout', 'timed out', 'aborted']],
  ['islands.error.connection', ['econnrefused', 'connection refused', 'connection closed', 'econnreset']],
  ['islands.error.dns', ['enotfound', 'dns']],
  ['islands.error.ssl', ['ssl', 'certificate']],
  ['islands.error.network', ['failed to fetch', 'networkerror', 'network', 'fetch', 'load failed']],
  ['islands.error.auth', ['authentication', 'unauthorized', '401']],
  ['islands.error.permission', ['permission', 'forbidden', '403']],
  ['islands.error.notFound', ['not found', '404']],
  ['islands.error.rateLimit', ['rate limit', 'too many requests', '429']],
  ['islands.error.server', ['internal server error', '500', '502', '503']],
  ['islands.error.parse', ['parse', 'json', 'unexpected token', 'bad request', '400']],
];

function byStatus(status: number): ErrorKey | null {
  if (status === 400 || status === 422) return 'islands.error.parse';
  if (status === 401) return 'islands.error.auth';
  if (status === 403) return 'islands.error.permission';
  if (status === 404) return 'islands.error.notFound';
  if (status === 408 || status === 504) return 'islands.error.timeout';
  if (status === 429) return 'islands.error.rateLimit';
  if (status >= 500) return 'islands.error.server';
  return null;
}

/** The catalogue entry for a failure; `islands.error.generic` ("An error occurred") when none fits. */
export function errorKeyFor(failure: CallFailure): ErrorKey {
  if (failure.status !== undefined && failure.status > 0) {
    const key = byStatus(failure.status);
    if (key) return key;
  }
  const text = (failure.message ?? '').toLowerCase();
  if (text) {
    for (const [key, needles] of SUBSTRING_RULES) {
      if (needles.some((needle) => text.includes(needle))) return key;
    }
  }
  return 'islands.error.generic';
}

export const ERROR_KEYS: readonly ErrorKey[] = [
  'islands.error.network',
  'islands.error.timeout',
  'islands.error.connection',
  'islands.error.dns',
  'islands.error.ssl',
  'islands.error.auth',
  'islands.error.permission',
  'islands.error.notFound',
  'islands.error.server',
  'islands.error.rateLimit',
  'islands.error.parse',
  'islands.error.generic',
];
