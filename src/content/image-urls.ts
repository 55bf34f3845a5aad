/**
 * Image URLs for pages. With Sanity, they are image CDN URLs (`@sanity/image-url`: w, h, fm, q,
 * fit, crop, auto=format; the editor's crop and hotspot honoured). Locally, they are self-describing
 * paths `/images/<assetId>-<w>x<h>[-r<left>-<top>-<width>-<height>][-f<x>-<y>].<fmt>` (the editor's
 * crop in pixels of the original, then the focal point in percent of it) that the build renders with
 * sharp after Astro has written the pages (see `scripts/lib/local-images.ts`), so pages and build
 * share no state.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import type { ContentImage } from './types.ts';

export type ImageFormat = 'webp' | 'jpg';
export type ImageFit = 'crop' | 'max';

export interface ImageUrlOptions {
  width: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
}

export interface ResponsiveImageOptions {
  widths: number[];
  /** width / height; the original's when absent. Snapped to `IMAGE_ASPECTS` locally. */
  aspect?: number;
  format?: ImageFormat;
  quality?: number;
}

export interface ResponsiveImage {
  src: string;
  srcset: string;
  width: number;
  height: number;
}

/** Widths handed out by `responsiveImage`, so the set of files a build renders stays small. */
export const IMAGE_WIDTHS = [320, 480, 720, 800, 1200, 1600] as const;
const LARGEST_WIDTH = 1600;
/** Crop shapes handed out by `responsiveImage` (width / height). */
export const IMAGE_ASPECTS = [16 / 9, 3 / 2, 4 / 3, 1] as const;
export const DEFAULT_QUALITY = 75;
export const LOCAL_IMAGE_PREFIX = '/images/';

export type ImageBackend = { kind: 'local' } | { kind: 'sanity'; projectId: string; dataset: string };

export function imageBackendFromEnv(env: Record<string, string | undefined> = process.env): ImageBackend {
  const projectId = env.SANITY_PROJECT_ID?.trim();
  if (!projectId) return { kind: 'local' };
  return { kind: 'sanity', projectId, dataset: env.SANITY_DATASET?.trim() || 'production' };
}

