/** Ports and folders of the local platform, from the environment with per-command defaults. */
import { resolve } from 'node:path';

export interface PlatformSettings {
  port: number;
  dbPort: number;
  simulatorPort: number;
  dataDir: string;
}

export const START_DEFAULTS: PlatformSettings = {
  port: 4321,
  dbPort: 54329,
  simulatorPort: 4410,
  dataDir: '.data',
};
export const TEST_DEFAULTS: PlatformSettings = {
  port: 4331,
  dbPort: 54339,
  simulatorPort: 4420,
  dataDir: '',
};

export function platformSettingsFromEnv(
  env: NodeJS.ProcessEnv,
  defaults: PlatformSettings,
  projectRoot: string,
): PlatformSettings {
  const dataDir = env['DATA_DIR'] || defaults.dataDir;
  return {
    port: portFrom(env, 'PORT', defaults.port),
    dbPort: portFrom(env, 'DB_PORT', defaults.dbPort),
    simulatorPort: portFrom(env, 'SIMULATOR_PORT', defaults.simulatorPort),
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
