import { describe, it, expect } from 'vitest';
import {
  checkImageFile,
  checkImageType,
  COMPRESS_MAX_SIDE,
  COMPRESS_TARGET_BYTES,
  MAX_UPLOAD_BYTES,
  needsCompression,
  sniffImageType,
} from './uploads.ts';

const TYPE_MESSAGE = 'Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.';
const SIZE_MESSAGE = 'Ukuran file tidak boleh lebih dari 3 MB.';

describe('limits', () => {
  it('are 3 MB before compression, about 1 MB and 800 px after', () => {
    expect(MAX_UPLOAD_BYTES).toBe(3_145_728);
    expect(COMPRESS_TARGET_BYTES).toBe(1_048_576);
    expect(COMPRESS_MAX_SIDE).toBe(800);
  });
});

describe('checkImageType', () => {
  it('accepts jpg, jpeg and png in any letter case', () => {
    expect(checkImageType({ name: 'bukti.jpg', type: 'image/jpeg' })).toBeNull();
    expect(checkImageType({ name: 'bukti.JPEG', type: 'image/jpeg' })).toBeNull();
    expect(checkImageType({ name: 'bukti.Png', type: 'IMAGE/PNG' })).toBeNull();
  });

  it('refuses other types and extensions', () => {
    expect(checkImageType({ name: 'bukti.gif', type: 'image/gif' })).toBe(TYPE_MESSAGE);
    expect(checkImageType({ name: 'bukti.pdf', type: 'application/pdf' })).toBe(TYPE_MESSAGE);
    expect(checkImageType({ name: 'bukti.webp', type: 'image/webp' })).toBe(TYPE_MESSAGE);
  });

  it('refuses when either the declared type or the extension is wrong', () => {
    expect(checkImageType({ name: 'bukti.png.exe', type: 'image/png' })).toBe(TYPE_MESSAGE);
    expect(checkImageType({ name: 'bukti.jpg', type: 'application/octet-stream' })).toBe(TYPE_MESSAGE);
  });

  it('decides by what is stated when the type or the extension is missing, and refuses when both are', () => {
    expect(checkImageType({ name: 'bukti.png', type: '' })).toBeNull();
    expect(checkImageType({ name: 'bukti', type: 'image/jpeg' })).toBeNull();
    expect(checkImageType({ name: 'bukti.heic', type: '' })).toBe(TYPE_MESSAGE);
    expect(checkImageType({ name: 'bukti', type: '' })).toBe(TYPE_MESSAGE);
  });
});

describe('checkImageFile', () => {
  const png = { name: 'bukti.png', type: 'image/png' };

  it('accepts exactly 3 MB and refuses one byte more', () => {
    expect(checkImageFile({ ...png, size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkImageFile({ ...png, size: MAX_UPLOAD_BYTES + 1 })).toBe(SIZE_MESSAGE);
  });

  it('reports the type before the size', () => {
    expect(checkImageFile({ name: 'a.gif', type: 'image/gif', size: MAX_UPLOAD_BYTES + 1 })).toBe(TYPE_MESSAGE);
  });
});

describe('needsCompression', () => {
  it('compresses only files over 3 MB', () => {
    expect(needsCompression(MAX_UPLOAD_BYTES)).toBe(false);
    expect(needsCompression(MAX_UPLOAD_BYTES + 1)).toBe(true);
  });
});

describe('sniffImageType', () => {
  it('recognises JPEG and PNG by their first bytes', () => {
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe('jpeg');
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]))).toBe('png');
  });

  it('refuses other content, truncated signatures and empty input', () => {
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
    expect(sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
