/**
 * Runs the booking browser tests against a platform that is already running (no web server of its
 * own): `E2E_BASE_URL=http://127.0.0.1:4391 E2E_SIMULATOR_URL=http://127.0.0.1:4491 npx playwright test -c tests/e2e/booking/local.config.ts`.
 */
import base from '../../../playwright.config.ts';

// The base config points the simulator client at its own port; follow the running platform instead.
if (process.env['E2E_SIMULATOR_URL']) process.env['SIMULATOR_URL'] = process.env['E2E_SIMULATOR_URL'];

export default {
  ...base,
  testDir: '.',
  webServer: undefined,
  use: { ...base.use, baseURL: process.env['E2E_BASE_URL'] ?? 'http://127.0.0.1:4331' },
};
