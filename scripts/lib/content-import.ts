/**
 * Pushes a local dataset (the sample, by default) into a Sanity project, so a new agency starts
 * from a complete site: images are uploaded first and references to them rewritten to the ids
 * Sanity gives them, then every document is written with `createOrReplace` (running it twice is
 * harmless), and the translation memory becomes `translation` documents editors can check.
 */
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { SanityClient } from '@sanity/client';
import { parseNdjson } from '../../src/content/source.ts';
import type { TranslationMemory } from '../../src/content/translation/memory.ts';

interface SanityDocumentLike {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export interface ImportOptions {
  client: SanityClient;
  datasetPath: string;
  /** Folder with `<assetId>.jpg` files (the dataset's `images/` folder). */
  imagesDir: string;
  memory: TranslationMemory;
  /** Mutations per transaction: Sanity refuses very large requests. */
  batchSize?: number;
  log?: (line: string) => void;
}

export interface ImportResult {
  images: number;
  documents: number;
  translations: number;
}

/** Replaces every `{_ref: old}` under a value with the new id; returns a new value. */
export function rewriteReferences<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => rewriteReferences(item, ids)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      out[key] =
        key === '_ref' && typeof field === 'string'
          ? (ids.get(field) ?? field)
          : rewriteReferences(field, ids);
    }
    return out as T;
  }
  return value;
}

/** The memory as documents: what people wrote is "checked", what DeepL wrote is "machine". */
export function translationDocuments(memory: TranslationMemory): SanityDocumentLike[] {
  return [...memory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, entry]) => ({
      _id: `translation-${key}`,
      _type: 'translation',
      key,
      en: entry.en,
      fr: entry.fr,
      status: entry.source === 'human' ? 'checked' : 'machine',
    }));
}

/** System fields Sanity sets itself. */
function withoutSystemFields({ _rev, _createdAt, _updatedAt, ...doc }: SanityDocumentLike) {
  return doc as SanityDocumentLike;
}

export async function importDataset(options: ImportOptions): Promise<ImportResult> {
  const log = options.log ?? console.log;
  const all = parseNdjson(
    await readFile(options.datasetPath, 'utf8'),
    options.datasetPath,
  ) as SanityDocumentLike[];
  const published = all.filter((doc) => !doc._id.startsWith('drafts.'));
  const assets = published.filter((doc) => doc._type === 'sanity.imageAsset');

  const ids = new Map<string, string>();
  for (const asset of assets) {
    const file = join(options.imagesDir, `${asset._id}.jpg`);
    const bytes = await readFile(file).catch(() => {
      throw new Error(`${asset._id} is in the dataset but ${file} does not exist`);
    });
    const filename =
      typeof asset['originalFilename'] === 'string' ? asset['originalFilename'] : basename(file);
    const uploaded = await options.client.assets.upload('image', bytes, { filename });
    ids.set(asset._id, uploaded._id);
  }
  log(`Images: ${assets.length} uploaded`);

  const documents = published
    .filter((doc) => !doc._type.startsWith('sanity.'))
    .map((doc) => rewriteReferences(withoutSystemFields(doc), ids));
  const translations = translationDocuments(options.memory);
  const batchSize = options.batchSize ?? 100;
  const toWrite = [...documents, ...translations];
  for (let start = 0; start < toWrite.length; start += batchSize) {
    const transaction = options.client.transaction();
    for (const doc of toWrite.slice(start, start + batchSize)) transaction.createOrReplace(doc);
    await transaction.commit({ visibility: 'async' });
  }
  log(`Documents: ${documents.length} written, and ${translations.length} French texts`);
  return { images: assets.length, documents: documents.length, translations: translations.length };
}