/** A local variant, as encoded in its URL. */
export interface LocalImageVariant {
  assetId: string;
  width: number;
  height: number;
  format: ImageFormat;
  /** The part of the original the editor kept, in pixels; the whole original when absent. */
  rect?: Rect | undefined;
  /** Focal point in whole percent of the kept part, present when the crop is not centred. */
  focus?: { x: number; y: number } | undefined;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const LOCAL_URL =
  /\/images\/(image-[a-zA-Z0-9]+-\d+x\d+-[a-z0-9]+)-(\d+)x(\d+)(?:-r(\d+)-(\d+)-(\d+)-(\d+))?(?:-f(\d{1,3})-(\d{1,3}))?\.(webp|jpg)/g;

export function localImagePath(variant: LocalImageVariant): string {
  const rect = variant.rect
    ? `-r${variant.rect.left}-${variant.rect.top}-${variant.rect.width}-${variant.rect.height}`
    : '';
  const focus = variant.focus ? `-f${variant.focus.x}-${variant.focus.y}` : '';
  return `${LOCAL_IMAGE_PREFIX}${variant.assetId}-${variant.width}x${variant.height}${rect}${focus}.${variant.format}`;
}

/** The part of the original that the editor's crop keeps, in whole pixels. */
export function keptRect(image: ContentImage): Rect {
  const crop = image.crop;
  if (!crop) return { left: 0, top: 0, width: image.width, height: image.height };
  const left = Math.round(crop.left * image.width);
  const top = Math.round(crop.top * image.height);
  const right = Math.round((1 - crop.right) * image.width);
  const bottom = Math.round((1 - crop.bottom) * image.height);
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/** Every local image variant referenced in a text (built HTML, CSS, XML). */
export function findLocalImageVariants(text: string): LocalImageVariant[] {
  const found: LocalImageVariant[] = [];
  for (const match of text.matchAll(LOCAL_URL)) {
    const [, assetId, w, h, rl, rt, rw, rh, fx, fy, format] = match;
    if (!assetId || !w || !h || !format) continue;
    found.push({
      assetId,
      width: Number(w),
      height: Number(h),
      format: format as ImageFormat,
      ...(rl !== undefined && rt !== undefined && rw !== undefined && rh !== undefined
        ? { rect: { left: Number(rl), top: Number(rt), width: Number(rw), height: Number(rh) } }
        : {}),
      ...(fx !== undefined && fy !== undefined ? { focus: { x: Number(fx), y: Number(fy) } } : {}),
    });
  }
  return found;
}

/** Output size for a request, never larger than the kept part of the original (no upscaling). */
export function fittedSize(image: ContentImage, opts: ImageUrlOptions): { width: number; height: number } {
  const kept = keptRect(image);
  return fittedSizeOf(kept, opts);
}

function fittedSizeOf(
  image: { width: number; height: number },
  opts: ImageUrlOptions,
): { width: number; height: number } {
  const fit = opts.fit ?? (opts.height ? 'crop' : 'max');
  if (fit === 'max' || !opts.height) {
    const maxHeight = opts.height ?? Number.POSITIVE_INFINITY;
    const scale = Math.min(opts.width / image.width, maxHeight / image.height, 1);
    return { width: Math.round(image.width * scale), height: Math.round(image.height * scale) };
  }
  const scale = Math.min(image.width / opts.width, image.height / opts.height, 1);
  return { width: Math.round(opts.width * scale), height: Math.round(opts.height * scale) };
}

/** The hotspot in whole percent of the kept part (the hotspot is placed on the original). */
function focusOf(image: ContentImage, kept: Rect, width: number, height: number): LocalImageVariant['focus'] {
  const sameShape = Math.abs(width / height - kept.width / kept.height) < 0.01;
  if (sameShape || !image.hotspot) return undefined;
  const within = (value: number) => Math.min(Math.max(Math.round(value * 100), 0), 100);
  const x = within((image.hotspot.x * image.width - kept.left) / kept.width);
  const y = within((image.hotspot.y * image.height - kept.top) / kept.height);
  return x === 50 && y === 50 ? undefined : { x, y };
}

function localUrl(image: ContentImage, opts: ImageUrlOptions): string {
  const kept = keptRect(image);
  const { width, height } = fittedSizeOf(kept, opts);
  const cropped = kept.width !== image.width || kept.height !== image.height;
  return localImagePath({
    assetId: image.assetId,
    width,
    height,
    format: opts.format ?? 'webp',
    rect: cropped ? kept : undefined,
    focus: focusOf(image, kept, width, height),
  });
}

function sanityUrl(
  backend: Extract<ImageBackend, { kind: 'sanity' }>,
  image: ContentImage,
  opts: ImageUrlOptions,
) {
  // The builder turns the editor's crop into `rect` and centres `fit=crop` on the hotspot inside it.
  const source = {
    asset: { _ref: image.assetId },
    crop: image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 },
    hotspot: { x: image.hotspot?.x ?? 0.5, y: image.hotspot?.y ?? 0.5, width: 0, height: 0 },
  };
  let builder = createImageUrlBuilder({ projectId: backend.projectId, dataset: backend.dataset })
    .image(source)
    .width(opts.width)
    .format(opts.format ?? 'webp')
    .quality(opts.quality ?? DEFAULT_QUALITY)
    .fit(opts.fit ?? (opts.height ? 'crop' : 'max'));
  if (opts.height) builder = builder.height(opts.height);
  // auto=format lets the CDN serve AVIF where supported; fm stays the fallback.
  return builder.auto('format').url();
}

export interface ImageUrls {
  imageUrl(image: ContentImage, opts: ImageUrlOptions): string;
  responsiveImage(image: ContentImage, opts: ResponsiveImageOptions): ResponsiveImage;
}

function nearestAspect(aspect: number): number {
  let best: number = IMAGE_ASPECTS[0];
  for (const candidate of IMAGE_ASPECTS) {
    if (Math.abs(Math.log(candidate / aspect)) < Math.abs(Math.log(best / aspect))) best = candidate;
  }
  return best;
}

/** Requested widths snapped up to `IMAGE_WIDTHS`, capped at the original width. */
export function snapWidths(requested: number[], originalWidth: number): number[] {
  const widths = new Set<number>();
  for (const want of requested) {
    const snapped: number = IMAGE_WIDTHS.find((w) => w >= want) ?? LARGEST_WIDTH;
    widths.add(Math.min(snapped, originalWidth));
  }
  return [...widths].sort((a, b) => a - b);
}

export function createImageUrls(backend: ImageBackend): ImageUrls {
  const imageUrl = (image: ContentImage, opts: ImageUrlOptions) =>
    backend.kind === 'sanity' ? sanityUrl(backend, image, opts) : localUrl(image, opts);

  const responsiveImage = (image: ContentImage, opts: ResponsiveImageOptions): ResponsiveImage => {
    const kept = keptRect(image);
    const original = kept.width / kept.height;
    const aspect = opts.aspect === undefined ? undefined : nearestAspect(opts.aspect);
    const cropped = aspect !== undefined && Math.abs(aspect - original) > 0.01;
    // A crop narrower than the kept part is limited by its height.
    const maxWidth = cropped ? Math.min(kept.width, Math.floor(kept.height * aspect)) : kept.width;
    const widths = snapWidths(opts.widths.length > 0 ? opts.widths : [800], maxWidth);
    const candidates = widths.map((width) => {
      const urlOpts: ImageUrlOptions = {
        width,
        format: opts.format ?? 'webp',
        quality: opts.quality ?? DEFAULT_QUALITY,
      };
      if (cropped) {
        urlOpts.height = Math.round(width / aspect);
        urlOpts.fit = 'crop';
      }
      const size = fittedSize(image, urlOpts);
      return { url: imageUrl(image, urlOpts), ...size };
    });
    const largest = candidates[candidates.length - 1];
    if (!largest) throw new Error(`No image widths for ${image.assetId}`);
    return {
      src: largest.url,
      srcset: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
      width: largest.width,
      height: largest.height,
    };
  };

  return { imageUrl, responsiveImage };
}

let fromEnv: ImageUrls | undefined;
const current = () => {
  fromEnv ??= createImageUrls(imageBackendFromEnv());
  return fromEnv;
};

/** One image URL, e.g. for `og:image` (use `format: 'jpg'` there). */
export function imageUrl(image: ContentImage, opts: ImageUrlOptions): string {
  return current().imageUrl(image, opts);
}

/** `src`/`srcset`/intrinsic size for an `<img>`; pair with a `sizes` attribute in the page. */
export function responsiveImage(image: ContentImage, opts: ResponsiveImageOptions): ResponsiveImage {
  return current().responsiveImage(image, opts);
}
