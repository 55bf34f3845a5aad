/** What the providers' HTTP adapters share: getting an answer, reading it, and saying why there was none. */
import { PaymentUnavailableError } from './provider.ts';

/** What both adapters are given to reach their provider. */
export interface ProviderHttp {
  provider: string;
  baseUrl: string;
  fetch: typeof globalThis.fetch;
}

/**
 * Sends one request and returns the answer's status and body (parsed, or undefined when not JSON).
 * No usable answer (time-out, network, 5xx) is a `PaymentUnavailableError`: the outcome is unknown.
 */
export async function requestProvider(
  http: ProviderHttp,
  method: 'GET' | 'POST',
  path: string,
  init: Omit<RequestInit, 'method' | 'signal'>,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  const call = `${method} ${path}`;
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(`${http.baseUrl}${path}`, {
      ...init,
      method,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw new PaymentUnavailableError(describeFailure(http.provider, error, timeoutMs, call));
  }
  if (response.status >= 500) {
    throw new PaymentUnavailableError(`${http.provider} answered ${response.status} to ${call}`);
  }
  return { status: response.status, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A failure to get an answer, said for the log: a time-out, or the network's reason and code. */
function describeFailure(provider: string, error: unknown, timeoutMs: number, call: string): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `${provider} did not answer ${call} within ${timeoutMs} ms`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined)?.code : undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (typeof cause === 'string') return `${provider} could not be reached for ${call}: ${reason} (${cause})`;
  return `${provider} could not be reached for ${call}: ${reason}`;
}
