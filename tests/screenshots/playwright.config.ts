/**
 * The screenshot walk (`npm run screenshots`): the same server and browser as the browser tests,
 * one run that writes pictures to `reports/screenshots/` instead of asserting.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.walk.ts',
  retries: 0,
  // One walk per language and width: dozens of pages each.
  timeout: 300_000,
  projects: [{ name: 'walk', use: { deviceScaleFactor: 1 } }],
  // The server runs from the project's root, as for the browser tests.
  ...(base.webServer && !Array.isArray(base.webServer)
    ? { webServer: { ...base.webServer, cwd: projectRoot } }
    : {}),
});
