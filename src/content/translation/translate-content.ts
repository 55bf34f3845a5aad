/**
 * French content at build time. Every translatable text takes, in order: the French an editor
 * checked in the Studio (a `translation` document), the committed translation memory, then DeepL
 * when a key is given (stored back in the memory); what is still missing stays in English and is
 * reported (or, with `strict`, fails the build). See docs/studio.md.
 */

import { applyFrenchTypography } from '../../i18n/french-typography.ts';
import type { SiteContent } from '../types.ts';
import { mapTranslatableContent } from './content-walker.ts';
import { createDeeplClient, type DeeplClient } from './deepl-client.ts';
import {
  DEFAULT_MEMORY_PATH,
  loadMemory,
  lookupTranslation,
  saveMemory,
  storeTranslation,
  type TranslationMemory,
} from './memory.ts';
import { blockToTagged, isTextBlock, taggedToBlock, taggedTranslationProblem } from './portable-text-tags.ts';
import { textKey } from './text-key.ts';

export interface TranslateSiteOptions {
  /** Fail when any text would stay in English (deploys). */
  strict: boolean;
  memoryPath?: string | undefined;
  deeplAuthKey?: string | undefined;
  deeplApiUrl?: string | undefined;
  /** Where warnings go (DeepL failures in a non-strict build); console.warn by default. */
  warn?: (message: string) => void;
  /** Replaces the DeepL client built from the key (tests). */
  deepl?: DeeplClient | undefined;
  /** French checked by editors in the Studio; wins over the memory and DeepL. */
  corrections?: readonly EditorCorrection[] | undefined;
}

/** A `translation` document an editor marked as checked. */
export interface EditorCorrection {
  en: string;
  fr: string;
}

export interface TranslationStats {
  fromEditors: number;
  fromMemory: number;
  fromDeepl: number;
  fallback: number;
  /** Distinct English texts (rich text as tagged strings) that stayed in English. */
  fallbackTexts: string[];
}

export class MissingTranslationsError extends Error {
  override readonly name = 'MissingTranslationsError';
  readonly texts: string[];
  constructor(texts: string[], cause?: string) {
    const list = texts.map((text) => `  - ${JSON.stringify(text)}`).join('\n');
    super(
      `${texts.length} text(s) have no French translation${cause ? ` (${cause})` : ''}:\n${list}\n` +
        'Add them to the translation memory (scripts/translations-missing.ts lists them) or set DEEPL_AUTH_KEY.',
    );
    this.texts = texts;
  }
}

/** DeepL settings from the environment: `DEEPL_AUTH_KEY`, and `DEEPL_API_URL` for another endpoint (tests, proxies). */
export function deeplOptionsFromEnv(env: Record<string, string | undefined>): {
  deeplAuthKey: string | undefined;
  deeplApiUrl: string | undefined;
} {
  return {
    deeplAuthKey: env.DEEPL_AUTH_KEY?.trim() || undefined,
    deeplApiUrl: env.DEEPL_API_URL?.trim() || undefined,
  };
}

