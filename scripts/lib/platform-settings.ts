/** Ports and folders of the local platform, from the environment with per-command defaults. */
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface PlatformSettings {
  port: number;
  dbPort: number;
  simulatorPort: number;
  whatsappTwinPort: number;
  cinetpayTwinPort: number;
  dataDir: string;
}

export const START_DEFAULTS: PlatformSettings = {
  port: 4321,
  dbPort: 54329,
  simulatorPort: 4410,
  whatsappTwinPort: 4412,
  cinetpayTwinPort: 4414,
  dataDir: '.data',
};
export const TEST_DEFAULTS: PlatformSettings = {
  port: 4331,
  dbPort: 54339,
  simulatorPort: 4420,
  whatsappTwinPort: 4422,
  cinetpayTwinPort: 4424,
  dataDir: '',
};

/** Each port and the variable that sets it: one list, read by the settings and the port check. */
export const PORT_VARIABLES = {
  port: 'PORT',
  dbPort: 'DB_PORT',
  simulatorPort: 'SIMULATOR_PORT',
  whatsappTwinPort: 'WHATSAPP_TWIN_PORT',
  cinetpayTwinPort: 'CINETPAY_TWIN_PORT',
} as const satisfies Record<string, string>;

export type PortSetting = keyof typeof PORT_VARIABLES;

export function platformSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: PlatformSettings,
  projectRoot: string,
): PlatformSettings {
  const dataDir = env['DATA_DIR'] || defaults.dataDir;
  return {
    port: portFrom(env, PORT_VARIABLES.port, defaults.port),
    dbPort: portFrom(env, PORT_VARIABLES.dbPort, defaults.dbPort),
    simulatorPort: portFrom(env, PORT_VARIABLES.simulatorPort, defaults.simulatorPort),
    whatsappTwinPort: portFrom(env, PORT_VARIABLES.whatsappTwinPort, defaults.whatsappTwinPort),
    cinetpayTwinPort: portFrom(env, PORT_VARIABLES.cinetpayTwinPort, defaults.cinetpayTwinPort),
    dataDir: dataDir === '' ? '' : resolve(projectRoot, dataDir),
  };
}

function portFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`${name} must be a port number (0-65535), got "${text}"`);
  }
  return port;
}

/** Stops the platform on Ctrl-C or SIGTERM; a second signal exits at once. */
export function stopOnSignals(stop: () => Promise<void>, log: (line: string) => void = console.log): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(130);
    stopping = true;
    log(`\n${signal}: stopping…`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`stop failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/**
 * The first fixed port (not 0) another program already listens on, with the variable that moves
 * it, checked before anything starts (and before a build): a clear line instead of a stack trace.
 */
export async function findBusyPort(
  settings: Pick<PlatformSettings, PortSetting>,
  host = '127.0.0.1',
): Promise<{ port: number; variable: string } | null> {
  for (const key of Object.keys(PORT_VARIABLES) as PortSetting[]) {
    const port = settings[key];
    if (port !== 0 && !(await canListen(port, host))) return { port, variable: PORT_VARIABLES[key] };
  }
  return null;
}

/** The one line `npm start` and `npm run dev` stop with when a port is taken. */
export function busyPortMessage(
  { port, variable }: { port: number; variable: string },
  command: string,
): string {
  return `Port ${port} is already in use: stop what uses it, or set another, e.g. ${variable}=${port + 1} ${command}`;
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => done(true)));
  });
}

/**
 * `npm start`'s and `npm run dev`'s settings, checked before anything starts: a bad value or a
 * taken port stops the command with one line naming the variable to change.
 */
export async function startSettingsOrExit(projectRoot: string, command: string): Promise<PlatformSettings> {
  let settings: PlatformSettings;
  try {
    settings = platformSettingsFromEnv(process.env, START_DEFAULTS, projectRoot);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const busy = await findBusyPort(settings);
  if (busy) {
    console.error(busyPortMessage(busy, command));
    process.exit(1);
  }
  return settings;
}
