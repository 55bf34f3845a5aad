import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cropRect, generateLocalImages } from '../../../scripts/lib/local-images.ts';
import { createImageUrls } from '../../../src/content/image-urls.ts';
import type { ContentImage } from '../../../src/content/types.ts';

describe('cropRect', () => {
  const original = { width: 1600, height: 1000 };
  it.each([
    ['same shape: everything', { width: 800, height: 500 }, { left: 0, top: 0, width: 1600, height: 1000 }],
    ['square, centred', { width: 400, height: 400 }, { left: 300, top: 0, width: 1000, height: 1000 }],
    [
      'square, focus left, clamped',
      { width: 400, height: 400, focus: { x: 10, y: 50 } },
      { left: 0, top: 0, width: 1000, height: 1000 },
    ],
    [
      'square, focus right',
      { width: 400, height: 400, focus: { x: 60, y: 50 } },
      { left: 460, top: 0, width: 1000, height: 1000 },
    ],
    [
      'wide, focus low',
      { width: 1600, height: 400, focus: { x: 50, y: 90 } },
      { left: 0, top: 600, width: 1600, height: 400 },
    ],
  ])('%s', (_, variant, expected) => {
    expect(cropRect(original, variant)).toEqual(expected);
  });
});

describe('generateLocalImages', () => {
  let root: string;
  const image: ContentImage = {
    assetId: 'image-abc123-640x400-jpg',
    alt: 'Test',
    width: 640,
    height: 400,
    hotspot: { x: 0.25, y: 0.5 },
  };
  const urls = createImageUrls({ kind: 'local' });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'local-images-'));
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'dist', 'fr'), { recursive: true });
    // Left half red, right half blue: a crop around x=25% must come out red.
    const half = (color: string) => ({
      create: { width: 320, height: 400, channels: 3 as const, background: color },
    });
    const red = await sharp(half('#ff0000')).png().toBuffer();
    const blue = await sharp(half('#0000ff')).png().toBuffer();
    await sharp({ create: { width: 640, height: 400, channels: 3, background: '#000' } })
      .composite([
        { input: red, left: 0, top: 0 },
        { input: blue, left: 320, top: 0 },
      ])
      .jpeg()
      .toFile(join(root, 'src', `${image.assetId}.jpg`));
    const responsive = urls.responsiveImage(image, { widths: [320, 480], format: 'jpg' });
    writeFileSync(
      join(root, 'dist', 'index.html'),
      `<img src="${responsive.src}" srcset="${responsive.srcset}">`,
    );
    writeFileSync(
      join(root, 'dist', 'fr', 'index.html'),
      `<img src="${urls.imageUrl(image, { width: 200, height: 200 })}">`,
    );
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders exactly the referenced variants, then serves them from the cache', async () => {
    const options = {
      outDir: join(root, 'dist'),
      sourceDir: join(root, 'src'),
      cacheDir: join(root, 'cache'),
    };
    expect(await generateLocalImages(options)).toEqual({ referenced: 3, rendered: 3, fromCache: 0 });
    expect(readdirSync(join(root, 'dist', 'images')).sort()).toEqual([
      'image-abc123-640x400-jpg-200x200-f25-50.webp',
      'image-abc123-640x400-jpg-320x200.jpg',
      'image-abc123-640x400-jpg-480x300.jpg',
    ]);
    rmSync(join(root, 'dist', 'images'), { recursive: true });
    expect(await generateLocalImages(options)).toEqual({ referenced: 3, rendered: 0, fromCache: 3 });
  });

  it('crops around the focal point at the requested size and format', async () => {
    const file = join(root, 'dist', 'images', 'image-abc123-640x400-jpg-200x200-f25-50.webp');
    const { data, info } = await sharp(readFileSync(file)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([200, 200]);
    const [r, , b] = data.subarray(0, 3);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
  });

  it('fails clearly when a page references an image that does not exist', async () => {
    writeFileSync(
      join(root, 'dist', 'missing.html'),
      '<img src="/images/image-zzz-100x100-jpg-100x100.webp">',
    );
    await expect(
      generateLocalImages({
        outDir: join(root, 'dist'),
        sourceDir: join(root, 'src'),
        cacheDir: join(root, 'cache'),
      }),
    ).rejects.toThrow(/image-zzz-100x100-jpg is referenced by a page but .* does not exist/);
  });
});
