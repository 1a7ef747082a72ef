import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { MockContext } from './context.ts';

const STATIC_DIR = fileURLToPath(new URL('../../static', import.meta.url));
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };
// Only names the store or the seed generate: no slashes, no dot-dot.
const SAFE_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9]+)?$/;

function sendFile(dir: string, name: string, reply: FastifyReply) {
  const path = join(dir, name);
  if (!SAFE_NAME.test(name) || !existsSync(path)) {
    return reply.code(404).send({ status: 'failed', status_code: 404, message: 'File tidak ditemukan', data: null });
  }
  const ext = name.split('.').pop() ?? '';
  return reply
    .type(TYPES[ext] ?? 'application/octet-stream')
    .header('cache-control', 'public, max-age=86400')
    .send(createReadStream(path));
}

/** Product and bank images of the seed, and the uploaded proofs, served back by URL. */
export function registerStaticFiles(app: FastifyInstance, ctx: MockContext): void {
  app.get<{ Params: { name: string } }>('/static/products/:name', (req, reply) => sendFile(join(STATIC_DIR, 'products'), req.params.name, reply));
  app.get<{ Params: { name: string } }>('/static/banks/:name', (req, reply) => sendFile(join(STATIC_DIR, 'banks'), req.params.name, reply));
  app.get<{ Params: { name: string } }>('/uploads/:name', (req, reply) => sendFile(ctx.uploads.dir, req.params.name, reply));
}
