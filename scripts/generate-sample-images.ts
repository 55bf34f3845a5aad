/**
 * Draws the pictures of the sample dataset: one illustrated landscape (layered SVG rasterised by
 * sharp) per `sanity.imageAsset`, written to `content/sample/images/<assetId>.jpg`. Run once when the
 * dataset gains an image; the results are committed. Deterministic: same dataset, same files.
 *
 *   node scripts/generate-sample-images.ts [--force]
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { parseNdjson } from '../src/content/source.ts';

const DATASET = 'content/sample/dataset.ndjson';
const OUT_DIR = 'content/sample/images';

type Scene =
  | 'coast'
  | 'night-coast'
  | 'waterfall'
  | 'mountain'
  | 'savanna'
  | 'needles'
  | 'forest'
  | 'city'
  | 'palace'
  | 'grassfields'
  | 'lake'
  | 'river'
  | 'avatar';

interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  layers: string[];
  accent: string;
}

const WARM: Palette = {
  skyTop: '#f6a04d',
  skyBottom: '#fde2b0',
  sun: '#fff3d6',
  layers: ['#c8664a', '#9c4b3c', '#6e3530', '#3f2327'],
  accent: '#2e7d8c',
};
const DUSK: Palette = {
  skyTop: '#3b2a5a',
  skyBottom: '#f08a5d',
  sun: '#ffd39a',
  layers: ['#7a4a6b', '#57395a', '#382a47', '#1f1a2e'],
  accent: '#e9b872',
};
const GREEN: Palette = {
  skyTop: '#8fc7c9',
  skyBottom: '#f4ecc8',
  sun: '#fffbe8',
  layers: ['#7fa36a', '#5a8552', '#3d6743', '#24452f'],
  accent: '#d98c3f',
};
const FOREST: Palette = {
  skyTop: '#a9c9b4',
  skyBottom: '#eef1d8',
  sun: '#ffffff',
  layers: ['#6f9c7a', '#467a5a', '#2b5a43', '#173a2b'],
  accent: '#e0c36a',
};
const SAHEL: Palette = {
  skyTop: '#ef8a3c',
  skyBottom: '#fbd38d',
  sun: '#fff0c9',
  layers: ['#d9a05b', '#b67a3e', '#7e522c', '#3a2616'],
  accent: '#5c3b1e',
};
const NIGHT: Palette = {
  skyTop: '#0f1a3a',
  skyBottom: '#3a4f7a',
  sun: '#f4f1de',
  layers: ['#2c3e6b', '#1f2d52', '#8a7a5c', '#0b1022'],
  accent: '#31507f',
};

/** Picture of each sample file, keyed by the asset's original file name. */
const SCENES: Record<string, { scene: Scene; palette: Palette }> = {
  'hero-kribi-coast': { scene: 'coast', palette: WARM },
  'about-team-douala': { scene: 'city', palette: DUSK },
  'kribi-beach': { scene: 'coast', palette: { ...WARM, skyTop: '#5fb3c9', skyBottom: '#fbe3b4' } },
  'lobe-falls': { scene: 'waterfall', palette: FOREST },
  'kribi-fishing-village': { scene: 'coast', palette: DUSK },
  'mount-cameroon-summit': { scene: 'mountain', palette: WARM },
  'limbe-black-sand': {
    scene: 'coast',
    palette: { ...GREEN, layers: ['#3d3a3a', '#2a2727', '#1c1a1a', '#111'] },
  },
  'limbe-botanic-garden': { scene: 'forest', palette: GREEN },
  'waza-savanna': { scene: 'savanna', palette: SAHEL },
  'waza-waterhole': { scene: 'savanna', palette: DUSK },
  'maroua-market': { scene: 'palace', palette: SAHEL },
  'rhumsiki-peak': { scene: 'needles', palette: SAHEL },
  'mandara-villages': { scene: 'mountain', palette: SAHEL },
  'lobeke-forest-clearing': { scene: 'forest', palette: FOREST },
  'dja-rainforest': { scene: 'forest', palette: { ...FOREST, skyTop: '#c6d8b0' } },
  'sangha-river': { scene: 'river', palette: FOREST },
  'foumban-palace': { scene: 'palace', palette: WARM },
  'foumban-artisans': { scene: 'palace', palette: DUSK },
  'ring-road-grassfields': { scene: 'grassfields', palette: GREEN },
  'lake-oku': { scene: 'lake', palette: { ...GREEN, accent: '#4f8fa3' } },
  'bamenda-hills': { scene: 'grassfields', palette: WARM },
  'douala-wouri': { scene: 'city', palette: DUSK },
  'yaounde-hills': { scene: 'city', palette: { ...GREEN, accent: '#5b93a6' } },
  'ebodje-turtle-beach': { scene: 'night-coast', palette: NIGHT },
  'wouri-mangroves': { scene: 'river', palette: WARM },
  'author-mireille': { scene: 'avatar', palette: { ...WARM, accent: '#2e7d8c' } },
  'author-armand': { scene: 'avatar', palette: { ...GREEN, accent: '#d98c3f' } },
};

