import { IMAGE_TOO_LARGE, IMAGE_TYPE_NOT_ALLOWED } from './messages.ts';

// Proof of payment, proof of receipt and product return images (spec sections 5 and 9).
export const ALLOWED_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const ALLOWED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const MAX_UPLOAD_BYTES = 3 * 1024 * 1024; // 3 MB
export const COMPRESS_TARGET_BYTES = 1024 * 1024; // about 1 MB after compression
export const COMPRESS_MAX_SIDE = 800; // pixels, longest side

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
