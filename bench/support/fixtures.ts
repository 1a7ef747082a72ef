import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { blankPng } from '../../server/src/test/crafted-png.ts';
import { ROOT } from './processes.ts';

/** Made once (about 6 s of JS loops) and kept here; bump the version when the pictures change. */
const CACHE_DIR = join(ROOT, 'node_modules/.cache/tulus-bench/fixtures-v1');

/** A small deterministic generator (LCG), so every run compresses the same pictures. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Soft shapes (a blurred field of random colours) with sensor-like grain: compresses like a photo, not like a flat test card. */
async function photoPixels(width: number, height: number, seed: number, grain: number): Promise<Buffer> {
  const next = random(seed);
  const coarse = Buffer.alloc(48 * 36 * 3);
  for (let i = 0; i < coarse.length; i++) coarse[i] = Math.floor(next() * 256);
  const field = await sharp(coarse, { raw: { width: 48, height: 36, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  for (let i = 0; i < field.length; i++) field[i] = Math.max(0, Math.min(255, field[i]! + Math.round((next() - 0.5) * grain)));
  return field;
}

export type Fixture = { name: string; label: string; bytes: Buffer; width: number; height: number };

/**
 * The three pictures of the image part: a 12-megapixel camera JPEG of about 5 MB, a large PNG
 * (a scanned A4 page at 300 dpi: text lines on paper with a stamp-like colour block), and a
 * phone photo stored sideways with EXIF orientation 6 (the camera's "rotate 90").
 */
export async function imageFixtures(): Promise<Fixture[]> {
  const cached = join(CACHE_DIR, 'fixtures.json');
  if (existsSync(cached)) {
    const list = JSON.parse(readFileSync(cached, 'utf8')) as Array<Omit<Fixture, 'bytes'>>;
    return list.map((f) => ({ ...f, bytes: readFileSync(join(CACHE_DIR, f.name)) }));
  }
  const fixtures = await makeFixtures();
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const f of fixtures) writeFileSync(join(CACHE_DIR, f.name), f.bytes);
  writeFileSync(cached, JSON.stringify(fixtures.map(({ bytes: _bytes, ...rest }) => rest)));
  return fixtures;
}

async function makeFixtures(): Promise<Fixture[]> {
  const photo = await sharp(await photoPixels(4000, 3000, 1, 40), { raw: { width: 4000, height: 3000, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();

  const [pageWidth, pageHeight] = [2480, 3508];
  const page = Buffer.alloc(pageWidth * pageHeight * 3, 250);
  const next = random(2);
  for (let line = 0; line < 90; line++) {
    const top = 300 + line * 34;
    for (let word = 200; word < pageWidth - 200; ) {
      const length = 40 + Math.floor(next() * 160);
      for (let y = top; y < top + 18; y++) {
        for (let x = word; x < Math.min(word + length, pageWidth - 200); x++) {
          const ink = next() < 0.55 ? 30 + Math.floor(next() * 40) : 250;
          page.fill(ink, (y * pageWidth + x) * 3, (y * pageWidth + x) * 3 + 3);
        }
      }
      word += length + 24;
    }
  }
  const stamp = await photoPixels(700, 500, 3, 20);
  const scan = await sharp(page, { raw: { width: pageWidth, height: pageHeight, channels: 3 } })
    .composite([{ input: stamp, raw: { width: 700, height: 500, channels: 3 }, left: 1500, top: 2900 }])
    .png()
    .toBuffer();

  const sideways = await sharp(await photoPixels(4032, 3024, 4, 24), { raw: { width: 4032, height: 3024, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();

  return [
    { name: 'jpeg-12mp', label: '12 MP JPEG (4000x3000)', bytes: photo, width: 4000, height: 3000 },
    { name: 'png-a4-scan', label: 'large PNG (A4 scan 2480x3508)', bytes: scan, width: pageWidth, height: pageHeight },
    { name: 'exif-rotated', label: 'EXIF-rotated phone photo (4032x3024, orientation 6)', bytes: sideways, width: 4032, height: 3024 },
  ];
}

/** What the flooding account sends: a real picture just under the gateway's 52 MP limit, at its most costly to decode. */
export const FLOOD_PICTURE = '16-bit RGBA PNG of 8000 x 6400 (51.2 MP, 0.4 MB)';
export const floodPicture = () => blankPng({ width: 8000, height: 6400, bitDepth: 16, colourType: 6 });
