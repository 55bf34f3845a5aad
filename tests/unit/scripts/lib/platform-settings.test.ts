import { spawnSync } from 'node:child_process';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findBusyPort,
  platformSettingsFromEnv,
  START_DEFAULTS,
} from '../../../../scripts/lib/platform-settings.ts';

describe('platformSettingsFromEnv', () => {
  it('uses the defaults, with the data folder inside the project', () => {
    expect(platformSettingsFromEnv({}, START_DEFAULTS, '/project')).toEqual({
      port: 4321,
      dbPort: 54329,
      simulatorPort: 4410,
      whatsappTwinPort: 4412,
      cinetpayTwinPort: 4414,
      dataDir: '/project/.data',
    });
  });

  it('takes PORT, DB_PORT, SIMULATOR_PORT, WHATSAPP_TWIN_PORT and DATA_DIR from the environment', () => {
    const env = {
      PORT: '8080',
      DB_PORT: '0',
      SIMULATOR_PORT: '5000',
      WHATSAPP_TWIN_PORT: '5001',
      CINETPAY_TWIN_PORT: '5002',
      DATA_DIR: '/var/site',
    };
    expect(platformSettingsFromEnv(env, START_DEFAULTS, '/project')).toEqual({
      port: 8080,
      dbPort: 0,
      simulatorPort: 5000,
      whatsappTwinPort: 5001,
      cinetpayTwinPort: 5002,
      dataDir: '/var/site',
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => platformSettingsFromEnv({ PORT: port }, START_DEFAULTS, '/project')).toThrow(
      /PORT must be a port/,
    );
  });
});

describe('a port already in use', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    takenPort = (taken.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => taken.close(() => done())));

  it('is found with the variable that moves it; port 0 is never checked', async () => {
    const settings = {
      port: 0,
      dbPort: takenPort,
      simulatorPort: 0,
      whatsappTwinPort: 0,
      cinetpayTwinPort: 0,
    };
    expect(await findBusyPort(settings)).toEqual({ port: takenPort, variable: 'DB_PORT' });
    expect(await findBusyPort({ ...settings, dbPort: 0, whatsappTwinPort: takenPort })).toEqual({
      port: takenPort,
      variable: 'WHATSAPP_TWIN_PORT',
    });
    expect(await findBusyPort({ ...settings, dbPort: 0 })).toBeNull();
  });

  // Each runs a whole `npm start` process: seconds alone, far more on a machine busy with others.
  it('stops `npm start` before the build with one line naming the setting', async () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
    const result = spawnSync(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(takenPort) },
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim()).toBe(
      `Port ${takenPort} is already in use: stop what uses it, or set another, e.g. PORT=${takenPort + 1} npm start`,
    );
  }, 60_000);

  it('stops with one line when a port setting is not a number', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
    const result = spawnSync(process.execPath, ['scripts/start.ts'], {
      cwd: root,
      env: { ...process.env, SIMULATOR_PORT: 'abc' },
      encoding: 'utf8',
      timeout: 55_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('SIMULATOR_PORT must be a port number (0-65535), got "abc"');
  }, 60_000);
});
