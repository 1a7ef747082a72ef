import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes } from 'node:crypto';

/** Seals one sealer remembers having opened, oldest forgotten first (a session seal and its text are about 1 KB). */
const OPENED_MAX = 10_000;

/**
 * Seals a value into an opaque cookie string with AES-256-GCM: the browser can neither
 * read the provider token inside nor change a byte without the seal breaking. Stateless,
 * so any gateway replica can open any session.
 */
export function createSealer(secret: string) {
  const opened = new Map<string, string>();
  // One KeyObject for the process: given a Buffer, every cipher would build (and check) a new one.
  const key = createSecretKey(createHash('sha256').update(secret).digest());
  return {
    seal(value: unknown): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    unseal(sealed: string): unknown {
      // A browser sends the same seal with every request; opening it again (AES-GCM) took about 5% of
      // the gateway's CPU on a small read (docs/performance.md; why the sealer is ours:
      // docs/decisions/006-own-session-sealer.md). A seal's content never changes, so what
      // this sealer opened once is remembered (its text, parsed afresh for each caller). Refused
      // seals are not remembered: forged cookies cannot fill the memory.
      const known = opened.get(sealed);
      if (known !== undefined) return JSON.parse(known);
      const parts = sealed.split('.');
      // Exactly three parts: a seal with anything appended is not the seal that was issued.
      if (parts.length !== 3) return null;
      const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      let text: string;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return null;
      }
      if (opened.size >= OPENED_MAX) opened.delete(opened.keys().next().value!);
      opened.set(sealed, text);
      return value;
    },
  };
}
export type Sealer = ReturnType<typeof createSealer>;
