import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ProviderPath } from '@tulus/shared/contract/envelope';
import { verifyToken, type TokenClaims } from '../auth/token.ts';
import type { MockContext } from './context.ts';
import { ProviderError, badRequest, forbidden } from './errors.ts';

type Claims<A> = A extends 'customer'
  ? Extract<TokenClaims, { role: 'customer' }>
  : A extends 'driver'
    ? Extract<TokenClaims, { role: 'driver' }>
    : A extends 'any'
      ? TokenClaims
      : TokenClaims | null;

export type HandlerArgs<Req extends z.ZodType, A> = {
  input: z.infer<Req>;
  auth: Claims<A>;
  /** Multipart paths: the file parts, by field name. */
  files: Record<string, Buffer>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * What a handler answers: the `data` of the path's success envelope, as the gateway's schema
 * reads it (its input side, so defaults may be left out). A field the contract does not know,
 * or a missing one, fails to compile instead of failing the gateway's validation at run time.
 */
export type AnswerData<Res extends z.ZodType> = z.input<Res> extends { data: infer D } ? D : never;

/**
 * `Answer` with every field the contract does not name turned into `never`, at any depth. A
 * callback's returned object escapes TypeScript's excess-property check, so without this a
 * misspelt optional field (`payment_dedline`) would compile and simply never reach the gateway.
 */
type OnlyContractFields<Answer, Contract> = Answer extends readonly (infer Item)[]
  ? Contract extends readonly (infer ContractItem)[] ? OnlyContractFields<Item, ContractItem>[] : Contract
  : Answer extends object
    ? Contract extends object ? { [K in keyof Answer]: K extends keyof Contract ? OnlyContractFields<Answer[K], Contract[K]> : never } : Contract
    : Contract;

type Handler<Req extends z.ZodType, Res extends z.ZodType, A, Answer> = (
  args: HandlerArgs<Req, A>,
) => (Answer | Promise<Answer>) & (OnlyContractFields<Answer, AnswerData<Res>> | Promise<OnlyContractFields<Answer, AnswerData<Res>>>);

const MAX_FILE_BYTES = 10 * 1024 * 1024;

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

function authenticate(ctx: MockContext, def: ProviderPath, request: FastifyRequest): TokenClaims | null {
  if (def.auth === 'public') return null;
  const token = bearer(request);
  const claims = token ? verifyToken(token, ctx.config.TOKEN_SECRET, ctx.now()) : null;
  if (def.auth === 'optional') return claims;
  if (!token) throw forbidden('Token tidak ditemukan');
  if (!claims) throw forbidden('Token tidak valid atau sudah kedaluwarsa');
  if (def.auth !== 'any' && claims.role !== def.auth) throw forbidden('Akses ditolak untuk peran ini');
  return claims;
}

/** Reads the parts of a multipart request: text parts join the query fields, files are buffered. */
async function readMultipart(request: FastifyRequest, def: ProviderPath) {
  const fields: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  if (!request.isMultipart()) throw badRequest('Permintaan harus berupa multipart/form-data');
  for await (const part of request.parts({ limits: { fileSize: MAX_FILE_BYTES, files: def.files?.length ?? 0, fields: 20 } })) {
    if (part.type === 'file') {
      if (!def.files?.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Bagian file tidak dikenal: ${part.fieldname}`);
      }
      files[part.fieldname] = await part.toBuffer();
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Data tidak valid';
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `${where}${issue.message}`;
}

/**
 * Registers one provider path: POST, its auth rule, its input schema, and the envelope.
 * The handler returns `data`; a thrown ProviderError becomes `status: 'failed'`.
 */
export function route<Req extends z.ZodType, Res extends z.ZodType, A extends ProviderPath['auth'], Answer extends AnswerData<Res>>(
  app: FastifyInstance,
  ctx: MockContext,
  def: ProviderPath<Req, Res> & { auth: A },
  handler: Handler<Req, Res, A, Answer>,
  options: { message?: string } = {},
): void {
  app.post(def.path, async (request, reply) => {
    const auth = authenticate(ctx, def, request);
    let raw: unknown = request.body ?? {};
    let files: Record<string, Buffer> = {};
    if (def.body === 'multipart') {
      const parts = await readMultipart(request, def);
      raw = { ...parts.fields, ...(request.query as Record<string, string>) };
      files = parts.files;
    }
    const parsed = def.request.safeParse(raw);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const data = await handler({ input: parsed.data, auth: auth as Claims<A>, files, request, reply });
    return { status: 'ok', status_code: 200, message: options.message ?? 'Success', data };
  });
}

/** The failure envelope for every error, so the body always says what the HTTP status says. */
export function failureBody(error: unknown): { code: number; body: object } {
  if (error instanceof ProviderError) {
    return { code: error.statusCode, body: { status: 'failed', status_code: error.statusCode, message: error.message, data: error.data } };
  }
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
    return { code: 413, body: { status: 'failed', status_code: 413, message: 'Ukuran file terlalu besar', data: null } };
  }
  // Fastify's own words for these are English ('reach files limit'); the provider answers in Indonesian.
  if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
    return { code: 413, body: { status: 'failed', status_code: 413, message: 'Terlalu banyak bagian dalam unggahan.', data: null } };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { code: e.statusCode, body: { status: 'failed', status_code: e.statusCode, message: e.message ?? 'Permintaan tidak valid', data: null } };
  }
  return { code: 500, body: { status: 'failed', status_code: 500, message: 'Terjadi kesalahan pada server', data: null } };
}