/** Texts without a letter (numbers, codes, empty) read the same in French. */
function needsTranslation(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** The translatable units of the content: plain texts and tagged rich-text blocks, each once. */
export function collectUnits(en: SiteContent): { plain: string[]; tagged: string[] } {
  const plain = new Set<string>();
  const tagged = new Set<string>();
  mapTranslatableContent(en, {
    text(text) {
      if (needsTranslation(text)) plain.add(text);
      return text;
    },
    block(block) {
      if (isTextBlock(block)) {
        const unit = blockToTagged(block);
        if (needsTranslation(unit)) tagged.add(unit);
      }
      return block;
    },
  });
  return { plain: [...plain], tagged: [...tagged] };
}

async function fillFromDeepl(
  memory: TranslationMemory,
  deepl: DeeplClient,
  missing: { plain: string[]; tagged: string[] },
  /** Keys stored so far; filled as answers arrive, so a later failure keeps the earlier ones. */
  added: Set<string>,
): Promise<void> {
  const store = (english: string, french: string) => {
    if (storeTranslation(memory, { en: english, fr: applyFrenchTypography(french), source: 'deepl' })) {
      added.add(textKey(english));
    }
  };
  if (missing.plain.length > 0) {
    const answers = await deepl.translate(missing.plain);
    missing.plain.forEach((english, i) => {
      store(english, answers[i] as string);
    });
  }
  if (missing.tagged.length > 0) {
    const answers = await deepl.translate(missing.tagged, { tagHandling: 'xml' });
    missing.tagged.forEach((english, i) => {
      const french = answers[i] as string;
      // An answer whose tags cannot be mapped back is not kept: the block stays a fallback.
      if (taggedTranslationProblem(english, french) === undefined) store(english, french);
    });
  }
}

export async function translateSiteContent(
  en: SiteContent,
  opts: TranslateSiteOptions,
): Promise<{ fr: SiteContent; stats: TranslationStats }> {
  const memoryPath = opts.memoryPath ?? DEFAULT_MEMORY_PATH;
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  const memory = await loadMemory(memoryPath);

  const corrections = new Map<string, string>();
  for (const correction of opts.corrections ?? []) {
    if (correction.fr.trim()) corrections.set(correction.en, correction.fr);
  }
  const units = collectUnits(en);
  // A rich-text correction whose tags do not match its English cannot be applied: the memory serves.
  for (const tagged of units.tagged) {
    const french = corrections.get(tagged);
    if (french !== undefined && taggedTranslationProblem(tagged, french) !== undefined) {
      warn(`Editor's French for ${textKey(tagged)} does not keep the English tags; not used`);
      corrections.delete(tagged);
    }
  }
  const known = (text: string) => corrections.has(text) || lookupTranslation(memory, text) !== undefined;
  const missing = {
    plain: units.plain.filter((text) => !known(text)),
    tagged: units.tagged.filter((text) => !known(text)),
  };
  const deepl =
    opts.deepl ??
    (opts.deeplAuthKey
      ? createDeeplClient({ authKey: opts.deeplAuthKey, apiUrl: opts.deeplApiUrl })
      : undefined);
  const addedByDeepl = new Set<string>();
  let deeplFailure: string | undefined;
  if (deepl && missing.plain.length + missing.tagged.length > 0) {
    try {
      await fillFromDeepl(memory, deepl, missing, addedByDeepl);
    } catch (error) {
      deeplFailure = `DeepL failed: ${(error as Error).message}`;
      warn(deeplFailure);
    }
    if (addedByDeepl.size > 0) await saveMemory(memoryPath, memory);
  }

  const stats: TranslationStats = {
    fromEditors: 0,
    fromMemory: 0,
    fromDeepl: 0,
    fallback: 0,
    fallbackTexts: [],
  };
  const fallbacks = new Set<string>();
  const resolve = (english: string): string | undefined => {
    const corrected = corrections.get(english);
    if (corrected !== undefined) {
      stats.fromEditors += 1;
      return applyFrenchTypography(corrected);
    }
    const entry = lookupTranslation(memory, english);
    if (!entry) {
      stats.fallback += 1;
      fallbacks.add(english);
      return undefined;
    }
    if (addedByDeepl.has(textKey(english))) stats.fromDeepl += 1;
    else stats.fromMemory += 1;
    return applyFrenchTypography(entry.fr);
  };

  const fr = mapTranslatableContent(en, {
    text(text) {
      return needsTranslation(text) ? (resolve(text) ?? text) : text;
    },
    block(block) {
      if (!isTextBlock(block)) return block;
      const tagged = blockToTagged(block);
      if (!needsTranslation(tagged)) return block;
      const french = resolve(tagged);
      if (french === undefined) return block;
      try {
        return taggedToBlock(block, french);
      } catch (error) {
        throw new Error(
          `Translation memory entry ${textKey(tagged)} does not match its English block: ${(error as Error).message}`,
        );
      }
    },
  });
  stats.fallbackTexts = [...fallbacks];

  if (opts.strict && stats.fallback > 0)
    throw new MissingTranslationsError(stats.fallbackTexts, deeplFailure);
  return { fr, stats };
}
