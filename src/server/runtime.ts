/**
 * The functions' dependencies, built once per process from the environment, which the project's one
 * schema reads (`src/config/environment.ts`; every variable is described in docs/configuration.md).
 * In a deployed context (Netlify's `production`, `deploy-preview`, `branch-deploy`) a missing or unsafe
 * setting is a `ConfigurationError`: the function answers 503 and logs the setting's name, and no
 * local stand-in (outbox, simulator) is ever used. Tests replace it all with `setRuntime`.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_SEAT_HOLD_MINUTES, DEFAULT_UNPAID_HOLD_LIMITS } from '../domain/seat-holds.ts';
import { catalogueLoader, DEFAULT_CATALOGUE_PATH } from './catalogue-file.ts';
import { sharedPool } from './db/pool.ts';
import { deployedProblem, readEnvironment } from './function-settings.ts';
import {
  DEFAULT_LIMITS,
  databaseRateLimits,
  LIMIT_RULES,
  type LimitRule,
  type LimitSettings,
  memoryRateLimits,
} from './http/rate-limit.ts';
import { createMailer } from './mail/create-mailer.ts';
import { createOtherProviders, createPaymentProvider } from './payments/create-provider.ts';
import { parseFapshiWebhook } from './payments/fapshi-webhook.ts';
import {
  DEFAULT_BOOKING_NOTICE_BATCH_MINUTES,
  DEFAULT_TIMINGS,
  DEFAULT_UNPAID_FOLLOW_UP_HOURS,
  DEFAULT_WHATSAPP_DAILY_LIMIT,
  type ServiceDeps,
} from './services/deps.ts';
import { createWhatsAppSender } from './whatsapp/create-whatsapp-sender.ts';

export interface Runtime {
  /** `deps.limits` holds the rate limits every function applies. */
  deps: ServiceDeps;
  sweepSecret: string | null;
  /** What the webhook of customers' WhatsApp messages checks (docs/whatsapp.md#proof). */
  whatsappInbound?: WhatsAppInbound;
  /** The key of the reminders' stop links (`REMINDER_LINK_SECRET`), apart from the sweep secret. */
  reminderLinkSecret: string | null;
}

export interface WhatsAppInbound {
  /** Signs each notification; none: every one is refused. */
  appSecret: string | null;
  /** Answered in the subscription handshake; none: the handshake is refused. */
  verifyToken: string | null;
  /** The agency's sending number: messages to another number prove nothing. */
  phoneNumberId: string | null;
}

type Env = Readonly<Record<string, string | undefined>>;

/** What the platform tells a function about its deploy (Netlify's `context.deploy.context`). */
export interface PlatformContext {
  deploy?: { context?: string };
  waitUntil?: (task: Promise<unknown>) => void;
}

let current: Runtime | null = null;
let environment: Env = process.env;

const DEFAULT_SITE_URL = 'http://localhost:4321';

/** The public origin, as the site's build resolves it. */
export function siteUrlFrom(env: Env): string {
  const url = env.SITE_URL?.trim() || env.URL?.trim() || DEFAULT_SITE_URL;
  if (!URL.canParse(url)) throw new Error('SITE_URL must be an absolute URL, e.g. https://example.com');
  return url;
}

/** The deploy context: the platform's word for this request, else `CONTEXT`, else local (`dev`). */
export function deployContextOf(env: Env, context?: PlatformContext): string {
  return context?.deploy?.context?.trim() || env.CONTEXT?.trim() || 'dev';
}

