/**
 * Everything an integration test needs: a migrated database, the Fapshi simulator with fast timings
 * whose webhooks reach the webhook function, the CinetPay twin whose signed notifications reach the
 * notify function, the runtime wired to them, and helpers calling each function's default export with
 * real `Request`s.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from '@netlify/functions';
import cancelRequestFn from '../../../functions/bookings-cancel-request.ts';
import createBookingFn from '../../../functions/bookings-create.ts';
import getBookingFn from '../../../functions/bookings-get.ts';
import stopRemindersFn from '../../../functions/bookings-reminders-off.ts';
import nameTravellersFn from '../../../functions/bookings-travellers.ts';
import notifyFn from '../../../functions/payments-notify.ts';
import startPaymentFn from '../../../functions/payments-start.ts';
import paymentStatusFn from '../../../functions/payments-status.ts';
import webhookFn from '../../../functions/payments-webhook.ts';
import reviewFn from '../../../functions/reviews-create.ts';
import sweepHttpFn from '../../../functions/sweep-payments-http.ts';
import type { CatalogueSnapshot } from '../../../src/content/types.ts';
import {
  DEFAULT_LIMITS,
  type LimitRule,
  type LimitSettings,
  limitsFrom,
  memoryRateLimiter,
  type RateLimiter,
  type RateLimits,
} from '../../../src/server/http/rate-limit.ts';
import type { Mailer } from '../../../src/server/mail/mailer.ts';
import { type OutboxEntry, outboxMailer } from '../../../src/server/mail/outbox-mailer.ts';
import { createOtherProviders, createPaymentProvider } from '../../../src/server/payments/create-provider.ts';
import { parseFapshiWebhook } from '../../../src/server/payments/fapshi-webhook.ts';
import type { PaymentProvider } from '../../../src/server/payments/provider.ts';
import { setRuntime } from '../../../src/server/runtime.ts';
import type { PaymentTimings, ServiceDeps } from '../../../src/server/services/deps.ts';
import { type RunningCinetPayTwin, startCinetPayTwin } from '../../../src/simulator/cinetpay-twin.ts';
import {
  type RunningFapshiSimulator,
  startFapshiSimulator,
} from '../../../src/simulator/fapshi-simulator.ts';
import type { SimulatorTiming } from '../../../src/simulator/timing.ts';
import { openTestDatabase, type TestDatabase, type TestDatabaseOptions } from './database.ts';

export const ORIGIN = 'http://localhost:8888';
export const SWEEP_SECRET = 'test-sweep-secret';
/** The key of the reminders' stop links, apart from the sweep secret. */
export const REMINDER_LINK_SECRET = 'test-reminder-link-secret';
export const SITE_URL = 'https://tours.example';
export const MAIL_FROM = 'Tours <bookings@tours.example>';
/** The deployed address of the staff notices (`AGENCY_NOTICE_EMAIL`); the tests add no owner. */
export const AGENCY_EMAIL = 'agency@tours.example';
const API_USER = 'test-user';
const API_KEY = 'test-key';
/** The CinetPay account the tests' twin and adapter share. */
export const CINETPAY = {
  apiKey: 'test-cinetpay-key',
  siteId: '105900042',
  secretKey: 'test-cinetpay-secret',
};

export const FAST_TIMING: Partial<SimulatorTiming> = {
  pendingAfterMs: 10,
  finalAfterMs: 60,
  expireAfterMs: null,
  lateWebhookMs: 300,
  duplicateWebhookGapMs: 20,
  slowInitiateMs: 800,
};

export interface TestApp {
  db: TestDatabase;
  simulator: RunningFapshiSimulator;
  /** CinetPay's twin (cards); its notifications reach the notify function. */
  cinetpay: RunningCinetPayTwin;
  deps: ServiceDeps;
  /** Moves the services' clock forward (attempt expiry, sweep age). */
  advanceClock(ms: number): void;
  /** Wraps the real provider, e.g. to simulate a crash after it accepted a payment. */
  setProvider(wrap: (real: PaymentProvider) => PaymentProvider): void;
  /** Wraps the real card provider (CinetPay's adapter over the twin). */
  setCardProvider(wrap: (real: PaymentProvider) => PaymentProvider): void;
  /** Replaces the booking lookup's limiter (the other limits stay generous). */
  setLimiter(limiter: RateLimiter): void;
  /** Replaces every limit (null: back to the generous ones the tests run with). */
  setLimits(limits: RateLimits | null): void;
  stop(): Promise<void>;
  /** Where the test mailer writes (one JSON file per message). */
  outboxDir: string;
  /** The messages written so far, oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** Replaces the mailer (null: back to the outbox). */
  setMailer(mailer: Mailer | null): void;
}

