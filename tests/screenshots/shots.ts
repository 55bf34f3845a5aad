/**
 * The walks' pictures: `reports/screenshots/<prefix>-<nn>-<what>.png`, numbered in the order taken,
 * each once the page's fonts are in.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

export const SCREENSHOTS_DIR = join(process.cwd(), 'reports', 'screenshots');

/**
 * A camera for one walk: `shot('what')` photographs the whole page, `shot('what', false)` the
 * screen, `shot('what', true, other)` another page (an e-mail opened beside it) in the same series.
 */
export async function numberedShots(
  page: Page,
  prefix: string,
): Promise<(what: string, fullPage?: boolean, target?: Page) => Promise<void>> {
  await mkdir(SCREENSHOTS_DIR, { recursive: true });
  let n = 0;
  return async (what, fullPage = true, target = page) => {
    n += 1;
    await target.evaluate(() => document.fonts.ready);
    const name = `${prefix}-${String(n).padStart(2, '0')}-${what}.png`;
    await target.screenshot({ path: join(SCREENSHOTS_DIR, name), fullPage });
  };
}
