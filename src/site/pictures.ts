/**
 * How pages use the content layer's image URLs: a <picture> with a WebP source and a JPEG fallback,
 * the matching preload for an LCP image, and a social-card URL. Widths snap to the content layer's
 * `IMAGE_WIDTHS` (320, 480, 720, 800, 1200, 1600).
 */
import { imageUrl, responsiveImage } from '../content/image-urls.ts';
import type { ContentImage } from '../content/types.ts';

export interface PictureOptions {
  widths: readonly number[];
  /** Width / height of the crop; the image's own ratio when absent. */
  aspect?: number | undefined;
}

export interface PictureSources {
  webpSrcset: string;
  jpgSrcset: string;
  /** JPEG, largest width: the fallback for browsers without srcset. */
  src: string;
  width: number;
  height: number;
}

export function pictureSources(image: ContentImage, { widths, aspect }: PictureOptions): PictureSources {
  const options = { widths: [...widths], ...(aspect === undefined ? {} : { aspect }) };
  const webp = responsiveImage(image, { ...options, format: 'webp' });
  const jpg = responsiveImage(image, { ...options, format: 'jpg' });
  return {
    webpSrcset: webp.srcset,
    jpgSrcset: jpg.srcset,
    src: jpg.src,
    width: jpg.width,
    height: jpg.height,
  };
}

/** 1200x630 JPEG for Open Graph cards and structured data (site-relative locally, absolute on the CDN). */
export function socialImageUrl(image: ContentImage): string {
  return imageUrl(image, { width: 1200, height: 630, format: 'jpg', fit: 'crop' });
}
