/**
 * The payment provider the functions use, chosen by the environment. Locally `npm start` runs the
 * Fapshi simulator and sets these variables to point at it; deployed, they hold Fapshi's live (or
 * sandbox) URL and the service's credentials.
 */
import { FapshiProvider } from './fapshi-provider.ts';
import type { PaymentProvider } from './provider.ts';

type Env = Readonly<Record<string, string | undefined>>;

const required = ['FAPSHI_BASE_URL', 'FAPSHI_API_USER', 'FAPSHI_API_KEY'] as const;

/**
 * Reads `FAPSHI_BASE_URL`, `FAPSHI_API_USER`, `FAPSHI_API_KEY` and, optionally,
 * `FAPSHI_TIMEOUT_MS`. Throws naming what is missing or wrong (never the values).
 */
export function createPaymentProvider(
  env: Env = process.env,
  fetchImpl?: typeof globalThis.fetch,
): PaymentProvider {
  const missing = required.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `Payment provider is not configured: set ${missing.join(', ')} (Fapshi base URL and service credentials; npm start sets them for the local simulator).`,
    );
  }
  const baseUrl = env.FAPSHI_BASE_URL?.trim() ?? '';
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error('FAPSHI_BASE_URL must be an http(s) URL, e.g. https://live.fapshi.com');
  }
  const timeout = env.FAPSHI_TIMEOUT_MS?.trim();
  const timeoutMs = timeout ? Number(timeout) : undefined;
  if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new Error('FAPSHI_TIMEOUT_MS must be a positive number of milliseconds');
  }
  return new FapshiProvider({
    baseUrl,
    apiUser: env.FAPSHI_API_USER?.trim() ?? '',
    apiKey: env.FAPSHI_API_KEY?.trim() ?? '',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  });
}
