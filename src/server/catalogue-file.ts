/**
 * The catalogue snapshot written by the build (`generated/catalogue.json`, or `CATALOGUE_PATH`): the
 * prices the deployed pages show, so the price charged is the price seen. Read once per process.
 */
import { readFile } from 'node:fs/promises';
import type { CatalogueSnapshot } from '../content/types.ts';

export const DEFAULT_CATALOGUE_PATH = 'generated/catalogue.json';

export async function readCatalogue(path: string): Promise<CatalogueSnapshot> {
  const parsed = JSON.parse(await readFile(path, 'utf8')) as CatalogueSnapshot;
  if (!Array.isArray(parsed.packages) || typeof parsed.settings !== 'object') {
    throw new Error(`${path} is not a catalogue snapshot`);
  }
  return parsed;
}

/** A loader that reads the file once and shares the promise. */
export function catalogueLoader(path: string): () => Promise<CatalogueSnapshot> {
  let loading: Promise<CatalogueSnapshot> | null = null;
  return () => {
    loading ??= readCatalogue(path).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
