import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_PIXELS_TOO_MANY, IMAGE_TOO_SLOW } from '@tulus/shared/rules/messages';
import { MAX_IMAGE_PIXELS } from '@tulus/shared/rules/uploads';
import { blankPng, claimedPng } from '../test/crafted-png.ts';
import { CompressionQueue } from './compression-queue.ts';
import { compressImage, ImageRejected, laneOf } from './images.ts';

const ownQueue = () => new CompressionQueue({ photo: { slots: 1, maxWaiting: 4 }, large: { slots: 1, maxWaiting: 4 } });

describe('the pixel limit', () => {
  it('is 52 MP: the full resolution of a 50 MP phone camera (8192 x 6144) passes, a little more does not', () => {
    expect(MAX_IMAGE_PIXELS).toBe(52_000_000);
    expect(8192 * 6144).toBeLessThanOrEqual(MAX_IMAGE_PIXELS);
  });

  it('a real 51 MP picture is decoded and compressed to 800 px', async () => {
    const png = blankPng({ width: 8000, height: 6400, bitDepth: 8, colourType: 0 });
    const image = await compressImage(png, { queue: ownQueue() });
    expect([image.width, image.height]).toEqual([800, 640]);
    expect((await sharp(image.bytes).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['52.5 MP, just over the limit', { width: 8200, height: 6400, bitDepth: 8, colourType: 2 }],
    ['the 119 MP 16-bit PNG the old 120 MP limit let through', { width: 12600, height: 9440, bitDepth: 16, colourType: 6 }],
  ] as const)('%s, is refused from its header with the message for it', async (_name, shape) => {
    await expect(compressImage(claimedPng(shape), { queue: ownQueue() })).rejects.toEqual(new ImageRejected(IMAGE_PIXELS_TOO_MANY));
  });
});

describe('lanes', () => {
  it('an ordinary photo goes to the photo lane; many pixels or 16 bits per sample to the large one', () => {
    expect(laneOf({ width: 4000, height: 3000, depth: 'uchar' })).toBe('photo');
    expect(laneOf({ width: 4000, height: 4000, depth: 'uchar' })).toBe('photo');
    expect(laneOf({ width: 8160, height: 6144, depth: 'uchar' })).toBe('large');
    expect(laneOf({ width: 2000, height: 1500, depth: 'ushort' })).toBe('large');
  });
});

describe('the compression deadline', () => {
  it('stops a decode that runs past it, refuses the picture with its message, and frees the slot', async () => {
    // 256 MP at 16 bits per channel with alpha, 2 GB of pixels: seconds of work at any speed. The limit
    // is raised for this queue only, so the deadline is what stops it.
    const slow = blankPng({ width: 16000, height: 16000, bitDepth: 16, colourType: 6 });
    const queue = new CompressionQueue({ photo: { slots: 1, maxWaiting: 1 }, large: { slots: 1, maxWaiting: 1 } });
    const options = { queue, maxPixels: 300_000_000, deadlineSeconds: 1, uploader: 'someone' };
    const stopped = compressImage(slow, options);
    await expect.poll(() => queue.load('large').running).toBe(1);
    // A small 16-bit picture, so it waits in the same lane behind the slow one.
    const next = compressImage(blankPng({ width: 1200, height: 900, bitDepth: 16, colourType: 2 }), options);
    await expect.poll(() => queue.load('large').waiting).toBe(1);
    await expect(stopped).rejects.toEqual(new ImageRejected(IMAGE_TOO_SLOW));
    await expect(next).resolves.toMatchObject({ width: 800, height: 600 });
    expect(queue.load('large')).toEqual({ running: 0, waiting: 0 });
  });
});