export function runtimeFromEnv(env: Env = process.env, deployContext = deployContextOf(env)): Runtime {
  const settings = readEnvironment(env, deployContext);
  const problem = deployedProblem(settings, deployContext);
  if (problem) throw problem;
  const db = sharedPool(env);
  const whatsapp = createWhatsAppSender(settings);
  const limits = Object.fromEntries(
    (Object.keys(LIMIT_RULES) as LimitRule[]).map((rule) => [
      rule,
      { ...DEFAULT_LIMITS[rule], limit: settings[LIMIT_RULES[rule].env] ?? DEFAULT_LIMITS[rule].limit },
    ]),
  ) as LimitSettings;
  return {
    deps: {
      db,
      provider: createPaymentProvider(env),
      providers: createOtherProviders(env),
      parseWebhook: parseFapshiWebhook,
      catalogue: catalogueLoader(settings.CATALOGUE_PATH ?? DEFAULT_CATALOGUE_PATH),
      clock: () => new Date(),
      randomBytes: (size) => randomBytes(size),
      timings: {
        attemptTtlMs: settings.PAYMENT_ATTEMPT_TTL_MS ?? DEFAULT_TIMINGS.attemptTtlMs,
        staleAfterMs: settings.PAYMENT_STALE_AFTER_MS ?? DEFAULT_TIMINGS.staleAfterMs,
        lateSuccessWindowMs: settings.PAYMENT_LATE_SUCCESS_WINDOW_MS ?? DEFAULT_TIMINGS.lateSuccessWindowMs,
        closedRecheckEveryMs: settings.PAYMENT_CLOSED_RECHECK_MS ?? DEFAULT_TIMINGS.closedRecheckEveryMs,
        providerCheckEveryMs: DEFAULT_TIMINGS.providerCheckEveryMs,
      },
      mailer: createMailer(env),
      ...(whatsapp ? { whatsapp } : {}),
      ...(settings.AGENCY_NOTICE_EMAIL ? { agencyNoticeEmail: settings.AGENCY_NOTICE_EMAIL } : {}),
      unpaidFollowUpHours: settings.UNPAID_FOLLOW_UP_HOURS ?? DEFAULT_UNPAID_FOLLOW_UP_HOURS,
      seatHoldMinutes: settings.SEAT_HOLD_MINUTES ?? DEFAULT_SEAT_HOLD_MINUTES,
      bookingNoticeBatchMinutes:
        settings.BOOKING_NOTICE_BATCH_MINUTES ?? DEFAULT_BOOKING_NOTICE_BATCH_MINUTES,
      unpaidHolds: {
        sharePercent: settings.UNPAID_HOLD_SHARE_PERCENT ?? DEFAULT_UNPAID_HOLD_LIMITS.sharePercent,
        perNetwork: settings.UNPAID_HOLDS_PER_NETWORK ?? DEFAULT_UNPAID_HOLD_LIMITS.perNetwork,
        perEmail: settings.UNPAID_HOLDS_PER_EMAIL ?? DEFAULT_UNPAID_HOLD_LIMITS.perEmail,
      },
      whatsappDailyLimit: settings.WHATSAPP_DAILY_LIMIT_PER_NUMBER ?? DEFAULT_WHATSAPP_DAILY_LIMIT,
      siteUrl: siteUrlFrom(env),
      log: (message, detail) => console.warn(`[payments] ${message}`, detail ?? ''),
      limits:
        settings.RATE_LIMIT_STORE === 'memory' ? memoryRateLimits(limits) : databaseRateLimits(db, limits),
    },
    sweepSecret: settings.SWEEP_SECRET ?? null,
    whatsappInbound: {
      appSecret: settings.WHATSAPP_APP_SECRET ?? null,
      verifyToken: settings.WHATSAPP_VERIFY_TOKEN ?? null,
      phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID ?? null,
    },
    reminderLinkSecret: settings.REMINDER_LINK_SECRET ?? null,
  };
}

/**
 * The process's runtime, checked for the request's deploy context. Throws `ConfigurationError` when
 * a setting is missing or unsafe there (nothing has been read or written yet).
 */
export function getRuntime(context?: PlatformContext): Runtime {
  current ??= runtimeFromEnv(environment, deployContextOf(environment, context));
  return current;
}

/**
 * The services' dependencies for one request: work that may outlive the answer (e-mails) is handed
 * to the platform's `waitUntil` when it has one.
 */
export function requestDeps(context?: PlatformContext): ServiceDeps {
  const { deps } = getRuntime(context);
  const waitUntil = context?.waitUntil;
  return typeof waitUntil === 'function' ? { ...deps, afterAnswer: (task) => waitUntil(task) } : deps;
}

/** For tests and the local server: replaces (or with null, forgets) the process's runtime. */
export function setRuntime(runtime: Runtime | null): void {
  current = runtime;
}

/** The environment the runtime is built from, for settings one function alone reads. */
export function runtimeEnvironment(): Env {
  return environment;
}

/** For tests: the environment the next runtime is built from (null: the process's own). */
export function setRuntimeEnvironment(env: Env | null): void {
  environment = env ?? process.env;
  current = null;
}
