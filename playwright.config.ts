/**
 * Browser tests against the built site (`dist/`, no rebuild), served with its functions, a fresh
 * embedded database and the payment simulator on test ports, in Debian's Chromium.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { TEST_DEFAULTS } from './scripts/lib/platform-settings.ts';

// E2E_PORT_OFFSET moves the test ports together, so two checkouts can run their suites at once.
const PORT_OFFSET = Number(process.env['E2E_PORT_OFFSET'] ?? 0);
const SITE_PORT = TEST_DEFAULTS.port + PORT_OFFSET;
const DB_PORT = TEST_DEFAULTS.dbPort + PORT_OFFSET;
const SIMULATOR_PORT = TEST_DEFAULTS.simulatorPort + PORT_OFFSET;
const WHATSAPP_TWIN_PORT = TEST_DEFAULTS.whatsappTwinPort + PORT_OFFSET;
const CINETPAY_TWIN_PORT = TEST_DEFAULTS.cinetpayTwinPort + PORT_OFFSET;
const baseURL = `http://127.0.0.1:${SITE_PORT}`;

// Tests reach the simulator's control API through this (see tests/e2e/fixtures/test.ts).
process.env['SIMULATOR_URL'] = `http://127.0.0.1:${SIMULATOR_PORT}`;
// ...and the WhatsApp twin's list of messages through this (tests/e2e/fixtures/whatsapp-twin.ts).
process.env['WHATSAPP_TWIN_URL'] = `http://127.0.0.1:${WHATSAPP_TWIN_PORT}`;
// ...and the CinetPay twin's control API (cards: its transactions, notifications) through this.
process.env['CINETPAY_TWIN_URL'] = `http://127.0.0.1:${CINETPAY_TWIN_PORT}`;
// The site's database: with a real PostgreSQL (CI starts one, TEST_POSTGRES_URL), a database of its
// own there, emptied before each run, as deployed; else the embedded PGlite on DB_PORT.
const POSTGRES_DATABASE = process.env['TEST_POSTGRES_URL']
  ? withDatabase(process.env['TEST_POSTGRES_URL'], `e2e_${SITE_PORT}`)
  : null;
// ...and the agency's commands reach the test database through this.
process.env['E2E_DATABASE_URL'] = POSTGRES_DATABASE ?? `postgresql://postgres@127.0.0.1:${DB_PORT}/postgres`;
// ...and the e-mails the site sends (the back office's sign-in links) land here.
process.env['E2E_OUTBOX_DIR'] ??= join(tmpdir(), `e2e-outbox-${SITE_PORT}`);
process.env['PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD'] = '1';
// ...and the scheduled jobs' secret: a test runs the reminders through the site's own trigger, and
// signs the stop links of the jobs it runs in-process as the site does.
process.env['SWEEP_SECRET'] ??= 'e2e-sweep-secret';

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'tests/e2e',
  testIgnore: ['**/fixtures/**'],
  // An absolute path: the screenshot walk's config (tests/screenshots/) spreads this one.
  globalSetup: fileURLToPath(new URL('tests/e2e/fixtures/global-setup.ts', import.meta.url)),
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  workers: 2,
  fullyParallel: true,
  reporter: 'list',
  // Two workers share two cores with the site, its database and the functions: allow slow machines.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    // Recorded on the retry of a failed test only: recording every test (snapshots at each action)
    // to keep the failures' costs every passing test its share of two busy cores.
    trace: 'on-first-retry',
    // The site's service worker would fetch assets itself, out of reach of the tests' `page.route`;
    // the offline test allows it (tests/e2e/site/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'phone',
      // What only a wide layout shows is checked on the desktop alone (DESKTOP_ONLY, site-helpers.ts).
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 1,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
    // Tests that read markup only run once, on the phone (ONE_VIEWPORT in tests/e2e/site/site-helpers.ts).
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@one-viewport/ },
  ],
  webServer: {
    command: [
      ...(POSTGRES_DATABASE
        ? [`"${process.execPath}" scripts/fresh-database.ts "${POSTGRES_DATABASE}"`]
        : []),
      `"${process.execPath}" scripts/serve-local.ts --fresh-data`,
    ].join(' && '),
    // Tests start once the platform says "Ready": database migrated, functions loaded.
    wait: { stdout: /^Ready: /m },
    env: {
      PORT: String(SITE_PORT),
      DB_PORT: String(DB_PORT),
      SIMULATOR_PORT: String(SIMULATOR_PORT),
      WHATSAPP_TWIN_PORT: String(WHATSAPP_TWIN_PORT),
      CINETPAY_TWIN_PORT: String(CINETPAY_TWIN_PORT),
      // Payments settle in about a second so checkout tests stay short.
      SIMULATOR_PENDING_AFTER_MS: '200',
      SIMULATOR_FINAL_AFTER_MS: '1000',
      SIMULATOR_LATE_WEBHOOK_MS: '3000',
      // Every test browses from 127.0.0.1, books as jane@example.com and pays from a few sandbox
      // numbers: keep the rate limits (docs/configuration.md) out of the way.
      LOOKUP_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '10000',
      PAYMENT_START_RATE_LIMIT: '10000',
      PAYMENT_STATUS_RATE_LIMIT: '100000',
      REVIEW_RATE_LIMIT: '10000',
      TRAVELLER_NAMES_RATE_LIMIT: '10000',
      WEBHOOK_RATE_LIMIT: '100000',
      PAYMENT_PROMPT_LIMIT: '10000',
      EMAIL_RECIPIENT_LIMIT: '10000',
      STAFF_SIGN_IN_RATE_LIMIT: '10000',
      // ... and the caps of seats held unpaid (tested as an attack in the integration suite).
      UNPAID_HOLD_SHARE_PERCENT: '100',
      UNPAID_HOLDS_PER_NETWORK: '10000',
      UNPAID_HOLDS_PER_EMAIL: '10000',
      OUTBOX_DIR: process.env['E2E_OUTBOX_DIR'],
      ...(POSTGRES_DATABASE ? { DATABASE_URL: POSTGRES_DATABASE } : {}),
    },
    reuseExistingServer: false,
    // Start-up migrates a new database and loads the functions: a minute or more on a loaded machine.
    timeout: 300_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
