import { createHash, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MockContext } from '../http/context.ts';

/**
 * The mock's outbox: mail the real provider would send (OTP codes) lands in a table that
 * people and tests read through /dev/mailbox. Not part of the provider's API.
 */
export type Mail = { to: string; subject: string; body: string; otp: string | null; sentAt: string };

export type MailboxMessage = { id: number; to: string; subject: string; body: string; otp: string | null; sent_at: string };

export function deliverMail(db: DatabaseSync, mail: Mail): void {
  db.prepare('INSERT INTO mailbox (to_email, subject, body, otp, sent_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.to, mail.subject, mail.body, mail.otp, mail.sentAt,
  );
}

const MAX_LISTED = 100;

function listMail(db: DatabaseSync, to: string | undefined): MailboxMessage[] {
  const columns = 'id, to_email AS "to", subject, body, otp, sent_at';
  const rows = to
    ? db.prepare(`SELECT ${columns} FROM mailbox WHERE to_email = ? ORDER BY id DESC LIMIT ?`).all(to.trim(), MAX_LISTED)
    : db.prepare(`SELECT ${columns} FROM mailbox ORDER BY id DESC LIMIT ?`).all(MAX_LISTED);
  return rows as MailboxMessage[];
}

// Hashing first gives timingSafeEqual equal lengths, so the key's length does not leak either.
const digest = (value: string) => createHash('sha256').update(value).digest();

/** The ops key from the x-ops-key header, or the `key` query so a browser can open the page. */
export function hasOpsKey(request: FastifyRequest, opsKey: string): boolean {
  const header = request.headers['x-ops-key'];
  const query = (request.query as { key?: unknown }).key;
  const given = typeof header === 'string' ? header : typeof query === 'string' ? query : null;
  return given !== null && timingSafeEqual(digest(given), digest(opsKey));
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function renderHtml(messages: MailboxMessage[], to: string | undefined): string {
  const items = messages.map(
    (m) => `<li><p><strong>${escapeHtml(m.subject)}</strong> untuk ${escapeHtml(m.to)} <small>${escapeHtml(m.sent_at)}</small></p>`
      + `<pre>${escapeHtml(m.body)}</pre></li>`,
  );
  const title = to ? `Kotak surat ${escapeHtml(to)}` : 'Kotak surat';
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>${title}</title></head>`
    + `<body><h1>${title}</h1>${items.length ? `<ol>${items.join('')}</ol>` : '<p>Belum ada pesan.</p>'}</body></html>`;
}

const UNAUTHORIZED = { status: 'failed', status_code: 401, message: 'Kunci ops tidak valid', data: null } as const;

export function registerMailboxRoutes(app: FastifyInstance, ctx: MockContext): void {
  const recipient = (request: FastifyRequest) => {
    const to = (request.query as { to?: unknown }).to;
    return typeof to === 'string' && to.trim() ? to : undefined;
  };

  app.get('/dev/mailbox', async (request, reply) => {
    if (!hasOpsKey(request, ctx.config.OPS_KEY)) return reply.code(401).send(UNAUTHORIZED);
    return { messages: listMail(ctx.db, recipient(request)) };
  });

  app.get('/dev/mailbox.html', async (request, reply) => {
    if (!hasOpsKey(request, ctx.config.OPS_KEY)) return reply.code(401).send(UNAUTHORIZED);
    const to = recipient(request);
    return reply.type('text/html; charset=utf-8').send(renderHtml(listMail(ctx.db, to), to));
  });
}
