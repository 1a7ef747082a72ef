import type { z } from 'zod';
import { getSalesOrderDriver, getSoReceivedForDriver, type updateStatusOrderReceived } from '@tulus/shared/contract/driver';
import { getSalesOrderCustomer, getSoReceivedForCustomer } from '@tulus/shared/contract/order';
import type { uploadProofOfPayment } from '@tulus/shared/contract/payment';
import type { Resolution } from '../idempotency/keeper.ts';
import type { Sent } from '../idempotency/store.ts';
import type { Context } from '../trpc/context.ts';

/** How far the provider's clock may be behind ours when we look for what it may have stored. */
const CLOCK_SLACK_MS = 5_000;

type ProofFields = z.infer<typeof uploadProofOfPayment.request>;
type ProofAnswer = z.infer<typeof uploadProofOfPayment.response>['data'];
type ReceiptAnswer = z.infer<typeof updateStatusOrderReceived.response>['data'];

const storedSince = (createdAt: string | null | undefined, sent: Sent) => !createdAt || createdAt >= new Date(sent.since - CLOCK_SLACK_MS).toISOString();

/**
 * A payment proof whose answer was lost: the order's proof as the provider now shows it, when it
 * is this one (same sender, bank, account and amount, stored since the attempt). `absent` when
 * the order shows an older proof or none, so sending again is safe (and the only way to get it there).
 */
export async function findPaymentProof(ctx: Context & { session: { customer_code: string } }, sent: Sent): Promise<Resolution<ProofAnswer>> {
  const fields = sent.request as ProofFields;
  const orders = await ctx.call(getSalesOrderCustomer, { status_sales_order: 'all', customer_code: ctx.session.customer_code });
  const order = orders.data.data.find((o) => o.id === fields.sales_order_id);
  if (!order) return { absent: true };
  const proofs = await ctx.call(getSoReceivedForCustomer, { sales_order_code: order.sales_order_code });
  const proof = proofs.data.proof_of_payment;
  const same = proof && proof.sender_name === fields.sender_name && proof.bank_name === fields.bank_name &&
    proof.account_number === fields.account_number && proof.amount_sent === fields.amount_sent && storedSince(proof.created_at, sent);
  return same ? { found: { sales_order_code: order.sales_order_code, proof_of_payment: proof } } : { absent: true };
}

/** After a receipt the order is delivered, or already confirmed by the customer. */
const DELIVERED = ['pesanan_telah_dikirim', 'pesanan_telah_diterima'] as const;

/**
 * A delivery receipt whose answer was lost: only a receipt moves an order to delivered, so the
 * order showing as delivered (with its proof) is that receipt stored. `absent` while it is still
 * on its way: sending again is then safe.
 */
export async function findDeliveryReceipt(ctx: Context, driver: { kd_cabang: string; email: string }, salesOrderId: number): Promise<Resolution<ReceiptAnswer>> {
  for (const status of DELIVERED) {
    const orders = await ctx.call(getSalesOrderDriver, { status_sales_order: status, kd_cabang: driver.kd_cabang, email_driver: driver.email });
    const order = orders.data.find((o) => o.header.id === salesOrderId);
    if (!order) continue;
    const proof = await ctx.call(getSoReceivedForDriver, { sales_order_code: order.header.sales_order_code });
    if (!proof.data.proof_of_received) return { absent: true };
    return { found: { sales_order_code: order.header.sales_order_code, status_sales_order: status, proof_of_received: proof.data.proof_of_received } };
  }
  return { absent: true };
}
