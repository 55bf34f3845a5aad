/**
 * Renders every message the site sends (`scripts/lib/email-samples.ts`) in English and French to
 * files a person can open, and photographs each in Chromium as a phone shows it:
 *
 *   .data/emails/<message>.<locale>.html and .txt
 *   .data/emails/<message>.<locale>-390.png   every message, 390 px wide
 *   .data/emails/<message>.<locale>-320.png   the confirmation and the receipt, 320 px wide
 *   .data/emails/<message>.<locale>-1280.png  the same two in a desktop mail client's width
 *   .data/emails/<message>.<locale>-390-dark.png   the receipt, in dark mode
 *
 *   npm run emails [-- --no-pictures]
 *
 * The agency's look comes from the last build's catalogue (`generated/catalogue.json`, with the
 * trips' pictures in `dist/images/`); the browser is served the site's files for the sample site's
 * address, so logo and pictures show as they will in a mail client. Prints each file written and
 * the time each message took to render.
 */
import './lib/load-env-file.ts';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CATALOGUE_FILE } from '../src/content/site-content.ts';
import { LOCALES } from '../src/i18n/locales.ts';
import { readCatalogue } from '../src/server/catalogue-file.ts';
import { type MailBrand, mailBrand, SITE_COLOURS } from '../src/server/mail/mail-brand.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { EMAIL_SAMPLES, SAMPLE_SITE } from './lib/email-samples.ts';

const { values } = parseArgs({ options: { 'no-pictures': { type: 'boolean', default: false } } });
const OUT = '.data/emails';
/** Photographed at 320 and 1280 px too: the messages every customer gets. */
const NARROW = new Set(['confirmation', 'receipt']);
const DARK = 'receipt';

async function brand(): Promise<MailBrand> {
  if (existsSync(CATALOGUE_FILE)) return mailBrand(await readCatalogue(CATALOGUE_FILE), SAMPLE_SITE);
  console.warn(`${CATALOGUE_FILE} not found (run npm run build): the sample agency, no pictures.`);
  return {
    agencyName: 'Sawa Horizons Travel',
    logoUrl: `${SAMPLE_SITE}/logo.png`,
    colours: SITE_COLOURS,
    whatsappNumber: '+237677123456',
    contactEmail: 'hello@sawahorizons.cm',
  };
}

/** The sample site's address answered from the build (`dist/`) or the static files (`public/`). */
async function serveSite(page: Page): Promise<void> {
  await page.route(`${SAMPLE_SITE}/**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    const file = ['dist', 'public'].map((dir) => join(dir, path)).find((candidate) => existsSync(candidate));
    if (!file) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
}

async function photograph(page: Page, html: string, file: string, width: number, dark = false) {
  await page.setViewportSize({ width, height: 800 });
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

await mkdir(OUT, { recursive: true });
const look = await brand();
const written: string[] = [];
const timings: string[] = [];
const rendered: Array<{ name: string; html: string }> = [];
for (const sample of EMAIL_SAMPLES) {
  for (const locale of LOCALES) {
    const started = performance.now();
    const message = await sample.render(locale, look);
    timings.push(`${`${sample.name}.${locale}`.padEnd(24)} ${(performance.now() - started).toFixed(1)} ms`);
    const base = join(OUT, `${sample.name}.${locale}`);
    await writeFile(`${base}.html`, message.html);
    await writeFile(`${base}.txt`, `Subject: ${message.subject}\n\n${message.text}`);
    written.push(`${base}.html`, `${base}.txt`);
    rendered.push({ name: `${sample.name}.${locale}`, html: message.html });
  }
}

if (!values['no-pictures']) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await serveSite(page);
  for (const { name, html } of rendered) {
    const base = join(OUT, name);
    written.push(await photograph(page, html, `${base}-390.png`, 390));
    if (NARROW.has(name.split('.')[0] ?? '')) {
      written.push(await photograph(page, html, `${base}-320.png`, 320));
      written.push(await photograph(page, html, `${base}-1280.png`, 1280));
    }
    if (name.startsWith(`${DARK}.`))
      written.push(await photograph(page, html, `${base}-390-dark.png`, 390, true));
  }
  await browser.close();
}

console.log('Render time per message (first one includes loading React):');
for (const line of timings) console.log(`  ${line}`);
console.log(`${written.length} files:`);
for (const file of written) console.log(`  ${file}`);
