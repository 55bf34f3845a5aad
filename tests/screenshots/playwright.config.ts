/**
 * The screenshot walk (`npm run screenshots`): the same server and browser as the browser tests,
 * one run that writes pictures to `reports/screenshots/` instead of asserting.
 */
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.walk.ts',
  retries: 0,
  // One walk per language and width: dozens of pages each.
  timeout: 300_000,
  projects: [{ name: 'walk', use: { deviceScaleFactor: 1 } }],
});
