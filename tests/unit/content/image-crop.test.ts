/**
 * The crop and hotspot an editor chooses in the Studio reach the site's images: in Sanity CDN URLs
 * (`rect` inside the crop, centred on the hotspot) and in the local pipeline (same pixels kept).
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { keptPart, renderVariant } from '../../../scripts/lib/local-images.ts';
import { createImageUrls, findLocalImageVariants, keptRect } from '../../../src/content/image-urls.ts';
import { mapImage } from '../../../src/content/map.ts';
import type { ContentImage } from '../../../src/content/types.ts';

const hash = '1f9b2d0bf4bdc5a4b551b14a5ead105d81d7a5b4';
/** The editor kept the right half of a 1600x1000 photo, with the focal point near its right edge. */
const cropped: ContentImage = {
  assetId: `image-${hash}-1600x1000-jpg`,
  alt: 'Beach',
  width: 1600,
  height: 1000,
  crop: { top: 0, bottom: 0, left: 0.5, right: 0 },
  hotspot: { x: 0.9, y: 0.5 },
};
const local = createImageUrls({ kind: 'local' });
const sanity = createImageUrls({ kind: 'sanity', projectId: 'abc123', dataset: 'production' });

describe('the editor crop', () => {
  it('is read from the query answer', () => {
    const image = mapImage({
      alt: 'Beach',
      hotspot: { x: 0.9, y: 0.5 },
      crop: { top: 0, bottom: 0, left: 0.5, right: 0 },
      asset: { _id: cropped.assetId, metadata: { dimensions: { width: 1600, height: 1000 } } },
    });
    expect(image.crop).toEqual(cropped.crop);
    expect(keptRect(image)).toEqual({ left: 800, top: 0, width: 800, height: 1000 });
  });

  it('gives Sanity CDN URLs a rect inside the crop, on the hotspot', () => {
    const url = new URL(sanity.imageUrl(cropped, { width: 400, height: 400 }));
    const [left, top, width, height] = (url.searchParams.get('rect') ?? '').split(',').map(Number);
    expect(width).toBe(height);
    expect(left).toBeGreaterThanOrEqual(800);
    expect((left as number) + (width as number)).toBe(1600);
    expect(top).toBeGreaterThanOrEqual(0);
  });

  it('keeps the crop in a width-only Sanity URL (nothing outside it is shown)', () => {
    const url = new URL(sanity.imageUrl(cropped, { width: 400 }));
    expect(url.searchParams.get('rect')).toBe('800,0,800,1000');
  });

  it('sizes images by the kept part: no upscaling beyond it', () => {
    const image = local.responsiveImage(cropped, { widths: [1600] });
    expect(image).toMatchObject({ width: 800, height: 1000 });
  });

  it('puts the crop and the focal point, relative to the kept part, in local URLs', () => {
    const [variant] = findLocalImageVariants(local.imageUrl(cropped, { width: 400, height: 400 }));
    expect(variant).toMatchObject({
      rect: { left: 800, top: 0, width: 800, height: 1000 },
      focus: { x: 80, y: 50 },
    });
  });

  it('renders locally only pixels of the kept part', async () => {
    // Left half red, right half blue: a crop to the right half must come out blue.
    const source = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 800, height: 1000, channels: 3, background: { r: 0, g: 0, b: 255 } },
          })
            .png()
            .toBuffer(),
          left: 800,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const [variant] = findLocalImageVariants(
      local.imageUrl(cropped, { width: 400, height: 400, format: 'jpg' }),
    );
    if (!variant) throw new Error('no variant');
    const { dominant } = await sharp(await renderVariant(source, variant)).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });

  it('scales the crop to a source file smaller than the asset', () => {
    const half = keptPart(
      { width: 800, height: 500 },
      {
        assetId: cropped.assetId,
        width: 400,
        height: 400,
        format: 'webp',
        rect: { left: 800, top: 0, width: 800, height: 1000 },
      },
    );
    expect(half).toEqual({ left: 400, top: 0, width: 400, height: 500 });
  });
});
