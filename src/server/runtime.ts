/**
 * The functions' dependencies, built once per process from the environment:
 * - `DATABASE_URL` (required): PostgreSQL, or the embedded PGlite server `npm start` runs;
 * - `FAPSHI_BASE_URL`, `FAPSHI_API_USER`, `FAPSHI_API_KEY` (see `payments/create-provider.ts`);
 * - `CATALOGUE_PATH` (default `generated/catalogue.json`);
 * - `PAYMENT_ATTEMPT_TTL_MS` (default 15 min), `PAYMENT_STALE_AFTER_MS` (default 2 min),
 *   `PAYMENT_LATE_SUCCESS_WINDOW_MS` (default 24 h: the sweep re-checks attempts closed this recently),
 *   `PAYMENT_CLOSED_RECHECK_MS` (default 30 min: at most one re-check per closed attempt per interval);
 * - e-mail (`mail/create-mailer.ts`): `EMAIL_API_KEY`, `EMAIL_API_URL`, `EMAIL_FROM`, `EMAIL_TIMEOUT_MS`,
 *   else outbox files in `OUTBOX_DIR` (default `.data/outbox`); `SITE_URL` (else Netlify's `URL`, else
 *   `http://localhost:4321`) for the links in e-mails;
 * - `LOOKUP_RATE_LIMIT` per minute and address (default 30), `RATE_LIMIT_STORE` `database` (default,
 *   shared by every instance) or `memory` (per instance);
 * - `SWEEP_SECRET`: enables `POST /api/internal/sweep-payments` (refused when unset).
 * Tests replace it all with `setRuntime`.
 */
import { randomBytes } from 'node:crypto';
import { catalogueLoader, DEFAULT_CATALOGUE_PATH } from './catalogue/catalogue-file.ts';
import { sharedPool } from './db/pool.ts';
import { databaseRateLimiter, LOOKUP_LIMIT, memoryRateLimiter, type RateLimiter } from './http/rate-limit.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { parseFapshiWebhook } from './payments/fapshi-webhook.ts';
import { DEFAULT_TIMINGS, type ServiceDeps } from './services/deps.ts';

export interface Runtime {
  deps: ServiceDeps;
  lookupLimiter: RateLimiter;
  sweepSecret: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

let current: Runtime | null = null;

const DEFAULT_SITE_URL = 'http://localhost:4321';

function numberFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
}

/** The public origin, as the site's build resolves it. */
export function siteUrlFrom(env: Env): string {
  const url = env.SITE_URL?.trim() || env.URL?.trim() || DEFAULT_SITE_URL;
  if (!URL.canParse(url)) throw new Error('SITE_URL must be an absolute URL, e.g. https://example.com');
  return url;
}

export function runtimeFromEnv(env: Env = process.env): Runtime {
  const db = sharedPool(env);
  const limit = { ...LOOKUP_LIMIT, limit: numberFrom(env, 'LOOKUP_RATE_LIMIT', LOOKUP_LIMIT.limit) };
  return {
    deps: {
      db,
      provider: createPaymentProvider(env),
      parseWebhook: parseFapshiWebhook,
      catalogue: catalogueLoader(env.CATALOGUE_PATH?.trim() || DEFAULT_CATALOGUE_PATH),
      clock: () => new Date(),
      randomBytes: (size) => randomBytes(size),
      timings: {
        attemptTtlMs: numberFrom(env, 'PAYMENT_ATTEMPT_TTL_MS', DEFAULT_TIMINGS.attemptTtlMs),
        staleAfterMs: numberFrom(env, 'PAYMENT_STALE_AFTER_MS', DEFAULT_TIMINGS.staleAfterMs),
        lateSuccessWindowMs: numberFrom(
          env,
          'PAYMENT_LATE_SUCCESS_WINDOW_MS',
          DEFAULT_TIMINGS.lateSuccessWindowMs,
        ),
        closedRecheckEveryMs: numberFrom(
          env,
          'PAYMENT_CLOSED_RECHECK_MS',
          DEFAULT_TIMINGS.closedRecheckEveryMs,
        ),
        providerCheckEveryMs: DEFAULT_TIMINGS.providerCheckEveryMs,
      },
      mailer: createMailer(env),
      siteUrl: siteUrlFrom(env),
      log: (message, detail) => console.warn(`[payments] ${message}`, detail ?? ''),
    },
    lookupLimiter:
      env.RATE_LIMIT_STORE === 'memory' ? memoryRateLimiter(limit) : databaseRateLimiter(db, limit),
    sweepSecret: env.SWEEP_SECRET?.trim() || null,
  };
}

export function getRuntime(): Runtime {
  current ??= runtimeFromEnv();
  return current;
}

/**
 * The services' dependencies for one request: work that may outlive the answer (e-mails) is handed
 * to the platform's `waitUntil` when it has one.
 */
export function requestDeps(context?: { waitUntil?: (task: Promise<unknown>) => void }): ServiceDeps {
  const { deps } = getRuntime();
  const waitUntil = context?.waitUntil;
  return typeof waitUntil === 'function' ? { ...deps, afterAnswer: (task) => waitUntil(task) } : deps;
}

/** For tests and the local server: replaces (or with null, forgets) the process's runtime. */
export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}
