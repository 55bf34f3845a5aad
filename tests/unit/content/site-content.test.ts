import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CATALOGUE_FILE,
  getCatalogueSnapshot,
  getSiteContent,
  resetSiteContentCache,
  SITE_CONTENT_FILE,
} from '../../../src/content/site-content.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-content-'));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
  resetSiteContentCache();
});

afterEach(() => {
  vi.restoreAllMocks();
  resetSiteContentCache();
  rmSync(root, { recursive: true, force: true });
});

function write(file: string, value: unknown) {
  mkdirSync(join(root, 'generated'), { recursive: true });
  writeFileSync(join(root, file), JSON.stringify(value));
}

describe('getSiteContent', () => {
  it('tells to run the build when the generated file is missing', () => {
    expect(() => getSiteContent('en')).toThrow(
      /generated\/site-content\.json is missing: run `npm run build`/,
    );
    expect(() => getCatalogueSnapshot()).toThrow(/generated\/catalogue\.json is missing/);
  });

  it('returns the content of the requested locale, read once', () => {
    write(SITE_CONTENT_FILE, { en: { hero: { heading: 'Hello' } }, fr: { hero: { heading: 'Bonjour' } } });
    expect(getSiteContent('fr').hero.heading).toBe('Bonjour');
    write(SITE_CONTENT_FILE, { en: { hero: { heading: 'Changed' } }, fr: {} });
    expect(getSiteContent('en').hero.heading).toBe('Hello');
    resetSiteContentCache();
    expect(getSiteContent('en').hero.heading).toBe('Changed');
  });

  it('reads the catalogue snapshot', () => {
    write(CATALOGUE_FILE, { builtAt: '2025-10-01T00:00:00.000Z', settings: {}, packages: [] });
    expect(getCatalogueSnapshot().builtAt).toBe('2025-10-01T00:00:00.000Z');
  });
});
