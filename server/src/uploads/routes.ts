import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { uploadProductReturn, updateStatusOrderReceived } from '@tulus/shared/contract/driver';
import { upgradeMembership } from '@tulus/shared/contract/membership';
import { uploadProofOfPayment } from '@tulus/shared/contract/payment';
import {
  IMAGE_TOO_LARGE, MEMBERSHIP_FAILED, MEMBERSHIP_FIELDS_REQUIRED, PROOF_IMAGE_REQUIRED, PROOF_ORDER_ID_MISSING, PROOF_UPLOAD_FAILED,
  RECEIPT_FILE_REQUIRED, RECEIPT_NOTES, RECEIPT_ORDER_ID_MISSING, RECEIPT_UPLOAD_FAILED, RETURN_FIELDS_REQUIRED, RETURN_IMAGE_REQUIRED,
} from '@tulus/shared/rules/messages';
import { MAX_UPLOAD_BYTES } from '@tulus/shared/rules/uploads';
import { buildContext, type Context, type GatewayDeps } from '../trpc/context.ts';
import { compressImage, ImageRejected } from './images.ts';
import { readForm, UploadRefused } from './multipart.ts';
import type { UploadFile } from '../provider/client.ts';

/** A raw phone photo; the spec compresses anything over 3 MB rather than refusing it. */
const PHOTO_CAP_BYTES = 15 * 1024 * 1024;
const PHOTO_TOO_LARGE = 'Ukuran file tidak boleh lebih dari 15 MB.';
const PDF_SIGNATURE = Buffer.from('%PDF');

type Role = 'customer' | 'driver';

/** Turns a photo into the compressed JPEG part the provider receives. */
async function photoPart(field: string, bytes: Buffer): Promise<UploadFile> {
  const image = await compressImage(bytes);
  return { field, bytes: image.bytes, filename: `${field}.jpg`, contentType: image.contentType };
}

/**
 * Uploads are plain Fastify multipart routes rather than tRPC procedures: they stream with
 * per-file caps before anything is buffered, which tRPC's FormData input does not offer.
 * They share the tRPC context (session, provider client, error mapping, log fields).
 */
function uploadRoute(app: FastifyInstance, deps: GatewayDeps, url: string, role: Role, failure: string, handler: (ctx: Context, request: FastifyRequest) => Promise<unknown>) {
  app.post(url, async (request: FastifyRequest, reply: FastifyReply) => {
    request.audit.procedures.push(url);
    const ctx = buildContext(deps, request, reply);
    try {
      if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Harap login kembali' });
      if (ctx.session.role !== role) throw new TRPCError({ code: 'FORBIDDEN', message: role === 'customer' ? 'Halaman ini khusus pelanggan.' : 'Halaman ini khusus driver.' });
      const data = await handler(ctx, request);
      return { ok: true, data };
    } catch (error) {
      if (error instanceof UploadRefused) return reply.code(error.statusCode).send({ error: { message: error.message } });
      if (error instanceof ImageRejected) return reply.code(400).send({ error: { message: error.message } });
      if (error instanceof TRPCError) {
        const status = getHTTPStatusCodeFromError(error);
        if (status >= 500) request.log.warn({ err: error.cause ?? error }, 'upload failed upstream');
        return reply.code(status).send({ error: { message: status >= 500 && error.code === 'INTERNAL_SERVER_ERROR' ? failure : error.message, code: error.code } });
      }
      request.log.error({ err: error }, 'upload failed');
      return reply.code(500).send({ error: { message: failure } });
    }
  });
}

const required = (value: string | undefined, message: string): string => {
  if (!value?.trim()) throw new UploadRefused(message);
  return value.trim();
};