/** Small seeded generator (mulberry32) so pictures are reproducible. */
function random(seedText: string) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;

/** A ridge line across the picture, closed down to the bottom edge. */
function ridge(
  w: number,
  h: number,
  base: number,
  amplitude: number,
  steps: number,
  rand: Rand,
  sharp = false,
) {
  const points: string[] = [`0,${h}`];
  for (let i = 0; i <= steps; i++) {
    const x = (w * i) / steps;
    const wave = Math.sin(i * 0.9 + rand() * 2) * amplitude * (sharp ? rand() * 1.6 : 0.6 + rand() * 0.4);
    points.push(`${x.toFixed(0)},${(base - Math.abs(wave)).toFixed(0)}`);
  }
  points.push(`${w},${h}`);
  return points.join(' ');
}

function palm(x: number, ground: number, height: number, lean: number, color: string) {
  const topX = x + lean;
  const topY = ground - height;
  const fronds = [-150, -115, -70, -30, 10, 45]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const len = height * 0.42;
      const ex = topX + Math.cos(rad) * len;
      const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35;
      const cx = topX + Math.cos(rad) * len * 0.5;
      const cy = topY - len * 0.25;
      return `<path d="M${topX},${topY} Q${cx},${cy} ${ex},${ey}" stroke="${color}" stroke-width="${height * 0.04}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x},${ground} Q${x + lean * 0.2},${ground - height * 0.5} ${topX},${topY}" stroke="${color}" stroke-width="${height * 0.035}" fill="none"/>${fronds}`;
}

function acacia(x: number, ground: number, size: number, color: string) {
  return `<path d="M${x},${ground} L${x + size * 0.05},${ground - size * 0.6} L${x - size * 0.2},${ground - size * 0.85} M${x + size * 0.05},${ground - size * 0.6} L${x + size * 0.3},${ground - size * 0.82}" stroke="${color}" stroke-width="${size * 0.05}" fill="none"/><ellipse cx="${x + size * 0.05}" cy="${ground - size * 0.88}" rx="${size * 0.55}" ry="${size * 0.1}" fill="${color}"/>`;
}

function crowns(w: number, base: number, size: number, color: string, rand: Rand) {
  let out = '';
  for (let x = -size; x < w + size; x += size * (0.6 + rand() * 0.5)) {
    out += `<circle cx="${x.toFixed(0)}" cy="${(base - rand() * size * 0.6).toFixed(0)}" r="${(size * (0.5 + rand() * 0.4)).toFixed(0)}" fill="${color}"/>`;
  }
  return `${out}<rect x="0" y="${base}" width="${w}" height="2000" fill="${color}"/>`;
}

function skyline(w: number, base: number, color: string, lights: string, rand: Rand) {
  let out = '';
  let x = 0;
  while (x < w) {
    const bw = 40 + rand() * 90;
    const bh = 60 + rand() * 260;
    out += `<rect x="${x.toFixed(0)}" y="${(base - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" fill="${color}"/>`;
    for (let wy = base - bh + 14; wy < base - 14; wy += 26) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 18) {
        if (rand() < 0.35)
          out += `<rect x="${wx.toFixed(0)}" y="${wy.toFixed(0)}" width="7" height="10" fill="${lights}" opacity="0.8"/>`;
      }
    }
    x += bw + 4 + rand() * 10;
  }
  return out;
}

function sky(w: number, h: number, p: Palette) {
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${p.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun}" stop-opacity="0"/></radialGradient><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.layers[3]}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>`;
}

function sun(cx: number, cy: number, r: number, p: Palette) {
  return `<circle cx="${cx}" cy="${cy}" r="${r * 3}" fill="url(#glow)"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="${p.sun}"/>`;
}