/** Every test calls from one address: limits high enough never to matter, unless a test sets its own. */
function generousLimits(overrides: Partial<Record<LimitRule, RateLimiter>> = {}): RateLimits {
  const settings = Object.fromEntries(
    Object.keys(DEFAULT_LIMITS).map((rule) => [rule, { limit: 1_000, windowMs: 60_000 }]),
  ) as LimitSettings;
  const limiters = Object.fromEntries(
    Object.entries(settings).map(([rule, options]) => [rule, memoryRateLimiter(options)]),
  ) as Record<LimitRule, RateLimiter>;
  return limitsFrom({ ...limiters, ...overrides });
}

export async function readFixtureCatalogue(): Promise<CatalogueSnapshot> {
  return JSON.parse(await readFile(new URL('../../fixtures/catalogue.json', import.meta.url), 'utf8'));
}

/**
 * Forwards the simulator's webhooks to the webhook function, and the twin's notifications (at
 * `/notify/cinetpay`, their headers kept: the `x-token`) to the notify function, as Netlify would.
 */
async function startWebhookReceiver(): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const notify = req.url?.startsWith('/notify/cinetpay') ?? false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value);
    const response = notify
      ? await notifyFn(
          new Request(`${ORIGIN}/api/payments/notify/cinetpay`, {
            method: req.method ?? 'POST',
            headers,
            body: Buffer.concat(chunks),
          }),
          {} as Context,
        )
      : await webhookFn(
          new Request(`${ORIGIN}/api/payments/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: Buffer.concat(chunks),
          }),
          {} as Context,
        );
    res.writeHead(response.status, { 'content-type': 'application/json' }).end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

export async function startTestApp(
  kind: 'pglite' | 'postgres',
  options: {
    timings?: Partial<PaymentTimings>;
    providerTimeoutMs?: number;
    /** The catalogue the functions price from; the fixture's by default. */
    catalogue?: CatalogueSnapshot;
  } & TestDatabaseOptions = {},
): Promise<TestApp> {
  const db = await openTestDatabase(kind, undefined, options);
  const outboxDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const receiver = await startWebhookReceiver();
  const simulator = await startFapshiSimulator({
    port: 0,
    apiUser: API_USER,
    apiKey: API_KEY,
    webhookUrl: receiver.url,
    timing: FAST_TIMING,
  });
  const realProvider = createPaymentProvider({
    FAPSHI_BASE_URL: simulator.url,
    FAPSHI_API_USER: API_USER,
    FAPSHI_API_KEY: API_KEY,
    FAPSHI_TIMEOUT_MS: String(options.providerTimeoutMs ?? 400),
  });
  const cinetpay = await startCinetPayTwin({
    port: 0,
    ...CINETPAY,
    notify: { delayMs: 20, url: `${receiver.url}notify/cinetpay` },
  });
  const [realCardProvider] = createOtherProviders({
    CINETPAY_BASE_URL: cinetpay.url,
    CINETPAY_API_KEY: CINETPAY.apiKey,
    CINETPAY_SITE_ID: CINETPAY.siteId,
    CINETPAY_SECRET_KEY: CINETPAY.secretKey,
    CINETPAY_TIMEOUT_MS: String(options.providerTimeoutMs ?? 400),
  });
  if (!realCardProvider) throw new Error('the card provider was not built');
  const catalogue = options.catalogue ?? (await readFixtureCatalogue());
  let offset = 0;
  const deps: ServiceDeps = {
    db: db.functionsPool,
    provider: realProvider,
    providers: [realCardProvider],
    parseWebhook: parseFapshiWebhook,
    catalogue: async () => catalogue,
    clock: () => new Date(Date.now() + offset),
    randomBytes: (size) => randomBytes(size),
    timings: {
      attemptTtlMs: 60_000,
      staleAfterMs: 1_000,
      lateSuccessWindowMs: 24 * 60 * 60_000,
      closedRecheckEveryMs: 5_000,
      // No throttle by default, so timing-based tests do not race it (payments-adversarial tests it).
      providerCheckEveryMs: 0,
      ...options.timings,
    },
    mailer: outboxMailer({ dir: outboxDir, from: MAIL_FROM }),
    agencyNoticeEmail: AGENCY_EMAIL,
    siteUrl: SITE_URL,
    // Every test books from one address: caps of unpaid holds that never matter, unless a test
    // takes the defaults (seat-hoarding-adversarial).
    unpaidHolds: { sharePercent: 100, perNetwork: 1_000, perEmail: 1_000 },
    // One agency notice per booking, at once, unless a test takes the batching (its flood test).
    bookingNoticeBatchMinutes: 0,
  };
  deps.limits = generousLimits();
  const runtime = { deps, sweepSecret: SWEEP_SECRET, reminderLinkSecret: REMINDER_LINK_SECRET };
  setRuntime(runtime);
  return {
    db,
    simulator,
    cinetpay,
    deps,
    advanceClock(ms) {
      offset += ms;
    },
    setProvider(wrap) {
      deps.provider = wrap(realProvider);
    },
    setCardProvider(wrap) {
      deps.providers = [wrap(realCardProvider)];
    },
    setLimiter(limiter) {
      deps.limits = generousLimits({ lookup: limiter });
    },
    setLimits(limits) {
      deps.limits = limits ?? generousLimits();
    },
    async stop() {
      setRuntime(null);
      await simulator.stop();
      await cinetpay.stop();
      await new Promise<void>((resolve) => receiver.server.close(() => resolve()));
      await db.stop();
      // A mail sent after the answer may still be writing: retry the removal (ENOTEMPTY) a moment later.
      await rm(outboxDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
    },
    outboxDir,
    async outbox() {
      const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
      return Promise.all(
        names.map(async (name) => JSON.parse(await readFile(join(outboxDir, name), 'utf8')) as OutboxEntry),
      );
    },
    setMailer(mailer) {
      deps.mailer = mailer ?? outboxMailer({ dir: outboxDir, from: MAIL_FROM });
    },
  };
}

// ----- calling the functions -----

// biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on their values.
export type AnyData = any;

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { ok: boolean; message: string; data: T };
}

type Fn = (request: Request, context: Context) => Promise<Response>;

async function call<T>(fn: Fn, request: Request, context = {} as Context): Promise<Answer<T>> {
  const response = await fn(request, context);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer<T>['body'],
  };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A CinetPay-shaped notification (a form; `x-token` as given), or CinetPay's ping (GET). */
export function notifyRequest(form: string | null, headers: Record<string, string> = {}): Request {
  if (form === null) return new Request(`${ORIGIN}/api/payments/notify/cinetpay`);
  return new Request(`${ORIGIN}/api/payments/notify/cinetpay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: form,
  });
}