export function registerUploadRoutes(app: FastifyInstance, deps: GatewayDeps): void {
  uploadRoute(app, deps, '/api/uploads/payment-proof', 'customer', PROOF_UPLOAD_FAILED, async (ctx, request) => {
    const { fields, files } = await readForm(request, { files: ['image'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    const query = {
      sales_order_id: required(fields.sales_order_id, PROOF_ORDER_ID_MISSING),
      sender_name: required(fields.sender_name, 'Nama pengirim wajib diisi.'),
      bank_name: required(fields.bank_name, 'Nama bank wajib diisi.'),
      account_number: required(fields.account_number, 'Nomor rekening wajib diisi.'),
      amount_sent: required(fields.amount_sent, 'Jumlah pembayaran wajib diisi.'),
    };
    const parsed = uploadProofOfPayment.request.safeParse(query);
    if (!parsed.success) throw new UploadRefused(parsed.error.issues[0]?.message ?? PROOF_UPLOAD_FAILED);
    if (!files.image) throw new UploadRefused(PROOF_IMAGE_REQUIRED);
    const res = await ctx.upload(uploadProofOfPayment, parsed.data, [await photoPart('image', files.image.bytes)], { messages: { fallback: PROOF_UPLOAD_FAILED } });
    return res.data;
  });

  uploadRoute(app, deps, '/api/uploads/delivery-receipt', 'driver', RECEIPT_UPLOAD_FAILED, async (ctx, request) => {
    const { fields, files } = await readForm(request, { files: ['image'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    const salesOrderId = Number(required(fields.sales_order_id, RECEIPT_ORDER_ID_MISSING));
    if (!Number.isInteger(salesOrderId) || salesOrderId <= 0) throw new UploadRefused(RECEIPT_ORDER_ID_MISSING);
    if (!files.image) throw new UploadRefused(RECEIPT_FILE_REQUIRED);
    if (ctx.session?.role !== 'driver') throw new UploadRefused('Data driver tidak ditemukan. Silakan login ulang.');
    const fieldsOut = { sales_order_id: salesOrderId, is_approve: 'true', is_reject: 'false', driver_id: ctx.session.driver.id, notes: RECEIPT_NOTES };
    // The spec's client sends these both in the query and as text parts; so do we.
    const res = await ctx.upload(updateStatusOrderReceived, fieldsOut, [await photoPart('image', files.image.bytes)], { textParts: true, messages: { fallback: RECEIPT_UPLOAD_FAILED } });
    return res.data;
  });

  uploadRoute(app, deps, '/api/uploads/product-return', 'driver', 'Gagal mengunggah pengembalian produk.', async (ctx, request) => {
    // Spec section 5: a return photo may be at most 3 MB.
    const { fields, files } = await readForm(request, { files: ['proof_of_return'], maxFileBytes: MAX_UPLOAD_BYTES, tooLargeMessage: IMAGE_TOO_LARGE });
    const quantity = Number(fields.quantity);
    if (!fields.customer_code || !fields.product_id || !Number.isInteger(quantity) || quantity < 1) throw new UploadRefused(RETURN_FIELDS_REQUIRED);
    if (!files.proof_of_return) throw new UploadRefused(RETURN_IMAGE_REQUIRED);
    if (ctx.session?.role !== 'driver') throw new UploadRefused('Data driver tidak ditemukan. Silakan login ulang.');
    const query = { customer_code: fields.customer_code, product_id: fields.product_id, quantity, driver_id: ctx.session.driver.id, kd_cabang: ctx.session.driver.kd_cabang };
    const parsed = uploadProductReturn.request.safeParse(query);
    if (!parsed.success) throw new UploadRefused(RETURN_FIELDS_REQUIRED);
    const res = await ctx.upload(uploadProductReturn, parsed.data, [await photoPart('proof_of_return', files.proof_of_return.bytes)], { messages: { fallback: 'Gagal mengunggah pengembalian produk.' } });
    return res.data;
  });

  uploadRoute(app, deps, '/api/uploads/membership', 'customer', MEMBERSHIP_FAILED, async (ctx, request) => {
    const { fields, files } = await readForm(request, { files: ['image_ktp', 'image_photo_profile'], maxFileBytes: PHOTO_CAP_BYTES, tooLargeMessage: PHOTO_TOO_LARGE });
    if (!fields.kd_cabang || !files.image_ktp || !files.image_photo_profile) throw new UploadRefused(MEMBERSHIP_FIELDS_REQUIRED);
    if (ctx.session?.role !== 'customer') throw new UploadRefused(MEMBERSHIP_FIELDS_REQUIRED);
    // Spec: these accept images or PDF; a PDF (up to 5 MB) goes on as it is, photos are compressed.
    const part = async (field: string, bytes: Buffer): Promise<UploadFile> => {
      if (bytes.subarray(0, 4).equals(PDF_SIGNATURE)) {
        if (bytes.length > 5 * 1024 * 1024) throw new UploadRefused('Ukuran file PDF tidak boleh lebih dari 5 MB.', 413);
        return { field, bytes, filename: `${field}.pdf`, contentType: 'application/pdf' };
      }
      return photoPart(field, bytes);
    };
    const query = { customer_code: ctx.session.customer_code, type_of_membership: 'sahabat', kd_cabang: fields.kd_cabang };
    const res = await ctx.upload(upgradeMembership, query, [await part('image_ktp', files.image_ktp.bytes), await part('image_photo_profile', files.image_photo_profile.bytes)], { messages: { fallback: MEMBERSHIP_FAILED } });
    return res.data;
  });
}