function draw(scene: Scene, p: Palette, w: number, h: number, rand: Rand): string {
  const L = p.layers as [string, string, string, string];
  const horizon = h * (0.55 + rand() * 0.08);
  switch (scene) {
    case 'coast':
    case 'night-coast': {
      const night = scene === 'night-coast';
      const stars = night
        ? Array.from(
            { length: 90 },
            () =>
              `<circle cx="${(rand() * w).toFixed(0)}" cy="${(rand() * horizon * 0.8).toFixed(0)}" r="${(rand() * 2 + 0.5).toFixed(1)}" fill="#fff" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`,
          ).join('')
        : '';
      const waves = Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${(w * 0.3 + rand() * w * 0.3).toFixed(0)}" y="${(horizon + 12 + i * 22).toFixed(0)}" width="${(60 + rand() * 160).toFixed(0)}" height="3" fill="${p.sun}" opacity="0.5"/>`,
      ).join('');
      const beach = `<path d="M0,${h * 0.8} Q${w * 0.5},${h * 0.72} ${w},${h * 0.86} L${w},${h} L0,${h} Z" fill="${L[2]}"/>`;
      return `${sky(w, h, p)}${stars}${sun(w * (0.3 + rand() * 0.4), horizon - h * 0.12, h * (night ? 0.05 : 0.07), p)}<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#sea)"/>${waves}${beach}${palm(w * 0.12, h * 0.86, h * 0.55, w * 0.06, L[3])}${palm(w * 0.2, h * 0.88, h * 0.4, -w * 0.03, L[3])}${palm(w * 0.88, h * 0.84, h * 0.5, -w * 0.07, L[3])}`;
    }
    case 'waterfall':
      return `${sky(w, h, p)}${sun(w * 0.75, h * 0.2, h * 0.06, p)}<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="url(#sea)"/>${crowns(w * 0.42, h * 0.45, h * 0.12, L[1], rand)}<g transform="translate(${w * 0.58},0)">${crowns(w * 0.42, h * 0.42, h * 0.12, L[2], rand)}</g><path d="M${w * 0.4},${h * 0.45} C${w * 0.45},${h * 0.55} ${w * 0.5},${h * 0.6} ${w * 0.47},${h * 0.75} L${w * 0.62},${h * 0.75} C${w * 0.6},${h * 0.6} ${w * 0.6},${h * 0.5} ${w * 0.6},${h * 0.42} Z" fill="#f4f7f7" opacity="0.92"/><ellipse cx="${w * 0.54}" cy="${h * 0.76}" rx="${w * 0.14}" ry="${h * 0.03}" fill="#fff" opacity="0.7"/>`;
    case 'mountain':
      return `${sky(w, h, p)}${sun(w * 0.7, h * 0.22, h * 0.06, p)}<path d="M${w * 0.1},${h} L${w * 0.5},${h * 0.18} L${w * 0.95},${h} Z" fill="${L[0]}"/><path d="M${w * 0.42},${h * 0.3} L${w * 0.5},${h * 0.18} L${w * 0.58},${h * 0.3} L${w * 0.53},${h * 0.28} L${w * 0.5},${h * 0.32} L${w * 0.46},${h * 0.28} Z" fill="${p.sun}" opacity="0.7"/><rect y="${h * 0.5}" width="${w}" height="${h * 0.08}" fill="#fff" opacity="0.25"/><polygon points="${ridge(w, h, h * 0.68, h * 0.08, 14, rand, true)}" fill="${L[1]}"/><polygon points="${ridge(w, h, h * 0.8, h * 0.06, 20, rand)}" fill="${L[2]}"/><polygon points="${ridge(w, h, h * 0.92, h * 0.04, 26, rand)}" fill="${L[3]}"/>`;
    case 'savanna': {
      const trees = [0.15, 0.38, 0.7, 0.86]
        .map((x) => acacia(w * x + rand() * 40, h * 0.8, h * (0.2 + rand() * 0.15), L[3]))
        .join('');
      return `${sky(w, h, p)}${sun(w * 0.55, h * 0.6, h * 0.11, p)}<polygon points="${ridge(w, h, h * 0.72, h * 0.02, 12, rand)}" fill="${L[0]}"/><polygon points="${ridge(w, h, h * 0.8, h * 0.015, 30, rand)}" fill="${L[1]}"/>${trees}<rect y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${L[2]}"/>`;
    }
    case 'needles': {
      const plug = (x: number, top: number, width: number, color: string) =>
        `<path d="M${x - width},${h} C${x - width * 0.7},${top + h * 0.15} ${x - width * 0.4},${top} ${x},${top} C${x + width * 0.4},${top} ${x + width * 0.6},${top + h * 0.1} ${x + width},${h} Z" fill="${color}"/>`;
      return `${sky(w, h, p)}${sun(w * 0.25, h * 0.3, h * 0.07, p)}${plug(w * 0.62, h * 0.12, w * 0.09, L[1])}${plug(w * 0.82, h * 0.35, w * 0.06, L[1])}${plug(w * 0.4, h * 0.38, w * 0.05, L[1])}<polygon points="${ridge(w, h, h * 0.75, h * 0.05, 16, rand, true)}" fill="${L[2]}"/><polygon points="${ridge(w, h, h * 0.9, h * 0.03, 24, rand)}" fill="${L[3]}"/>`;
    }
    case 'forest':
      return `${sky(w, h, p)}${sun(w * 0.5, h * 0.15, h * 0.05, p)}<g opacity="0.85">${crowns(w, h * 0.45, h * 0.1, L[0], rand)}</g><rect width="${w}" height="${h}" fill="#fff" opacity="0.15"/>${crowns(w, h * 0.6, h * 0.13, L[1], rand)}${crowns(w, h * 0.78, h * 0.16, L[2], rand)}<ellipse cx="${w * 0.5}" cy="${h * 0.95}" rx="${w * 0.3}" ry="${h * 0.08}" fill="${p.accent}" opacity="0.5"/>${crowns(w, h * 0.97, h * 0.12, L[3], rand)}`;
    case 'river':
      return `${sky(w, h, p)}${sun(w * 0.6, h * 0.3, h * 0.06, p)}${crowns(w, h * 0.5, h * 0.08, L[1], rand)}<rect y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="url(#sea)"/><rect x="${w * 0.55}" y="${h * 0.58}" width="${w * 0.1}" height="4" fill="${p.sun}" opacity="0.6"/><rect x="${w * 0.52}" y="${h * 0.64}" width="${w * 0.16}" height="4" fill="${p.sun}" opacity="0.4"/><path d="M${w * 0.3},${h * 0.8} L${w * 0.48},${h * 0.8} L${w * 0.45},${h * 0.83} L${w * 0.33},${h * 0.83} Z" fill="${L[3]}"/><path d="M${w * 0.39},${h * 0.8} L${w * 0.39},${h * 0.72}" stroke="${L[3]}" stroke-width="6"/>${crowns(w * 0.25, h * 0.95, h * 0.14, L[3], rand)}`;
    case 'city':
      return `${sky(w, h, p)}${sun(w * 0.2, h * 0.35, h * 0.06, p)}<polygon points="${ridge(w, h, h * 0.55, h * 0.05, 10, rand)}" fill="${L[0]}"/>${skyline(w, h * 0.66, L[2], p.accent, rand)}<rect y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="url(#sea)"/><path d="M0,${h * 0.72} L${w},${h * 0.7}" stroke="${L[3]}" stroke-width="14"/>${Array.from({ length: 14 }, (_, i) => `<rect x="${(w * (i + 0.5)) / 14}" y="${h * 0.71}" width="8" height="${h * 0.06}" fill="${L[3]}"/>`).join('')}`;
    case 'palace':
      return `${sky(w, h, p)}${sun(w * 0.8, h * 0.22, h * 0.06, p)}<polygon points="${ridge(w, h, h * 0.7, h * 0.04, 12, rand)}" fill="${L[0]}"/><rect x="${w * 0.28}" y="${h * 0.45}" width="${w * 0.44}" height="${h * 0.35}" fill="${L[1]}"/><polygon points="${w * 0.25},${h * 0.46} ${w * 0.5},${h * 0.3} ${w * 0.75},${h * 0.46}" fill="${L[2]}"/><rect x="${w * 0.22}" y="${h * 0.38}" width="${w * 0.08}" height="${h * 0.42}" fill="${L[2]}"/><rect x="${w * 0.7}" y="${h * 0.38}" width="${w * 0.08}" height="${h * 0.42}" fill="${L[2]}"/>${Array.from({ length: 7 }, (_, i) => `<path d="M${w * (0.33 + i * 0.055)},${h * 0.8} L${w * (0.33 + i * 0.055)},${h * 0.6} Q${w * (0.33 + i * 0.055 + 0.018)},${h * 0.55} ${w * (0.33 + i * 0.055 + 0.036)},${h * 0.6} L${w * (0.33 + i * 0.055 + 0.036)},${h * 0.8} Z" fill="${L[3]}"/>`).join('')}<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${L[0]}"/><rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${L[3]}" opacity="0.6"/>`;
    case 'grassfields':
      return `${sky(w, h, p)}${sun(w * 0.3, h * 0.25, h * 0.06, p)}<path d="M0,${h * 0.55} Q${w * 0.25},${h * 0.35} ${w * 0.5},${h * 0.5} T${w},${h * 0.45} L${w},${h} L0,${h} Z" fill="${L[0]}"/><path d="M0,${h * 0.7} Q${w * 0.3},${h * 0.52} ${w * 0.6},${h * 0.66} T${w},${h * 0.6} L${w},${h} L0,${h} Z" fill="${L[1]}"/><path d="M0,${h * 0.85} Q${w * 0.4},${h * 0.7} ${w * 0.7},${h * 0.82} T${w},${h * 0.78} L${w},${h} L0,${h} Z" fill="${L[2]}"/><path d="M${w * 0.1},${h} Q${w * 0.35},${h * 0.8} ${w * 0.5},${h * 0.68}" stroke="${p.accent}" stroke-width="10" fill="none" opacity="0.7"/>`;
    case 'lake':
      return `${sky(w, h, p)}${sun(w * 0.65, h * 0.2, h * 0.05, p)}<polygon points="${ridge(w, h, h * 0.5, h * 0.12, 10, rand)}" fill="${L[1]}"/><rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="url(#sea)"/><g transform="translate(0,${h}) scale(1,-1)" opacity="0.35"><polygon points="${ridge(w, h, h * 0.5, h * 0.12, 10, rand)}" fill="${L[1]}"/></g>${crowns(w, h * 0.93, h * 0.1, L[3], rand)}`;
    case 'avatar':
      return `<rect width="${w}" height="${h}" fill="${p.skyBottom}"/><circle cx="${w / 2}" cy="${h / 2}" r="${w * 0.46}" fill="${p.skyTop}"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.32}" ry="${h * 0.25}" fill="${p.accent}"/><rect x="${w * 0.45}" y="${h * 0.55}" width="${w * 0.1}" height="${h * 0.12}" fill="${L[2]}"/><ellipse cx="${w / 2}" cy="${h * 0.43}" rx="${w * 0.15}" ry="${h * 0.18}" fill="${L[2]}"/><path d="M${w * 0.34},${h * 0.38} Q${w * 0.5},${h * 0.12} ${w * 0.66},${h * 0.38} Q${w * 0.5},${h * 0.28} ${w * 0.34},${h * 0.38} Z" fill="${L[3]}"/>`;
  }
}

