/**
 * Local image variants: after Astro has written the pages, find every `/images/...` URL they
 * reference and render exactly those files with sharp (the editor's crop first, then a crop to
 * the variant's shape around the focal point, both carried by the URL). Rendered files are cached by source content, so rebuilds only copy.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  findLocalImageVariants,
  type LocalImageVariant,
  localImagePath,
} from '../../src/content/image-urls.ts';

export const DEFAULT_CACHE_DIR = 'node_modules/.cache/site-images';
const QUALITY = { webp: 75, jpg: 78 } as const;

export interface LocalImagesOptions {
  outDir: string;
  /** Folder holding `<assetId>.jpg` originals. */
  sourceDir: string;
  /** Files outside `outDir` that reference images too (the catalogue's e-mail pictures). */
  alsoIn?: readonly string[];
  cacheDir?: string;
  concurrency?: number;
}

export interface LocalImagesResult {
  referenced: number;
  rendered: number;
  fromCache: number;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (/\.(html|css|xml|json|webmanifest)$/.test(entry.name)) yield path;
  }
}

export async function collectReferencedVariants(
  outDir: string,
  alsoIn: readonly string[] = [],
): Promise<LocalImageVariant[]> {
  const byPath = new Map<string, LocalImageVariant>();
  const scan = async (file: string) => {
    for (const variant of findLocalImageVariants(await readFile(file, 'utf8'))) {
      byPath.set(localImagePath(variant), variant);
    }
  };
  for await (const file of filesUnder(outDir)) await scan(file);
  for (const file of alsoIn) await scan(file);
  return [...byPath.values()];
}

/** The largest area of the variant's shape inside the original, centred on its focal point. */
export function cropRect(
  original: { width: number; height: number },
  variant: Pick<LocalImageVariant, 'width' | 'height' | 'focus'>,
) {
  const aspect = variant.width / variant.height;
  const width = Math.min(original.width, Math.round(original.height * aspect));
  const height = Math.min(original.height, Math.round(width / aspect));
  const fx = (variant.focus?.x ?? 50) / 100;
  const fy = (variant.focus?.y ?? 50) / 100;
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  return {
    left: clamp(fx * original.width - width / 2, original.width - width),
    top: clamp(fy * original.height - height / 2, original.height - height),
    width,
    height,
  };
}

/** The editor's crop, scaled to the source file (which may be smaller than the asset's size). */
export function keptPart(source: { width: number; height: number }, variant: LocalImageVariant) {
  const rect = variant.rect;
  if (!rect) return { left: 0, top: 0, ...source };
  const [, assetWidth, assetHeight] = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(variant.assetId) ?? [];
  const sx = source.width / Number(assetWidth ?? source.width);
  const sy = source.height / Number(assetHeight ?? source.height);
  const left = Math.min(Math.round(rect.left * sx), source.width - 1);
  const top = Math.min(Math.round(rect.top * sy), source.height - 1);
  return {
    left,
    top,
    width: Math.max(1, Math.min(Math.round(rect.width * sx), source.width - left)),
    height: Math.max(1, Math.min(Math.round(rect.height * sy), source.height - top)),
  };
}

export async function renderVariant(source: Buffer, variant: LocalImageVariant): Promise<Buffer> {
  const image = sharp(source);
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error(`Cannot read the size of ${variant.assetId}`);
  const kept = keptPart({ width: meta.width, height: meta.height }, variant);
  const shape = cropRect(kept, variant);
  const pipeline = image
    .extract({ ...shape, left: kept.left + shape.left, top: kept.top + shape.top })
    .resize(variant.width, variant.height, { fit: 'fill' });
  return variant.format === 'webp'
    ? pipeline.webp({ quality: QUALITY.webp }).toBuffer()
    : pipeline.jpeg({ quality: QUALITY.jpg, mozjpeg: true }).toBuffer();
}

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

export async function generateLocalImages(options: LocalImagesOptions): Promise<LocalImagesResult> {
  const cacheDir = resolve(options.cacheDir ?? DEFAULT_CACHE_DIR);
  const variants = await collectReferencedVariants(options.outDir, options.alsoIn);
  await mkdir(cacheDir, { recursive: true });
  await mkdir(join(options.outDir, 'images'), { recursive: true });
  const sources = new Map<string, Promise<{ bytes: Buffer; hash: string }>>();
  const loadSource = (assetId: string) => {
    let source = sources.get(assetId);
    if (!source) {
      const path = join(options.sourceDir, `${assetId}.jpg`);
      source = readFile(path)
        .catch(() => {
          throw new Error(`Image ${assetId} is referenced by a page but ${path} does not exist`);
        })
        .then((bytes) => ({ bytes, hash: createHash('sha1').update(bytes).digest('hex').slice(0, 12) }));
      sources.set(assetId, source);
    }
    return source;
  };

  let rendered = 0;
  let fromCache = 0;
  await runPool(variants, options.concurrency ?? 4, async (variant) => {
    const name = localImagePath(variant).slice('/images/'.length);
    const source = await loadSource(variant.assetId);
    const cached = join(cacheDir, `${source.hash}-${name}`);
    if (existsSync(cached)) {
      fromCache++;
    } else {
      await writeFile(cached, await renderVariant(source.bytes, variant));
      rendered++;
    }
    await copyFile(cached, join(options.outDir, 'images', name));
  });
  return { referenced: variants.length, rendered, fromCache };
}
