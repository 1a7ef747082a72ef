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

// sharp decodes on libuv's thread pool, off the event loop; one job per core keeps a burst
// of uploads from starving the other requests of CPU and memory.
sharp.concurrency(1);
const MAX_JOBS = Math.max(1, availableParallelism());
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
    for (const quality of [82, 70, 55, 40]) {
      try {
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
          .rotate()
          .resize(COMPRESS_MAX_SIDE, COMPRESS_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality, mozjpeg: true })
          .toBuffer({ resolveWithObject: true });
        if (data.length <= COMPRESS_TARGET_BYTES) return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
      } catch {
        throw new ImageRejected(IMAGE_COMPRESS_FAILED);
      }
    }
    throw new ImageRejected(IMAGE_COMPRESS_FAILED);
  });
}
