/**
 * Content half of the build: fetch the English content from the CMS (or the sample dataset),
 * translate it to French, and write what pages and functions read under `generated/`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { imageUrl } from '../../src/content/image-urls.ts';
import { localizeRichTextLinks } from '../../src/content/localize-links.ts';
import { toCatalogueSnapshot } from '../../src/content/map.ts';
import { compileRedirects } from '../../src/content/redirects.ts';
import { CATALOGUE_FILE, SITE_CONTENT_FILE } from '../../src/content/site-content.ts';
import {
  type ContentSource,
  createContentSource,
  fetchSiteContent,
  fetchTranslationCorrections,
} from '../../src/content/source.ts';
import {
  deeplOptionsFromEnv,
  type TranslationStats,
  translateSiteContent,
} from '../../src/content/translation/translate-content.ts';
import type { CatalogueSnapshot, ContentImage, SiteContent } from '../../src/content/types.ts';
import { agencyToday } from '../../src/domain/agency-calendar.ts';
import { USD_RATE_MAX_AGE_DAYS, type UsdRate, usableUsdRate } from '../../src/domain/indicative-price.ts';
import { MAIL_PICTURE } from '../../src/server/mail/mail-brand.ts';

export interface ContentPipelineOptions {
  strict: boolean;
  source?: ContentSource;
  /** Folder the `generated/...` paths are resolved against (default: the working directory). */
  rootDir?: string;
  deeplAuthKey?: string | undefined;
  /** Hosts external route rules may point to; checked before anything is written. */
  redirectAllowedHosts: readonly string[];
  log?: (line: string) => void;
}

export interface ContentPipelineResult {
  en: SiteContent;
  fr: SiteContent;
  catalogue: CatalogueSnapshot;
  stats: TranslationStats;
}

async function writeJson(path: string, value: unknown) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}

export async function runContentPipeline(options: ContentPipelineOptions): Promise<ContentPipelineResult> {
  const log = options.log ?? console.log;
  const root = options.rootDir ?? process.cwd();
  const source = options.source ?? createContentSource();
  log(`Content: reading ${source.description}`);
  const en = await fetchSiteContent(source);
  compileRedirects(en.settings.routeRules, options.redirectAllowedHosts);
  log(
    `Content: ${en.packages.length} packages, ${en.activities.length} activities, ${en.posts.length} posts, ${en.reviews.length} reviews`,
  );

  log(`Rates: ${usdRateSummary(en.settings.usdRate)}`);

  const deepl = deeplOptionsFromEnv(process.env);
  const corrections = await fetchTranslationCorrections(source);
  const translated = await translateSiteContent(en, {
    strict: options.strict,
    corrections,
    ...deepl,
    ...(options.deeplAuthKey === undefined ? {} : { deeplAuthKey: options.deeplAuthKey }),
  });
  const { stats } = translated;
  const fr = localizeRichTextLinks(translated.fr, 'fr');
  log(
    `Translation: ${stats.fromEditors} from editors, ${stats.fromMemory} from memory, ${stats.fromDeepl} from DeepL, ${stats.fallback} left in English`,
  );
  for (const text of stats.fallbackTexts.slice(0, 10)) log(`  untranslated: ${text.slice(0, 100)}`);
  if (stats.fallbackTexts.length > 10) log(`  ... and ${stats.fallbackTexts.length - 10} more`);

  const catalogue = toCatalogueSnapshot(en, fr, new Date(), emailPicture);
  await writeJson(resolve(root, SITE_CONTENT_FILE), { en, fr });
  await writeJson(resolve(root, CATALOGUE_FILE), catalogue);
  log(`Content: wrote ${SITE_CONTENT_FILE} and ${CATALOGUE_FILE}`);
  return { en, fr, catalogue, stats };
}

/** Whether the pages show dollars, as of today: said in the build's log so a stale rate is seen. */
function usdRateSummary(rate: UsdRate | undefined): string {
  if (!rate) return 'no US dollar rate in the settings: prices shown in euros only';
  const dated = `US$1 = ${rate.xafPerUsd} XAF as of ${rate.asOf}`;
  return usableUsdRate(rate, agencyToday(new Date()))
    ? `${dated}, shown beside euros`
    : `${dated} is more than ${USD_RATE_MAX_AGE_DAYS} days old: prices shown in euros only until it is updated`;
}

/** A trip's picture as e-mails show it: the mail's width, a 2:1 band, JPEG for every mail client. */
function emailPicture(image: ContentImage): string {
  return imageUrl(image, {
    width: MAIL_PICTURE.width,
    height: MAIL_PICTURE.height,
    format: 'jpg',
    fit: 'crop',
  });
}
