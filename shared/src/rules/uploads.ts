import { IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED } from './messages.ts';

// Proof of payment, proof of receipt and product return images (spec sections 5 and 9).
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024; // 3 MB
export const COMPRESS_TARGET_BYTES = 1024 * 1024; // about 1 MB after compression
export const COMPRESS_MAX_SIDE = 800; // pixels, longest side

/**
 * The most pixels a picture may have (width x height, read from its header before any decode).
 * The shop's photos come from phones: they shoot 12 to 13 MP by default, and the largest
 * full-resolution mode a cheap Android phone offers is its 50 MP sensor's, 8160 x 6144 or
 * 8192 x 6144 (50.1 to 50.3 MP); 52 MP keeps those with a little margin. The 64 and 108 MP modes
 * write files of 15 to 35 MB, over the upload caps anyway; a 3 MB file with more pixels than this
 * is a flat graphic or a decompression bomb, not a photo of a transfer slip or a delivered gallon.
 * Decoding costs time in proportion: a 16-bit PNG at the old 120 MP limit took 1.6 to 5.9 s.
 */
export const MAX_IMAGE_PIXELS = 52_000_000;

export type FileInfo = { name: string; type: string };
export type SizedFileInfo = FileInfo & { size: number };

function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? null : name.slice(dot + 1).toLowerCase();
}

// Browsers leave type empty for what they do not recognise, and a name may lack an extension, so
// either may be missing; whatever is stated must be allowed, and at least one must be stated.
// This is a courtesy check: the gateway decides by the bytes (sniffImageType).
export function checkImageType(file: FileInfo): string | null {
  const type = file.type.trim().toLowerCase();
  const extension = extensionOf(file.name);
  const typeOk = type === '' ? null : (ALLOWED_IMAGE_TYPES as readonly string[]).includes(type);
  const extensionOk = extension === null ? null : (ALLOWED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (typeOk === false || extensionOk === false || (typeOk === null && extensionOk === null)) {
    return IMAGE_TYPE_NOT_ALLOWED;
  }
  return null;
}

// The product-return and receipt rule: a wrong type, then a file over 3 MB, is refused.
export function checkImageFile(file: SizedFileInfo): string | null {
  return checkImageType(file) ?? (file.size > MAX_UPLOAD_BYTES ? IMAGE_TOO_LARGE : null);
}

// The proof-of-payment rule: a file over 3 MB is not refused but compressed.
export function needsCompression(sizeBytes: number): boolean {
  return sizeBytes > MAX_UPLOAD_BYTES;
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

// The file name and declared type come from the client; only the content is evidence.
export function sniffImageType(bytes: Uint8Array): 'jpeg' | 'png' | null {
  if (startsWith(bytes, JPEG_MAGIC)) return 'jpeg';
  if (startsWith(bytes, PNG_MAGIC)) return 'png';
  return null;
}
