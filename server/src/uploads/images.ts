import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { COMPRESS_MAX_SIDE, COMPRESS_TARGET_BYTES, MAX_IMAGE_PIXELS, sniffImageType } from '@tulus/shared/rules/uploads';
import { IMAGE_COMPRESS_FAILED, IMAGE_PIXELS_TOO_MANY, IMAGE_TOO_SLOW, IMAGE_TYPE_NOT_ALLOWED } from '@tulus/shared/rules/messages';
import { CompressionQueue, type Lane, type LaneLimits } from './compression-queue.ts';

export class ImageRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejected';
  }
}

// sharp decodes on libuv's thread pool, one libvips thread per job (this setting is process-wide).
sharp.concurrency(1);

/**
 * How long one picture may take to compress before libvips is told to stop (sharp's `timeout`,
 * whole seconds). A 12 MP photo takes about 0.1 s and a 50 MP one about 1 s on this project's
 * machine; a 16-bit PNG near the pixel limit 1 to 3 s. Past this the picture is refused with
 * IMAGE_TOO_SLOW and its slot goes to the next job.
 */
export const COMPRESS_DEADLINE_SECONDS = 5;

/** Above this many pixels (or at 16 bits per sample) a picture goes to the `large` lane: its decode costs seconds, not a tenth. */
export const LARGE_PICTURE_PIXELS = 16_000_000;

/**
 * The gateway's lanes. Ordinary photos get all cores but two (at least one): during a burst of
 * uploads the event loop keeps a core (its delay p99 was 21 to 26 ms with a job on every core of
 * two, 13 to 20 ms with one). Large pictures get one slot of their own, so a flood of them keeps
 * one core busy but never the photos' slot. Few may wait: a photo waits at most about a second
 * and a half behind 12 others; a large picture at most two deadlines.
 */
export const GATEWAY_LANES: Record<Lane, LaneLimits> = {
  photo: { slots: Math.max(1, availableParallelism() - 2), maxWaiting: 12 },
  large: { slots: 1, maxWaiting: 2 },
};

let processQueue: CompressionQueue | undefined;
/** This process's queue: the upload worker's (the only caller in the gateway), or a script's. */
const defaultQueue = () => (processQueue ??= new CompressionQueue(GATEWAY_LANES));

/** The first quality whose file fits the target is kept; at 800 px the first one nearly always does. */
const QUALITIES = [80, 70, 55, 40];

export type CompressedImage = { bytes: Buffer; width: number; height: number; contentType: 'image/jpeg' };

export type CompressOptions = {
  /** Whose picture it is (the session's customer or driver, else the address): waiting jobs take turns by uploader. */
  uploader?: string;
  queue?: CompressionQueue;
  maxPixels?: number;
  deadlineSeconds?: number;
};

export function laneOf(meta: Pick<Metadata, 'width' | 'height' | 'depth'>): Lane {
  return meta.width * meta.height > LARGE_PICTURE_PIXELS || (meta.depth !== undefined && meta.depth !== 'uchar') ? 'large' : 'photo';
}

/**
 * Checks a photo by its bytes, reads its header before any decode (a pixel bomb is
 * refused there), turns it upright by EXIF, drops all metadata (GPS included) and
 * re-encodes it as JPEG of at most 800 px on the longest side and about 1 MB.
 * Throws ImageRejected (a message for the user) or QueueFull (its lane is full).
 */
export async function compressImage(bytes: Buffer, options: CompressOptions = {}): Promise<CompressedImage> {
  const { uploader = 'direct', queue = defaultQueue(), maxPixels = MAX_IMAGE_PIXELS, deadlineSeconds = COMPRESS_DEADLINE_SECONDS } = options;
  if (!sniffImageType(bytes)) throw new ImageRejected(IMAGE_TYPE_NOT_ALLOWED);
  let meta: Metadata;
  try {
    // The header only, no decode: without sharp's own limit here, a bomb reaches the size check
    // below and is refused as too large rather than as a broken file.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_COMPRESS_FAILED);
  }
  if (!meta.width || !meta.height || meta.width * meta.height > maxPixels) throw new ImageRejected(IMAGE_PIXELS_TOO_MANY);
  return queue.run(uploader, laneOf(meta), async () => {
    const deadline = Date.now() + deadlineSeconds * 1000;
    for (const quality of QUALITIES) {
      // The deadline covers the whole job, fallback qualities included (sharp counts whole seconds).
      const seconds = Math.ceil((deadline - Date.now()) / 1000);
      if (seconds <= 0) throw new ImageRejected(IMAGE_TOO_SLOW);
      try {
        let pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
          .rotate()
          // A JPEG is decoded at 1/2, 1/4 or 1/8 of its size when that still leaves at least 800 px
          // (libjpeg's shrink-on-load, sharp's default): a 12 MP photo is decoded at 1000x750.
          .resize(COMPRESS_MAX_SIDE, COMPRESS_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
        // Only a picture with transparency (a PNG) needs a background; flattening costs a pass otherwise.
        if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
        // libjpeg-turbo, not mozjpeg: at 800 px mozjpeg's trellis search made the file about 10% smaller
        // but took half as long again per photo (docs/performance.md); either is far below the 1 MB target.
        const { data, info } = await pipeline.jpeg({ quality }).timeout({ seconds }).toBuffer({ resolveWithObject: true });
        if (data.length <= COMPRESS_TARGET_BYTES) return { bytes: data, width: info.width, height: info.height, contentType: 'image/jpeg' };
      } catch (error) {
        // libvips stopped at the deadline: "timeout: 83% complete".
        throw new ImageRejected(/^timeout/.test((error as Error).message) ? IMAGE_TOO_SLOW : IMAGE_COMPRESS_FAILED);
      }
    }
    throw new ImageRejected(IMAGE_COMPRESS_FAILED);
  });
}
