/**
 * The committed translation memory: English texts (plain, or rich-text blocks as tagged strings) and
 * their French, keyed by a hash of the English. Saved pretty-printed with sorted keys so diffs review well.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { textKey } from './text-key.ts';

/** `human` entries were written or corrected by a person and are never replaced by a machine. */
export type TranslationSource = 'human' | 'deepl';

export interface MemoryEntry {
  en: string;
  fr: string;
  source: TranslationSource;
}

export type TranslationMemory = Map<string, MemoryEntry>;

export const DEFAULT_MEMORY_PATH = 'content/translations/fr.json';

export function createMemory(entries: Iterable<MemoryEntry> = []): TranslationMemory {
  const memory: TranslationMemory = new Map();
  for (const entry of entries) storeTranslation(memory, entry);
  return memory;
}

export function lookupTranslation(memory: TranslationMemory, english: string): MemoryEntry | undefined {
  const entry = memory.get(textKey(english));
  // A hash collision would be astronomically rare, but a wrong sentence on a page is worse than a miss.
  return entry && entry.en === english ? entry : undefined;
}

/** Stores an entry unless a human entry already holds that text; returns whether the memory changed. */
export function storeTranslation(memory: TranslationMemory, entry: MemoryEntry): boolean {
  const key = textKey(entry.en);
  const existing = memory.get(key);
  if (existing?.source === 'human' && entry.source !== 'human') return false;
  if (existing && existing.fr === entry.fr && existing.source === entry.source) return false;
  memory.set(key, { en: entry.en, fr: entry.fr, source: entry.source });
  return true;
}

export function parseMemory(json: string, origin = 'translation memory'): TranslationMemory {
  const raw: unknown = JSON.parse(json);
  if (!isRecord(raw)) throw new Error(`${origin}: expected an object of entries`);
  const memory: TranslationMemory = new Map();
  for (const [key, value] of Object.entries(raw)) {
    if (!isEntry(value)) throw new Error(`${origin}: entry ${key} needs string "en", "fr" and a "source"`);
    if (textKey(value.en) !== key)
      throw new Error(`${origin}: entry ${key} does not match the hash of its "en"`);
    memory.set(key, { en: value.en, fr: value.fr, source: value.source });
  }
  return memory;
}

export function serializeMemory(memory: TranslationMemory): string {
  const sorted: Record<string, MemoryEntry> = {};
  for (const key of [...memory.keys()].sort()) {
    const entry = memory.get(key);
    if (entry) sorted[key] = { en: entry.en, fr: entry.fr, source: entry.source };
  }
  // No-break spaces are invisible in an editor or a diff: written as escapes, a reviewer sees them.
  const json = JSON.stringify(sorted, null, 2).replace(
    /[\u00a0\u202f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `${json}\n`;
}

/** A missing file is an empty memory (a fresh project); a malformed one is an error. */
export async function loadMemory(path: string): Promise<TranslationMemory> {
  let json: string;
  try {
    json = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  return parseMemory(json, path);
}

export async function saveMemory(path: string, memory: TranslationMemory): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, serializeMemory(memory), 'utf8');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is MemoryEntry {
  return (
    isRecord(value) &&
    typeof value.en === 'string' &&
    typeof value.fr === 'string' &&
    (value.source === 'human' || value.source === 'deepl')
  );
}
