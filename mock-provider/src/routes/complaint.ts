import type { FastifyInstance } from 'fastify';
import { submitComplaint } from '@tulus/shared/contract/complaint';
import type { MockContext } from '../http/context.ts';
import { route } from '../http/route.ts';
import { findOrderByCode, nowIso, requireCustomerOrder } from './order.ts';

export function registerComplaintRoutes(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, submitComplaint, ({ input, auth }) => {
    const order = requireCustomerOrder(findOrderByCode(ctx, input.sales_order_code), auth.customer_code);
    const { lastInsertRowid } = ctx.db
      .prepare(`INSERT INTO complaints (customer_code, nama, nomor_hp, email, sales_order_code, jenis_komplain, deskripsi, solusi_diharapkan, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(auth.customer_code, input.nama, input.nomor_hp, input.email ?? null, order.sales_order_code, input.jenis_komplain,
        input.deskripsi, input.solusi_diharapkan, nowIso(ctx));
    return { id: Number(lastInsertRowid) };
  }, { message: 'Komplain berhasil dikirim.' });
}
