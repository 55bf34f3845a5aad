import { describe, expect, it } from 'vitest';
import { platformSettingsFromEnv, START_DEFAULTS } from '../../../../scripts/lib/platform-settings.ts';

describe('platformSettingsFromEnv', () => {
  it('uses the defaults, with the data folder inside the project', () => {
    expect(platformSettingsFromEnv({}, START_DEFAULTS, '/project')).toEqual({
      port: 4321,
      dbPort: 54329,
      simulatorPort: 4410,
      dataDir: '/project/.data',
    });
  });

  it('takes PORT, DB_PORT, SIMULATOR_PORT and DATA_DIR from the environment', () => {
    const env = { PORT: '8080', DB_PORT: '0', SIMULATOR_PORT: '5000', DATA_DIR: '/var/site' };
    expect(platformSettingsFromEnv(env, START_DEFAULTS, '/project')).toEqual({
      port: 8080,
      dbPort: 0,
      simulatorPort: 5000,
      dataDir: '/var/site',
    });
  });

  it.each(['abc', '-1', '70000', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => platformSettingsFromEnv({ PORT: port }, START_DEFAULTS, '/project')).toThrow(
      /PORT must be a port/,
    );
  });
});
