/**
 * A local stand-in for Fapshi's HTTP API (direct pay, payment status, expire, transactions by user,
 * search, balance), with the same paths, headers and JSON shapes, deterministic outcomes per phone
 * number (`sandbox-numbers.ts`) and a `/__control/` API for tests that Fapshi does not have.
 *
 * Run alone: `node src/simulator/fapshi-simulator.ts` (env: SIMULATOR_PORT, SIMULATOR_HOST,
 * FAPSHI_API_USER, FAPSHI_API_KEY, SIMULATOR_WEBHOOK_URL, SIMULATOR_*_MS from `timing.ts`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type FapshiApiContext, fapshiApi } from './fapshi-api.ts';
import { HttpError, listenJson, readJson, send } from './http-json.ts';
import { isFapshiStatus, PaymentBook, type SimulatedPayment, type WebhookDelivery } from './payment-book.ts';
import { defaultTiming, mergeTiming, type SimulatorTiming, timingFromEnv } from './timing.ts';

export interface FapshiSimulatorOptions {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  apiUser: string;
  apiKey: string;
  /** Where final statuses are POSTed; none when absent. */
  webhookUrl?: string | null;
  timing?: Partial<SimulatorTiming>;
  serviceName?: string;
}

export interface SimulatorConfig {
  timing: SimulatorTiming;
  webhookUrl: string | null;
}

export interface SimulatorControl {
  /** Forgets payments and webhook deliveries and restores the configuration given at start. */
  reset(): void;
  payments(): SimulatedPayment[];
  payment(transId: string): SimulatedPayment | undefined;
  /** Forces a status; a final one is notified like any other (special numbers keep their webhook quirk). */
  settle(transId: string, status: SimulatedPayment['status']): SimulatedPayment;
  /** New timing applies to payments initiated afterwards; a new webhook URL applies at once. */
  configure(patch: { timing?: Partial<SimulatorTiming>; webhookUrl?: string | null }): SimulatorConfig;
  config(): SimulatorConfig;
  webhooks(): WebhookDelivery[];
}

export interface RunningFapshiSimulator {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:4010`: the adapter's `FAPSHI_BASE_URL`. */
  url: string;
  stop(): Promise<void>;
  control: SimulatorControl;
}

/** The `/__control/` API tests drive the simulator with (Fapshi has none). */
function controlApi(control: SimulatorControl, method: string, path: string, body: unknown) {
  if (method === 'POST' && path === '/__control/reset') {
    control.reset();
    return { ok: true };
  }
  if (method === 'GET' && path === '/__control/payments') return { payments: control.payments() };
  if (method === 'GET' && path === '/__control/webhooks') return { webhooks: control.webhooks() };
  const settleMatch = /^\/__control\/payments\/([^/]+)\/settle$/.exec(path);
  if (method === 'POST' && settleMatch) {
    const status = (body as { status?: unknown } | undefined)?.status;
    if (!isFapshiStatus(status)) {
      throw new HttpError(400, 'status must be one of CREATED, PENDING, SUCCESSFUL, FAILED, EXPIRED');
    }
    const transId = decodeURIComponent(settleMatch[1] ?? '');
    if (!control.payment(transId)) throw new HttpError(404, 'Transaction not found');
    return { payment: control.settle(transId, status) };
  }
  if (path === '/__control/config' && (method === 'GET' || method === 'POST')) {
    if (method === 'GET') return control.config();
    const patch = (body ?? {}) as { timing?: unknown; webhookUrl?: unknown };
    const webhookUrl = patch.webhookUrl;
    if (webhookUrl !== undefined && webhookUrl !== null && typeof webhookUrl !== 'string') {
      throw new HttpError(400, 'webhookUrl must be a URL or null');
    }
    try {
      return control.configure({
        timing: (patch.timing ?? {}) as Partial<SimulatorTiming>,
        ...(webhookUrl === undefined ? {} : { webhookUrl }),
      });
    } catch (error) {
      throw new HttpError(400, error instanceof Error ? error.message : 'Invalid configuration');
    }
  }
  throw new HttpError(404, `Cannot ${method} ${path}`);
}

export async function startFapshiSimulator(options: FapshiSimulatorOptions): Promise<RunningFapshiSimulator> {
  const host = options.host ?? '127.0.0.1';
  const initial: SimulatorConfig = {
    timing: mergeTiming(defaultTiming, options.timing ?? {}),
    webhookUrl: options.webhookUrl ?? null,
  };
  let config: SimulatorConfig = { ...initial };
  const serviceName = options.serviceName ?? 'Cameroon Tours (simulator)';
  const book = new PaymentBook({
    serviceName,
    timing: () => config.timing,
    webhookUrl: () => config.webhookUrl,
  });
  const slowAnswers = new Set<() => void>();

  const control: SimulatorControl = {
    reset() {
      book.reset();
      config = { ...initial };
    },
    payments: () => book.all(),
    payment: (transId) => book.get(transId),
    settle: (transId, status) => book.settle(transId, status),
    configure(patch) {
      config = {
        timing: mergeTiming(config.timing, patch.timing ?? {}),
        webhookUrl: patch.webhookUrl === undefined ? config.webhookUrl : patch.webhookUrl,
      };
      return config;
    },
    config: () => config,
    webhooks: () => book.deliveries(),
  };

  /** Waits, but gives up early when the simulator stops. */
  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        slowAnswers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      slowAnswers.add(done);
    });
  }

  const api: FapshiApiContext = {
    book,
    apiUser: options.apiUser,
    apiKey: options.apiKey,
    serviceName,
    timing: () => config.timing,
    pause,
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    try {
      const body = await readJson(request);
      const answer = path.startsWith('/__control/')
        ? controlApi(control, method, path, body)
        : await fapshiApi(api, method, path, request, body);
      send(response, 200, answer);
    } catch (error) {
      if (error instanceof HttpError) send(response, error.status, { message: error.message });
      else send(response, 500, { message: 'Internal simulator error' });
    }
  }

  const { server, url } = await listenJson(options.port, host, handle);

  return {
    url,
    control,
    async stop() {
      book.close();
      for (const answer of [...slowAnswers]) answer();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.main) {
  const env = process.env;
  const simulator = await startFapshiSimulator({
    port: Number(env.SIMULATOR_PORT ?? 8790),
    host: env.SIMULATOR_HOST ?? '127.0.0.1',
    apiUser: env.FAPSHI_API_USER ?? 'simulator-user',
    apiKey: env.FAPSHI_API_KEY ?? 'simulator-key',
    webhookUrl: env.SIMULATOR_WEBHOOK_URL ?? null,
    timing: timingFromEnv(env),
  });
  console.log(`Fapshi simulator listening on ${simulator.url}`);
  const shutdown = () => {
    void simulator.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
