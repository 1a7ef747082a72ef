import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals a value into an opaque cookie string with AES-256-GCM: the browser can neither
 * read the provider token inside nor change a byte without the seal breaking. Stateless,
 * so any gateway replica can open any session.
 */
export function createSealer(secret: string) {
  const key = createHash('sha256').update(secret).digest();
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    unseal(sealed: string): unknown {
      const parts = sealed.split('.');
      // Exactly three parts: a seal with anything appended is not the seal that was issued.
      if (parts.length !== 3) return null;
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return JSON.parse(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8'));
      } catch {
        return null;
      }
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
