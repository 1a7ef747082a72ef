import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { uploadProductReturn, updateStatusOrderReceived } from '@tulus/shared/contract/driver';
import { upgradeMembership } from '@tulus/shared/contract/membership';
import { uploadProofOfPayment } from '@tulus/shared/contract/payment';
import {
  IMAGE_TOO_LARGE, MEMBERSHIP_FAILED, MEMBERSHIP_FIELDS_REQUIRED, PROOF_IMAGE_REQUIRED, PROOF_ORDER_ID_MISSING, PROOF_UPLOAD_FAILED,
  RECEIPT_FILE_REQUIRED, RECEIPT_NOTES, RECEIPT_ORDER_ID_MISSING, RECEIPT_UPLOAD_FAILED, RETURN_FIELDS_REQUIRED, RETURN_IMAGE_REQUIRED,
  RETURN_OUTCOME_UNKNOWN,
} from '@tulus/shared/rules/messages';
import { MAX_UPLOAD_BYTES } from '@tulus/shared/rules/uploads';
import { paymentProofInput } from '@tulus/shared/rules/payment-proof-input';
import { productReturnInput } from '@tulus/shared/rules/product-return-input';
import { noteFailure } from '../logging/request-line.ts';
import { keyedUploadAnswer } from '../idempotency/answers.ts';
import type { Resolution } from '../idempotency/keeper.ts';
import type { Sent } from '../idempotency/store.ts';
import { buildContext, type Context, type GatewayDeps } from '../trpc/context.ts';
import { findDeliveryReceipt, findPaymentProof } from './find-stored.ts';
import { ImageRejected } from './images.ts';
import { readForm, UploadRefused, type ReceivedFile } from './multipart.ts';
import type { UploadFile } from '../provider/client.ts';

/** A raw phone photo; the spec compresses anything over 3 MB rather than refusing it. */
const PHOTO_CAP_BYTES = 15 * 1024 * 1024;
const PHOTO_TOO_LARGE = 'Ukuran file tidak boleh lebih dari 15 MB.';

type Role = 'customer' | 'driver';

/** A client's key for one upload (the driver's offline queue sends a UUID); optional, as before. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** One upload as the once-per-key logic sees it (idempotency/keeper.ts). */
type KeyedUpload<T> = {
  /** Everything the upload asks (fields and file bytes): the same key with another photo is refused, not answered with the first's record. */
  what: Array<string | number | object | Buffer>;
  /** Prepares the parts, calls `sending(fields)` right before the provider call, and makes it. */
  send: (sending: (fields: unknown) => Promise<void>) => Promise<T>;
  /** Finds what an attempt whose answer was lost stored; none where the provider offers no look-up. */
  resolve?: (sent: Sent) => Promise<Resolution<T>>;
  /** Told when that cannot be found out (the upload is then never sent again for its key). */
  unknownMessage: string;
};

/** Sends an upload to the provider at most once per Idempotency-Key, on any replica; without a key, as it comes. */
type Once = <T>(upload: KeyedUpload<T>) => Promise<T>;

function fingerprint(what: Array<string | number | object | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of what) hash.update(Buffer.isBuffer(part) ? part : JSON.stringify(part)).update('\0');
  return hash.digest('hex');
}

/** Who the key belongs to: one person's key never meets another's answer. */
const owner = (ctx: Context) => (ctx.session?.role === 'driver' ? `driver:${ctx.session.driver.id}` : ctx.session?.role === 'customer' ? `customer:${ctx.session.customer_code}` : 'visitor');

/** Turns a photo into the compressed JPEG part the provider receives (compressed where the upload worker holds it). */
async function photoPart(field: string, file: ReceivedFile): Promise<UploadFile> {
  const image = await file.compress();
  return { field, bytes: image.bytes, filename: `${field}.jpg`, contentType: image.contentType };
}

/**
 * Uploads are plain Fastify multipart routes rather than tRPC procedures: they stream with
 * per-file caps before anything is buffered, which tRPC's FormData input does not offer.
 * They share the tRPC context (session, provider client, error mapping, log fields).
 */