function svgFor(name: string, w: number, h: number): string {
  const entry = SCENES[name];
  if (!entry) throw new Error(`No scene for sample image "${name}": add it to SCENES`);
  const body = draw(entry.scene, entry.palette, w, h, random(name));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

interface AssetDoc {
  _id: string;
  _type: string;
  originalFilename?: string;
  metadata?: { dimensions?: { width: number; height: number } };
}

async function main() {
  const force = process.argv.includes('--force');
  const docs = parseNdjson(await readFile(DATASET, 'utf8'), DATASET) as AssetDoc[];
  const assets = docs.filter((doc) => doc._type === 'sanity.imageAsset');
  await mkdir(OUT_DIR, { recursive: true });
  let written = 0;
  for (const asset of assets) {
    const out = resolve(OUT_DIR, `${asset._id}.jpg`);
    if (!force && existsSync(out)) continue;
    const name = (asset.originalFilename ?? '').replace(/\.[a-z]+$/, '');
    const { width, height } = asset.metadata?.dimensions ?? { width: 1600, height: 1067 };
    const jpeg = await sharp(Buffer.from(svgFor(name, width, height)))
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    await writeFile(out, jpeg);
    written++;
    console.log(`${name}: ${(jpeg.length / 1024).toFixed(0)} KB`);
  }
  console.log(`${written} written, ${assets.length - written} already present (${assets.length} assets)`);
}

await main();
