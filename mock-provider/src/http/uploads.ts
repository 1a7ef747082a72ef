import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { badRequest } from './errors.ts';

const SIGNATURES: Array<{ ext: string; bytes: number[] }> = [
  { ext: 'jpg', bytes: [0xff, 0xd8, 0xff] },
  { ext: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46] },
];

/** The stored file's extension from its first bytes; the sender's name and type are not trusted. */
export function detectExtension(bytes: Buffer): string | null {
  const match = SIGNATURES.find((s) => s.bytes.every((b, i) => bytes[i] === b));
  return match?.ext ?? null;
}

/**
 * Where uploaded proofs live. Names are generated here (never taken from the client),
 * so nothing can be written outside the folder.
 */
export class UploadStore {
  readonly dir: string;
  readonly publicUrl: string;
  constructor(dir: string, publicUrl: string) {
    this.dir = dir;
    this.publicUrl = publicUrl;
    mkdirSync(dir, { recursive: true });
  }

  save(bytes: Buffer, allowed: readonly string[] = ['jpg', 'png']): string {
    const ext = detectExtension(bytes);
    if (!ext || !allowed.includes(ext)) {
      throw badRequest('Hanya format gambar jpg, jpeg, dan png yang diperbolehkan.');
    }
    const name = `${randomUUID()}.${ext}`;
    writeFileSync(join(this.dir, name), bytes);
    return `${this.publicUrl}/uploads/${name}`;
  }
}