function uploadRoute(app: FastifyInstance, deps: GatewayDeps, url: string, role: Role, failure: string, handler: (ctx: Context, request: FastifyRequest, once: Once) => Promise<unknown>) {
  app.post(url, async (request: FastifyRequest, reply: FastifyReply) => {
    request.audit.procedures.push(url);
    const ctx = await buildContext(deps, request, reply);
    try {
      if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Harap login kembali' });
      if (ctx.session.role !== role) throw new TRPCError({ code: 'FORBIDDEN', message: role === 'customer' ? 'Halaman ini khusus pelanggan.' : 'Halaman ini khusus driver.' });
      const key = request.headers['idempotency-key'];
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) throw new UploadRefused('Kunci idempotensi tidak valid.');
      // Without a key the upload is sent as it always was; with one, its record is kept (Redis or memory) for a day.
      const once: Once = key
        ? async (upload) => {
          const { answer } = await deps.once.run({ key: `upload:${url}:${owner(ctx)}:${key}`, fingerprint: fingerprint(upload.what), work: upload.send, resolve: upload.resolve, unknownMessage: upload.unknownMessage });
          return answer;
        }
        : (upload) => upload.send(async () => {});
      const data = await handler(ctx, request, once);
      return { ok: true, data };
    } catch (error) {
      // The request's line names the cause: a refusal's kind (validation, too_large, conflict...), the provider's trouble or our bug.
      noteFailure(request, error);
      if (error instanceof UploadRefused) return reply.code(error.statusCode).send({ error: { message: error.message } });
      const refusal = keyedUploadAnswer(error, 'Unggahan ini sudah dikirim dengan isi yang berbeda.');
      if (refusal) return reply.code(refusal.status).send(refusal.body);
      if (error instanceof ImageRejected) return reply.code(400).send({ error: { message: error.message } });
      if (error instanceof TRPCError) {
        const status = getHTTPStatusCodeFromError(error);
        return reply.code(status).send({ error: { message: status >= 500 && error.code === 'INTERNAL_SERVER_ERROR' ? failure : error.message, code: error.code } });
      }
      return reply.code(500).send({ error: { message: failure } });
    }
  });
}

/**
 * The driver's offline queue sends when the photo was taken (the provider has no field for it):
 * logged when it arrives late, so ops can tell a delivery confirmed hours after the fact.
 */
function logCaptureTime(request: FastifyRequest, capturedAt: string | undefined): void {
  const at = capturedAt ? Date.parse(capturedAt) : Number.NaN;
  if (Number.isNaN(at) || Date.now() - at < 60_000) return;
  request.log.info({ capturedAt: new Date(at).toISOString(), delayMs: Date.now() - at }, 'driver upload sent after its capture');
}

const required = (value: string | undefined, message: string): string => {
  if (!value?.trim()) throw new UploadRefused(message);
  return value.trim();
};

