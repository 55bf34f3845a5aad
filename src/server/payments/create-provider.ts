/**
 * The payment providers the functions use, chosen by the environment. Locally `npm start` runs the
 * Fapshi simulator and the CinetPay twin and sets these variables to point at them; deployed, they
 * hold Fapshi's live (or sandbox) URL, CinetPay's, and the accounts' credentials.
 */
import { CinetPayProvider } from './cinetpay-provider.ts';
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
  const { baseUrl, timeoutMs } = httpSettings(env, 'FAPSHI', 'https://live.fapshi.com');
  return new FapshiProvider({
    baseUrl,
    apiUser: env.FAPSHI_API_USER?.trim() ?? '',
    apiKey: env.FAPSHI_API_KEY?.trim() ?? '',
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
    ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
  });
}

const cinetpayRequired = ['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'] as const;

/**
 * The providers beside mobile money's (the registry's others, `registry.ts`): CinetPay for cards
 * when `CINETPAY_BASE_URL` is set, else none (cards are then not offered). Throws naming what is
 * missing or wrong (never the values).
 */
export function createOtherProviders(
  env: Env = process.env,
  fetchImpl?: typeof globalThis.fetch,
): PaymentProvider[] {
  const baseUrl = env.CINETPAY_BASE_URL?.trim();
  if (!baseUrl) return [];
  const missing = cinetpayRequired.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`Card payments are not configured: set ${missing.join(', ')} (CinetPay's account).`);
  }
  const { timeoutMs } = httpSettings(env, 'CINETPAY', 'https://api-checkout.cinetpay.com');
  return [
    new CinetPayProvider({
      baseUrl,
      apiKey: env.CINETPAY_API_KEY?.trim() ?? '',
      siteId: env.CINETPAY_SITE_ID?.trim() ?? '',
      secretKey: env.CINETPAY_SECRET_KEY?.trim() ?? '',
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
      ...(fetchImpl === undefined ? {} : { fetch: fetchImpl }),
    }),
  ];
}

/** A provider's `<PREFIX>_BASE_URL` (an http(s) URL) and optional `<PREFIX>_TIMEOUT_MS`, checked. */
function httpSettings(
  env: Env,
  prefix: 'FAPSHI' | 'CINETPAY',
  example: string,
): { baseUrl: string; timeoutMs: number | undefined } {
  const baseUrl = env[`${prefix}_BASE_URL`]?.trim() ?? '';
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
    throw new Error(`${prefix}_BASE_URL must be an http(s) URL, e.g. ${example}`);
  }
  const timeout = env[`${prefix}_TIMEOUT_MS`]?.trim();
  const timeoutMs = timeout ? Number(timeout) : undefined;
  if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new Error(`${prefix}_TIMEOUT_MS must be a positive number of milliseconds`);
  }
  return { baseUrl, timeoutMs };
}
