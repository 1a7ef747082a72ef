import sharp from 'sharp';

/** A file as Playwright's setInputFiles takes it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** A real photo-sized JPEG (decodable by the gateway's sharp), in one plain colour. */
export async function photoJpeg(name: string, background = '#2f855a'): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A small real PNG. */
export async function photoPng(name: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3182ce' } }).png().toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A real JPEG just over 3 MB: a decoder stops at the end-of-image marker, so the padding after
 * it only makes the file big, as a phone's full-resolution photo would be.
 */
export async function jpegOver3Mb(name: string): Promise<UploadFile> {
  const photo = await photoJpeg(name);
  const padding = Buffer.alloc(3 * 1024 * 1024 + 1 - photo.buffer.length);
  return { ...photo, buffer: Buffer.concat([photo.buffer, padding]) };
}

/** A GIF: an image, but not one of the allowed types. */
export async function gif(name: string): Promise<UploadFile> {
  const buffer = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#e53e3e' } }).gif().toBuffer();
  return { name, mimeType: 'image/gif', buffer };
}

/**
 * A real photo-sized JPEG of about `kilobytes` (camera noise compresses badly, as real photos do):
 * big enough that a throttled upload takes seconds, so its progress can be watched.
 */
export async function noisyJpeg(name: string, kilobytes: number): Promise<UploadFile> {
  const side = Math.round(Math.sqrt(kilobytes * 1024 * 2.2));
  const buffer = await sharp({ create: { width: side, height: side, channels: 3, background: '#6b8cae', noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}