export function registerUploadRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  uploadRoute(app, deps, '/api/uploads/payment-proof', 'customer', PROOF_UPLOAD_FAILED, async (ctx, request, once) => {
    const { fields, files } = await readForm(ctx, { files: ['image'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    // The order first, then the form's fields by the page's own schema (rules/payment-proof-input.ts), each naming itself.
    const sales_order_id = required(fields.sales_order_id, PROOF_ORDER_ID_MISSING);
    const form = paymentProofInput.safeParse(fields);
    if (!form.success) throw new UploadRefused(form.error.issues[0]?.message ?? PROOF_UPLOAD_FAILED);
    const parsed = uploadProofOfPayment.request.safeParse({ ...form.data, sales_order_id });
    if (!parsed.success) throw new UploadRefused(parsed.error.issues[0]?.message ?? PROOF_UPLOAD_FAILED);
    if (!files.image) throw new UploadRefused(PROOF_IMAGE_REQUIRED);
    const image = files.image;
    if (ctx.session?.role !== 'customer') throw new UploadRefused('Harap login kembali', 401);
    const customer = { ...ctx, session: ctx.session };
    return once({
      what: [parsed.data, image.digest],
      send: async (sending) => {
        const part = await photoPart('image', image);
        await sending(parsed.data);
        return (await ctx.upload(uploadProofOfPayment, parsed.data, [part], { messages: { fallback: PROOF_UPLOAD_FAILED } })).data;
      },
      resolve: (sent) => findPaymentProof(customer, sent),
      unknownMessage: PROOF_UPLOAD_FAILED,
    });
  });

  uploadRoute(app, deps, '/api/uploads/delivery-receipt', 'driver', RECEIPT_UPLOAD_FAILED, async (ctx, request, once) => {
    const { fields, files } = await readForm(ctx, { files: ['image'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    const salesOrderId = Number(required(fields.sales_order_id, RECEIPT_ORDER_ID_MISSING));
    if (!Number.isInteger(salesOrderId) || salesOrderId <= 0) throw new UploadRefused(RECEIPT_ORDER_ID_MISSING);
    if (!files.image) throw new UploadRefused(RECEIPT_FILE_REQUIRED);
    if (ctx.session?.role !== 'driver') throw new UploadRefused('Data driver tidak ditemukan. Silakan login ulang.');
    const fieldsOut = { sales_order_id: salesOrderId, is_approve: 'true', is_reject: 'false', driver_id: ctx.session.driver.id, notes: RECEIPT_NOTES } as const;
    // The spec's client sends these both in the query and as text parts; so do we.
    logCaptureTime(request, fields.captured_at);
    const image = files.image;
    const driver = ctx.session.driver;
    return once({
      what: [fieldsOut, image.digest],
      send: async (sending) => {
        const part = await photoPart('image', image);
        await sending(fieldsOut);
        // A second receipt for a delivered order is refused (409) with the provider's status text: the spec's message instead.
        return (await ctx.upload(updateStatusOrderReceived, fieldsOut, [part], { textParts: true, messages: { fallback: RECEIPT_UPLOAD_FAILED, byStatus: { 409: RECEIPT_UPLOAD_FAILED } } })).data;
      },
      resolve: () => findDeliveryReceipt(ctx, driver, salesOrderId),
      unknownMessage: RECEIPT_UPLOAD_FAILED,
    });
  });

  uploadRoute(app, deps, '/api/uploads/product-return', 'driver', 'Gagal mengunggah pengembalian produk.', async (ctx, request, once) => {
    // Spec section 5: a return photo may be at most 3 MB.
    const { fields, files } = await readForm(ctx, { files: ['proof_of_return'], maxFileBytes: MAX_UPLOAD_BYTES, tooLargeMessage: IMAGE_TOO_LARGE });
    // The driver's page checks the same schema before sending (rules/product-return-input.ts).
    const form = productReturnInput.safeParse(fields);
    if (!form.success) throw new UploadRefused(RETURN_FIELDS_REQUIRED);
    if (!files.proof_of_return) throw new UploadRefused(RETURN_IMAGE_REQUIRED);
    if (ctx.session?.role !== 'driver') throw new UploadRefused('Data driver tidak ditemukan. Silakan login ulang.');
    const query = { customer_code: form.data.customer_code, product_id: form.data.product_id, quantity: form.data.quantity, driver_id: ctx.session.driver.id, kd_cabang: ctx.session.driver.kd_cabang };
    const parsed = uploadProductReturn.request.safeParse(query);
    if (!parsed.success) throw new UploadRefused(RETURN_FIELDS_REQUIRED);
    logCaptureTime(request, fields.captured_at);
    const photo = files.proof_of_return;
    return once({
      what: [parsed.data, photo.digest],
      send: async (sending) => {
        const part = await photoPart('proof_of_return', photo);
        await sending(parsed.data);
        return (await ctx.upload(uploadProductReturn, parsed.data, [part], { messages: { fallback: 'Gagal mengunggah pengembalian produk.' } })).data;
      },
      // The provider's API lists no returns: a return whose answer was lost is never sent again for its key.
      unknownMessage: RETURN_OUTCOME_UNKNOWN,
    });
  });

  uploadRoute(app, deps, '/api/uploads/membership', 'customer', MEMBERSHIP_FAILED, async (ctx, request, once) => {
    const { fields, files } = await readForm(ctx, { files: ['image_ktp', 'image_photo_profile'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    if (!fields.kd_cabang || !files.image_ktp || !files.image_photo_profile) throw new UploadRefused(MEMBERSHIP_FIELDS_REQUIRED);
    if (ctx.session?.role !== 'customer') throw new UploadRefused(MEMBERSHIP_FIELDS_REQUIRED);
    // Spec: these accept images or PDF; a PDF (up to 5 MB) goes on as it is, photos are compressed.
    const part = async (field: string, file: ReceivedFile): Promise<UploadFile> => {
      if (file.isPdf) {
        if (file.size > 5 * 1024 * 1024) throw new UploadRefused('Ukuran file PDF tidak boleh lebih dari 5 MB.', 413);
        return { field, bytes: await file.bytes(), filename: `${field}.pdf`, contentType: 'application/pdf' };
      }
      return photoPart(field, file);
    };
    const query = { customer_code: ctx.session.customer_code, type_of_membership: 'sahabat', kd_cabang: fields.kd_cabang } as const;
    const ktp = files.image_ktp;
    const profile = files.image_photo_profile;
    return once({
      what: [query, ktp.digest, profile.digest],
      send: async (sending) => {
        const parts = [await part('image_ktp', ktp), await part('image_photo_profile', profile)];
        await sending(query);
        return (await ctx.upload(upgradeMembership, query, parts, { messages: { fallback: MEMBERSHIP_FAILED } })).data;
      },
      // No look-up of applications, but none is needed: the provider refuses a second application while one
      // is under review, so sending again after a lost answer cannot make two (the customer reads that refusal).
      resolve: async () => ({ absent: true }),
      unknownMessage: MEMBERSHIP_FAILED,
    });
  });
}