export const api = {
  notify: (form: string | null, headers?: Record<string, string>) =>
    call<AnyData>(notifyFn, notifyRequest(form, headers)),
  createBooking: (body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(createBookingFn, post('/api/bookings', body, headers), context),
  getBooking: (code: string, headers: Record<string, string> = {}, context?: Context) =>
    call<AnyData>(
      getBookingFn,
      new Request(`${ORIGIN}/api/bookings/${encodeURIComponent(code)}`, { headers }),
      context,
    ),
  startPayment: (code: string, body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(
      startPaymentFn,
      post(`/api/bookings/${encodeURIComponent(code)}/payments`, body, headers),
      context,
    ),
  paymentStatus: (reference: string, headers: Record<string, string> = {}, context?: Context) =>
    call<AnyData>(
      paymentStatusFn,
      new Request(`${ORIGIN}/api/payments/${encodeURIComponent(reference)}`, { headers }),
      context,
    ),
  webhook: (body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(webhookFn, post('/api/payments/webhook', body, headers), context),
  review: (body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(reviewFn, post('/api/reviews', body, headers), context),
  cancelRequest: (code: string, body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(
      cancelRequestFn,
      post(`/api/bookings/${encodeURIComponent(code)}/cancel-request`, body, headers),
      context,
    ),
  nameTravellers: (code: string, body: unknown, headers?: Record<string, string>, context?: Context) =>
    call<AnyData>(
      nameTravellersFn,
      post(`/api/bookings/${encodeURIComponent(code)}/travellers`, body, headers),
      context,
    ),
  sweep: (secret?: string) =>
    call<AnyData>(
      sweepHttpFn,
      post('/api/internal/sweep-payments', {}, secret === undefined ? {} : { 'x-sweep-secret': secret }),
    ),
  raw: (fn: keyof typeof RAW_FUNCTIONS, request: Request, context?: Context) =>
    call<AnyData>(RAW_FUNCTIONS[fn], request, context),
};

/** The public functions a test may call with a request of its own making. */
const RAW_FUNCTIONS = {
  createBooking: createBookingFn,
  startPayment: startPaymentFn,
  review: reviewFn,
  webhook: webhookFn,
  notify: notifyFn,
  cancelRequest: cancelRequestFn,
  nameTravellers: nameTravellersFn,
  stopReminders: stopRemindersFn,
};

/** A function context from the platform: `ip` is the client address its proxy saw. */
export function fromAddress(ip: string, extra: Record<string, unknown> = {}): Context {
  return { ip, ...extra } as unknown as Context;
}

/** A function context whose `waitUntil` keeps what it is handed, as the platform does. */
export function waitUntilContext(): { context: Context; handedOver: Promise<unknown>[] } {
  const handedOver: Promise<unknown>[] = [];
  const waitUntil = (task: Promise<unknown>) => {
    handedOver.push(task);
  };
  return { context: { waitUntil } as unknown as Context, handedOver };
}

export function bookingBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    packageSlug: 'kribi-beach-escape',
    spots: 3,
    tripType: 'group',
    contact: { fullName: 'Ngono Marie', email: 'marie@example.cm', whatsapp: '+237 6 99 12 34 56' },
    payment: { method: 'mtn', number: '670000000' },
    paymentType: 'single',
    termsAccepted: true,
    ...overrides,
  };
}

/** Polls the status function until the attempt leaves `pending` (or gives up). */
export async function waitForStatus(reference: string, timeoutMs = 5_000): Promise<Answer<AnyData>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.paymentStatus(reference);
    if (answer.body.data?.status !== 'pending' || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
