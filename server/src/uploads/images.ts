import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { COMPRESS_MAX_SIDE, COMPRESS_TARGET_BYTES, sniffImageType } from '@tulus/shared/rules/uploads';
import { IMAGE_COMPRESS_FAILED, IMAGE_TYPE_NOT_ALLOWED } from '@tulus/shared/rules/messages';

/** Larger than any phone camera (a 108 MP sensor is ~108e6) yet far below a decompression bomb. */
export const MAX_INPUT_PIXELS = 120_000_000;

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

// sharp decodes on libuv's thread pool, off the event loop, one libvips thread per job. The jobs
// leave one core to the event loop (its GC included): during a burst of uploads on 2 cores its delay
// p99 was 21 to 26 ms with a job on every core, 13 to 20 ms with one (docs/performance.md; fewer images/s).
sharp.concurrency(1);
const MAX_JOBS = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

/** The first quality whose file fits the target is kept; at 800 px the first one nearly always does. */
const QUALITIES = [80, 70, 55, 40];

export type CompressedImage = { bytes: Buffer; width: number; height: number; contentType: 'image/jpeg' };

/**
 * Checks a photo by its bytes, reads its header before any decode (a pixel bomb is
 * refused there), turns it upright by EXIF, drops all metadata (GPS included) and
 * re-encodes it as JPEG of at most 800 px on the longest side and about 1 MB.
 */
export async function compressImage(bytes: Buffer): Promise<CompressedImage> {
  if (!sniffImageType(bytes)) throw new ImageRejected(IMAGE_TYPE_NOT_ALLOWED);
  let meta: Metadata;
  try {
    // The header only, no decode: without sharp's own limit here, a bomb reaches the size check
    // below and is refused as too large rather than as a broken file.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_COMPRESS_FAILED);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) {
    throw new ImageRejected('Ukuran gambar terlalu besar.');
  }
  return withSlot(async () => {
    for (const quality of QUALITIES) {
      try {
        let pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          // A JPEG is decoded at 1/2, 1/4 or 1/8 of its size when that still leaves at least 800 px
          // (libjpeg's shrink-on-load, sharp's default): a 12 MP photo is decoded at 1000x750.
          .resize(COMPRESS_MAX_SIDE, COMPRESS_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
        // Only a picture with transparency (a PNG) needs a background; flattening costs a pass otherwise.
        if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
        // libjpeg-turbo, not mozjpeg: at 800 px mozjpeg's trellis search made the file about 10% smaller
        // but took half as long again per photo (docs/performance.md); either is far below the 1 MB target.
        const { data, info } = await pipeline.jpeg({ quality }).toBuffer({ resolveWithObject: true });
        if (data.length <= COMPRESS_TARGET_BYTES) return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
      } catch {
        throw new ImageRejected(IMAGE_COMPRESS_FAILED);
      }
    }
    throw new ImageRejected(IMAGE_COMPRESS_FAILED);
  });
}
