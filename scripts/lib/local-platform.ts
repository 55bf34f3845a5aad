/**
 * The whole site on one machine: embedded PostgreSQL (unless DATABASE_URL is set), migrations, the
 * Fapshi simulator (unless FAPSHI_BASE_URL is set), the CinetPay twin for cards (unless
 * CINETPAY_BASE_URL is), the WhatsApp twin (unless a WHATSAPP_* setting is), the functions in one warm process, the built site, and the payment sweep and the reminders
 * on a timer. Used by `npm start`, `npm run dev`, the Playwright web server and the benchmarks.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serverPaths } from '../../src/api/contract.ts';
import { startLocalCinetPay } from './local-cinetpay-twin.ts';
import { type LocalFunctions, startLocalFunctions } from './local-functions.ts';
import { startLocalWhatsApp } from './local-whatsapp-twin.ts';
import { localReminderLinkSecret, localSweepSecret, recordRunningPlatform } from './running-platform.ts';
import { type RunningServer, type SiteServerOptions, startSiteServer } from './site-server.ts';

export interface LocalPlatformOptions {
  projectRoot: string;
  publishDir?: string;
  /** Site port; 0 picks a free one. */
  port: number;
  dbPort: number;
  simulatorPort: number;
  /** The WhatsApp twin's port; 0 (the default) picks a free one. */
  whatsappTwinPort?: number;
  /** The CinetPay twin's port; 0 (the default) picks a free one. */
  cinetpayTwinPort?: number;
  /** Holds `pg/` (the embedded database) and `outbox/` (e-mails). */
  dataDir: string;
  host?: string;
  /** Milliseconds between two runs of the payment sweep and the reminders; 0 turns the timer off. */
  sweepEveryMs?: number;
  /** Read for DATABASE_URL, FAPSHI_* and SWEEP_SECRET; functions see the final values in process.env. */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** `npm start`: a few paid sample bookings on a new embedded database (`sample-bookings.ts`). */
  sampleBookings?: boolean;
  /** What serves the site: the built one by default; `npm run dev` passes its development server. */
  startSite?: (options: SiteServerOptions) => Promise<RunningServer>;
  /** `npm run dev`: a change under `functions/` or `src/` reloads the functions at their next call. */
  watchFunctions?: boolean;
}

export interface LocalPlatform {
  url: string;
  /** The site's public address: every link and picture the functions send points here. */
  siteUrl: string;
  databaseUrl: string;
  /** The simulator's base URL, or null when a real Fapshi endpoint is configured. */
  simulatorUrl: string | null;
  /** The WhatsApp twin's base URL, or null when a Cloud API is configured. */
  whatsappTwinUrl: string | null;
  /** The CinetPay twin's base URL, or null when CinetPay itself is configured. */
  cinetpayTwinUrl: string | null;
  /** What runs, one line each, for the start banner. */
  services: string[];
  /** Runs the payment sweep and the reminders once, as the timer does. */
  sweep(): Promise<void>;
  stop(): Promise<void>;
}

export const LOCAL_FAPSHI_USER = 'local-api-user';
export const LOCAL_FAPSHI_KEY = 'local-api-key';

