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
