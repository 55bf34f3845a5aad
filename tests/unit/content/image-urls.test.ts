import { describe, expect, it } from 'vitest';
import {
  createImageUrls,
  findLocalImageVariants,
  fittedSize,
  imageBackendFromEnv,
  localImagePath,
  snapWidths,
} from '../../../src/content/image-urls.ts';
import type { ContentImage } from '../../../src/content/types.ts';

const hash = '1f9b2d0bf4bdc5a4b551b14a5ead105d81d7a5b4';
const landscape: ContentImage = {
  assetId: `image-${hash}-1600x1067-jpg`,
  alt: 'Beach',
  width: 1600,
  height: 1067,
};
const focused: ContentImage = { ...landscape, hotspot: { x: 0.2, y: 0.7 } };
const local = createImageUrls({ kind: 'local' });
const sanity = createImageUrls({ kind: 'sanity', projectId: 'abc123', dataset: 'production' });

function params(url: string) {
  const parsed = new URL(url);
  return { path: parsed.pathname, host: parsed.host, query: Object.fromEntries(parsed.searchParams) };
}

describe('imageBackendFromEnv', () => {
  it.each([
    [{}, { kind: 'local' }],
    [{ SANITY_PROJECT_ID: ' ' }, { kind: 'local' }],
    [{ SANITY_PROJECT_ID: 'abc123' }, { kind: 'sanity', projectId: 'abc123', dataset: 'production' }],
    [
      { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging' },
      { kind: 'sanity', projectId: 'abc123', dataset: 'staging' },
    ],
  ])('%o -> %o', (env, backend) => {
    expect(imageBackendFromEnv(env)).toEqual(backend);
  });
});

describe('local image URLs', () => {
  it.each<[string, ContentImage, Parameters<typeof local.imageUrl>[1], string]>([
    [
      'a width keeps the shape',
      landscape,
      { width: 800 },
      `/images/image-${hash}-1600x1067-jpg-800x534.webp`,
    ],
    [
      'no upscaling',
      landscape,
      { width: 4000, format: 'jpg' },
      `/images/image-${hash}-1600x1067-jpg-1600x1067.jpg`,
    ],
    [
      'a centred crop',
      landscape,
      { width: 1200, height: 630, format: 'jpg' },
      `/images/image-${hash}-1600x1067-jpg-1200x630.jpg`,
    ],
    [
      'a crop around the hotspot',
      focused,
      { width: 800, height: 800 },
      `/images/image-${hash}-1600x1067-jpg-800x800-f20-70.webp`,
    ],
    [
      'no focus when the shape is kept',
      focused,
      { width: 480, height: 320 },
      `/images/image-${hash}-1600x1067-jpg-480x320.webp`,
    ],
    [
      'fit max inside a box',
      landscape,
      { width: 800, height: 200, fit: 'max' },
      `/images/image-${hash}-1600x1067-jpg-300x200.webp`,
    ],
    [
      'a crop larger than the original shrinks to fit',
      landscape,
      { width: 3200, height: 1600 },
      `/images/image-${hash}-1600x1067-jpg-1600x800.webp`,
    ],
  ])('%s', (_, image, opts, expected) => {
    expect(local.imageUrl(image, opts)).toBe(expected);
  });

  it('round-trips through findLocalImageVariants', () => {
    const html = `<img src="${local.imageUrl(focused, { width: 800, height: 800 })}" srcset="${local.imageUrl(landscape, { width: 320, format: 'jpg' })} 320w">
      <meta property="og:image" content="https://example.org${local.imageUrl(landscape, { width: 1200, height: 630, format: 'jpg' })}">`;
    const variants = findLocalImageVariants(html);
    expect(variants).toEqual([
      { assetId: landscape.assetId, width: 800, height: 800, format: 'webp', focus: { x: 20, y: 70 } },
      { assetId: landscape.assetId, width: 320, height: 213, format: 'jpg' },
      { assetId: landscape.assetId, width: 1200, height: 630, format: 'jpg' },
    ]);
    expect(variants.map(localImagePath)).toEqual([...html.matchAll(/\/images\/[^" ]+/g)].map((m) => m[0]));
  });

  it('hands out only the fixed widths, capped at the original', () => {
    expect(snapWidths([300, 320, 700, 760, 2000], 1600)).toEqual([320, 720, 800, 1600]);
    expect(snapWidths([480, 1200], 600)).toEqual([480, 600]);
  });

  it('keeps the original shape when the requested aspect is that close to it', () => {
    const image = local.responsiveImage(focused, { widths: [400, 800, 1200], aspect: 1.45 });
    expect(image).toEqual({
      src: `/images/image-${hash}-1600x1067-jpg-1200x800.webp`,
      srcset: [
        [480, 320],
        [800, 534],
        [1200, 800],
      ]
        .map(([w, h]) => `/images/image-${hash}-1600x1067-jpg-${w}x${h}.webp ${w}w`)
        .join(', '),
      width: 1200,
      height: 800,
    });
  });

  it('caps a square crop at the original height', () => {
    const image = local.responsiveImage(focused, { widths: [1600], aspect: 1, format: 'jpg' });
    expect(image).toMatchObject({
      width: 1067,
      height: 1067,
      src: `/images/image-${hash}-1600x1067-jpg-1067x1067-f20-70.jpg`,
    });
  });

  it('fittedSize keeps the original when no size limit applies', () => {
    expect(fittedSize(landscape, { width: 1600 })).toEqual({ width: 1600, height: 1067 });
  });
});

describe('Sanity image URLs', () => {
  it('uses the CDN path and w, h, q, fm, fit, auto parameters', () => {
    const url = params(sanity.imageUrl(landscape, { width: 800, height: 600, format: 'jpg', quality: 70 }));
    expect(url.host).toBe('cdn.sanity.io');
    expect(url.path).toBe(`/images/abc123/production/${hash}-1600x1067.jpg`);
    expect(url.query).toMatchObject({ w: '800', h: '600', q: '70', fm: 'jpg', fit: 'crop', auto: 'format' });
  });

  it('honours the hotspot when cropping', () => {
    const centred = params(sanity.imageUrl(landscape, { width: 800, height: 800 }));
    const left = params(sanity.imageUrl(focused, { width: 800, height: 800 }));
    expect(centred.query.rect).toBe('267,0,1067,1067');
    expect(left.query.rect).toBe('0,0,1067,1067');
  });

  it('does not crop when only a width is given', () => {
    const url = params(sanity.imageUrl(focused, { width: 480 }));
    expect(url.query).toMatchObject({ w: '480', fm: 'webp', q: '75', fit: 'max' });
    expect(url.query.h).toBeUndefined();
    expect(url.query.rect).toBeUndefined();
  });

  it('builds a srcset of CDN URLs', () => {
    const image = sanity.responsiveImage(landscape, { widths: [320, 800], aspect: 16 / 9, quality: 60 });
    const candidates = image.srcset.split(', ').map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(['320w', '800w']);
    expect(params(candidates[1]?.[0] as string).query).toMatchObject({
      w: '800',
      h: '450',
      q: '60',
      fit: 'crop',
    });
    expect(image).toMatchObject({ width: 800, height: 450 });
  });
});