export async function startLocalPlatform(options: LocalPlatformOptions): Promise<LocalPlatform> {
  const env = options.env ?? process.env;
  // Read before the functions' settings are written into this process's environment below.
  const ownsDatabase = !env['DATABASE_URL'];
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const projectRoot = resolve(options.projectRoot);
  const dataDir = resolve(options.dataDir);
  const stops: Array<() => Promise<void>> = [];
  const services: string[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse())
      await stop().catch((error: unknown) => log(`stop failed: ${String(error)}`));
    stops.length = 0;
  };

  try {
    await mkdir(join(dataDir, 'outbox'), { recursive: true });
    const databaseUrl = await startDatabase(env, { dataDir, port: options.dbPort, host }, stops, services);
    const { migrateDatabase } = await import('../../src/server/db/migrate.ts');
    const { applied } = await migrateDatabase(databaseUrl);
    services.push(`migrations: ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}`);
    const cataloguePath = env['CATALOGUE_PATH'] ?? join(projectRoot, 'generated', 'catalogue.json');
    // Only on the embedded database this command owns: never on one given by DATABASE_URL.
    if (options.sampleBookings && ownsDatabase) {
      const seeded = await seedSamples(databaseUrl, cataloguePath);
      if (seeded) services.push(seeded);
    }

    // With a fixed site port the webhook target is known now, and survives the simulator's reset.
    const webhookUrl =
      options.port === 0 ? null : `http://${hostInUrl(host)}:${options.port}${serverPaths.webhook}`;
    const simulator = await startSimulator(
      env,
      { port: options.simulatorPort, host, webhookUrl },
      stops,
      services,
    );
    const whatsapp = await startLocalWhatsApp(
      env,
      { port: options.whatsappTwinPort ?? 0, host, dataDir },
      stops,
      services,
    );
    const cinetpay = await startLocalCinetPay(
      env,
      { port: options.cinetpayTwinPort ?? 0, host },
      stops,
      services,
    );
    // The site listens first, so its address (PORT, or the port 0 picked) is known before the
    // function host starts: a host started earlier read no address and linked to the default.
    const functionsReady = deferredFunctions();
    const site: RunningServer = await (options.startSite ?? startSiteServer)({
      projectRoot,
      functions: functionsReady.functions,
      ...(options.publishDir === undefined ? {} : { publishDir: options.publishDir }),
      port: options.port,
      host,
      log,
    });
    stops.push(() => site.stop());
    const siteUrl = publicSiteUrl(site.url);
    const functionEnv: Record<string, string> = {
      ...whatsapp.functionEnv,
      ...cinetpay.functionEnv,
      DATABASE_URL: databaseUrl,
      FAPSHI_BASE_URL: simulator?.url ?? env['FAPSHI_BASE_URL'] ?? '',
      FAPSHI_API_USER: simulator ? LOCAL_FAPSHI_USER : (env['FAPSHI_API_USER'] ?? ''),
      FAPSHI_API_KEY: simulator ? LOCAL_FAPSHI_KEY : (env['FAPSHI_API_KEY'] ?? ''),
      SWEEP_SECRET: env['SWEEP_SECRET'] || (await localSweepSecret(dataDir)),
      REMINDER_LINK_SECRET: env['REMINDER_LINK_SECRET'] || (await localReminderLinkSecret(dataDir)),
      CATALOGUE_PATH: cataloguePath,
      OUTBOX_DIR: env['OUTBOX_DIR'] ?? join(dataDir, 'outbox'),
      // Locally the site is where it serves, whatever SITE_URL the build was given.
      SITE_URL: siteUrl,
    };
    // The function host inherits this process's environment.
    Object.assign(process.env, functionEnv);
    if (!env['EMAIL_API_KEY']) {
      services.push(`e-mail: outbox ${functionEnv['OUTBOX_DIR']} (staff sign-in links for /admin land here)`);
    }

    const functions = await startLocalFunctions({
      projectRoot,
      log,
      ...(options.watchFunctions ? { watch: true } : {}),
    }).catch((error: unknown) => {
      functionsReady.fail(error);
      throw error;
    });
    // Before the site's own stop in the reversed list: the site stops taking calls first.
    stops.splice(stops.length - 1, 0, () => functions.stop());
    functionsReady.ready(functions);
    if (webhookUrl === null) simulator?.setWebhookUrl(`${site.url}${serverPaths.webhook}`);
    whatsapp.setWebhookUrl(`${site.url}${serverPaths.whatsappWebhook}`);
    cinetpay.setNotifyUrl(`${site.url}${serverPaths.notify('cinetpay')}`);
    services.push(`site, redirects and headers: ${site.url}, links in messages to ${siteUrl}`);
    services.push(
      `functions: ${functions.routes().length} routes, one warm process${options.watchFunctions ? ', reloaded after a change' : ''}`,
    );
    stops.push(
      await recordRunningPlatform(dataDir, {
        pid: process.pid,
        siteUrl,
        databaseUrl: ownsDatabase ? databaseUrl : null,
        outboxDir: functionEnv['OUTBOX_DIR'] ?? '',
        cataloguePath,
        whatsappEnv: whatsapp.functionEnv,
      }),
    );

    const secret = functionEnv['SWEEP_SECRET'] ?? '';
    const jobs = [serverPaths.sweep, serverPaths.reminders].map((path) =>
      jobRunner(site.url, path, secret, log),
    );
    const sweep = async () => {
      for (const job of jobs) await job();
    };
    const sweepEveryMs = options.sweepEveryMs ?? 60_000;
    if (sweepEveryMs > 0) {
      const timer = setInterval(() => void sweep(), sweepEveryMs);
      timer.unref();
      stops.push(async () => clearInterval(timer));
      services.push(
        `payment sweep and reminders: every ${Math.round(sweepEveryMs / 1000)} s (POST ${serverPaths.sweep}, ${serverPaths.reminders})`,
      );
    }

    return {
      url: site.url,
      siteUrl,
      databaseUrl,
      simulatorUrl: simulator?.url ?? null,
      whatsappTwinUrl: whatsapp.url,
      cinetpayTwinUrl: cinetpay.url,
      services,
      sweep,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function seedSamples(databaseUrl: string, cataloguePath: string): Promise<string | null> {
  const { createPool } = await import('../../src/server/db/pool.ts');
  const { readCatalogue } = await import('../../src/server/catalogue-file.ts');
  const { seedSampleBookings } = await import('./sample-bookings.ts');
  const pool = createPool(databaseUrl, 1);
  try {
    return await seedSampleBookings(pool, await readCatalogue(cataloguePath));
  } finally {
    await pool.end();
  }
}

async function startDatabase(
  env: NodeJS.ProcessEnv,
  where: { dataDir: string; port: number; host: string },
  stops: Array<() => Promise<void>>,
  services: string[],
): Promise<string> {
  const configured = env['DATABASE_URL'];
  if (configured) {
    services.push(`database: DATABASE_URL (${redactPassword(configured)})`);
    return configured;
  }
  const { startEmbeddedPostgres } = await import('./embedded-postgres.ts');
  const pgDir = join(where.dataDir, 'pg');
  await mkdir(pgDir, { recursive: true });
  const database = await startEmbeddedPostgres({ dataDir: pgDir, port: where.port, host: where.host });
  stops.push(() => database.stop());
  services.push(`database: embedded PostgreSQL (PGlite) ${redactPassword(database.url)}, data in ${pgDir}`);
  return database.url;
}

interface LocalSimulator {
  url: string;
  setWebhookUrl(url: string): void;
}

async function startSimulator(
  env: NodeJS.ProcessEnv,
  where: { port: number; host: string; webhookUrl: string | null },
  stops: Array<() => Promise<void>>,
  services: string[],
): Promise<LocalSimulator | undefined> {
  if (env['FAPSHI_BASE_URL']) {
    services.push(`payments: Fapshi at ${env['FAPSHI_BASE_URL']}`);
    return undefined;
  }
  const { startFapshiSimulator } = await import('../../src/simulator/fapshi-simulator.ts');
  const { timingFromEnv } = await import('../../src/simulator/timing.ts');
  const simulator = await startFapshiSimulator({
    port: where.port,
    host: where.host,
    apiUser: LOCAL_FAPSHI_USER,
    apiKey: LOCAL_FAPSHI_KEY,
    webhookUrl: where.webhookUrl,
    timing: timingFromEnv(env),
  });
  stops.push(() => simulator.stop());
  services.push(`payments: Fapshi simulator ${simulator.url}`);
  return { url: simulator.url, setWebhookUrl: (url) => simulator.control.configure({ webhookUrl: url }) };
}

/** One scheduled job's HTTP trigger, called with the secret; a failure is logged once in a row. */
function jobRunner(siteUrl: string, path: string, secret: string, log: (line: string) => void) {
  let reported = false;
  return async (): Promise<void> => {
    try {
      const response = await fetch(`${siteUrl}${path}`, {
        method: 'POST',
        headers: { 'x-sweep-secret': secret },
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok && !reported) log(`POST ${path} answered ${response.status}`);
      reported = !response.ok;
    } catch (error) {
      if (!reported) log(`POST ${path} failed: ${String(error)}`);
      reported = true;
    }
  };
}

/** The address a person opens: `localhost` rather than the loopback number it listens on. */
function publicSiteUrl(listening: string): string {
  const url = new URL(listening);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/** The functions as the site sees them before the host is up: a call waits until it is. */
function deferredFunctions(): {
  functions: LocalFunctions;
  ready(functions: LocalFunctions): void;
  fail(error: unknown): void;
} {
  let loaded: LocalFunctions | null = null;
  let ready: (functions: LocalFunctions) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const started = new Promise<LocalFunctions>((resolve, reject) => {
    ready = (functions) => {
      loaded = functions;
      resolve(functions);
    };
    fail = reject;
  });
  // A start that fails is reported by startLocalPlatform; calls made meanwhile get the error.
  started.catch(() => {});
  return {
    functions: {
      match: async (method, pathname) => (await started).match(method, pathname),
      call: async (request, url) => (await started).call(request, url),
      routes: () => loaded?.routes() ?? [],
      stop: async () => (await started).stop(),
    },
    ready: (functions) => ready(functions),
    fail: (error) => fail(error),
  };
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function redactPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return 'postgres://…';
  }
}
