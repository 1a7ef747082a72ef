/**
 * How long the gateway takes to compress a 12-megapixel phone photo (a measurement, not a
 * test). Run from the repository root: npm exec -- node server/scripts/measure-compress.ts
 */
import { randomFillSync } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { compressImage } from '../src/uploads/images.ts';

const RUNS = Number(process.env.RUNS ?? 10);
const WIDTH = 4000;
const HEIGHT = 3000;

/** Gradients plus grain, so the JPEG weighs what a real photo does (several MB at quality 95). */
function photoLikeRaster(): Buffer {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  randomFillSync(raw);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      raw[i] = ((x * 255) / WIDTH + (raw[i]! % 64)) & 255;
      raw[i + 1] = ((y * 255) / HEIGHT + (raw[i + 1]! % 64)) & 255;
      raw[i + 2] = (((x + y) * 128) / WIDTH + (raw[i + 2]! % 64)) & 255;
    }
  }
  return raw;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const photo = await sharp(photoLikeRaster(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 95 }).toBuffer();
// One unmeasured run loads libvips and warms its caches, as a running gateway already has.
const sample = await compressImage(photo);

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  await compressImage(photo);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(2);
console.log(`input: ${WIDTH}x${HEIGHT} JPEG q95, ${mb(photo.length)} MB; output: ${sample.width}x${sample.height} JPEG, ${(sample.bytes.length / 1024).toFixed(0)} KB`);
console.log(`compressImage over ${RUNS} runs on ${availableParallelism()} cores, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}:`);
console.log(`  median ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)})`);
