import type { FastifyInstance } from 'fastify';
import { getPaymentMethod, getPaymentMethodDetail, uploadProofOfPayment, type PaymentMethod } from '@tulus/shared/contract/payment';
import { isPaymentOverdue } from '@tulus/shared/rules/countdown';
import { PROOF_IMAGE_REQUIRED, PROOF_UPLOAD_SUCCESS } from '@tulus/shared/rules/messages';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { absoluteUrl } from './catalog.ts';
import { findOrderById, moveOrder, nextOrderStatus, nowIso, requireCustomerOrder } from './order.ts';

const PAYMENT_METHOD_NOT_FOUND = 'Metode pembayaran tidak ditemukan';
const PAYMENT_DEADLINE_PASSED = 'Batas waktu pembayaran pesanan ini telah berakhir.';

type PaymentMethodRow = Omit<PaymentMethod, 'is_active'> & { is_active: 0 | 1 };

const COLUMNS = 'id, payment_method_name, bank_name, account_number, account_name, icon_image, is_active';

const toWire = (ctx: MockContext, row: PaymentMethodRow): PaymentMethod => ({
  ...row,
  icon_image: absoluteUrl(ctx, row.icon_image),
  is_active: row.is_active === 1 ? 'true' : 'false',
});

export function registerPaymentRoutes(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, getPaymentMethod, ({ input }) => {
    const rows = ctx.db
      .prepare(`SELECT ${COLUMNS} FROM payment_methods WHERE is_active = ? ORDER BY id`)
      .all(input.is_active ? 1 : 0) as PaymentMethodRow[];
    // Spec: the client reads data.data[].
    return { data: rows.map((row) => toWire(ctx, row)) };
  }, { message: 'Daftar metode pembayaran berhasil diambil' });

  route(app, ctx, getPaymentMethodDetail, ({ input }) => {
    const row = ctx.db
      .prepare(`SELECT ${COLUMNS} FROM payment_methods WHERE id = ? AND is_active = ?`)
      .get(input.payment_method_id, input.is_active ? 1 : 0) as PaymentMethodRow | undefined;
    if (!row) throw notFound(PAYMENT_METHOD_NOT_FOUND);
    return toWire(ctx, row);
  }, { message: 'Detail metode pembayaran berhasil diambil' });

  route(app, ctx, uploadProofOfPayment, ({ input, auth, files }) => {
    if (!files.image) throw badRequest(PROOF_IMAGE_REQUIRED);
    // The lookup expires an overdue order, so a late proof finds it pesanan_kedaluwarsa.
    const order = requireCustomerOrder(findOrderById(ctx, input.sales_order_id), auth.customer_code);
    const createdAt = nowIso(ctx);
    // The deadline binds the first payment only: after a rejection ops expects the corrected proof.
    const late = order.status_sales_order === 'pesanan_kedaluwarsa' || isPaymentOverdue(order.status_sales_order, order.payment_deadline, createdAt);
    if (late) throw conflict(PAYMENT_DEADLINE_PASSED);
    nextOrderStatus(order, 'upload_payment_proof');
    const image = ctx.uploads.save(files.image);
    transaction(ctx.db, () => {
      ctx.db
        .prepare(`INSERT INTO payment_proofs (sales_order_id, sender_name, bank_name, account_number, amount_sent, image, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?)`)
        .run(order.id, input.sender_name, input.bank_name, input.account_number, input.amount_sent, image, createdAt);
      // A new proof answers the last rejection, so its reason no longer applies.
      moveOrder(ctx, order, 'upload_payment_proof', { reject_reason: null });
    });
    const { sender_name, bank_name, account_number, amount_sent } = input;
    return { sales_order_code: order.sales_order_code, proof_of_payment: { sender_name, bank_name, account_number, amount_sent, proof_of_payment: image, created_at: createdAt } };
  }, { message: PROOF_UPLOAD_SUCCESS });
}
