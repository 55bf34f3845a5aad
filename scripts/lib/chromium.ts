/**
 * Debian's Chromium, as the browser tests and the Lighthouse benchmark launch it: headless on a
 * machine without a sandbox, a GPU or a network beyond loopback (each flag stops a failing probe).
 */
export const CHROMIUM_PATH =
  process.env['CHROMIUM_PATH'] || process.env['CHROME_PATH'] || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
