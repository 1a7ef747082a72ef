/**
 * The mock's side of the provider contract, checked by the compiler (`npm run typecheck`,
 * i.e. `tsc -b`): a handler answers the `data` of its path's success envelope, so every
 * `@ts-expect-error` below must stay an error or the build fails with "unused directive".
 * Nothing here runs; the function exists to be type-checked.
 */
import type { FastifyInstance } from 'fastify';
import { expectTypeOf } from 'vitest';
import { getProductsDriver } from '@tulus/shared/contract/catalog';
import { getSalesOrderCustomer } from '@tulus/shared/contract/order';
import type { MockContext } from './context.ts';
import { route, type AnswerData } from './route.ts';

export function mockAnswers(app: FastifyInstance, ctx: MockContext) {
  route(app, ctx, getProductsDriver, () => [{ product_id: 1, product_name: 'Tulus 330 ml' }]);
  route(app, ctx, getProductsDriver, async () => [{ product_id: 1, product_name: 'Tulus 330 ml' }]);
  // The answer as the gateway reads it, before defaults: an order summary may leave out its lines.
  expectTypeOf<AnswerData<typeof getSalesOrderCustomer.response>['data'][number]>().toHaveProperty('detail').toEqualTypeOf<
    { product_id: number; product_name: string; product_price: number; quantity: number; image?: string | null | undefined }[] | undefined
  >();

  // @ts-expect-error a misspelt field in the answer
  route(app, ctx, getProductsDriver, () => [{ product_id: 1, product_nama: 'Tulus 330 ml' }]);
  // @ts-expect-error a field of the wrong type in the answer
  route(app, ctx, getProductsDriver, () => [{ product_id: '1', product_name: 'Tulus 330 ml' }]);
  // @ts-expect-error the envelope is the route's job: a handler answers its data only
  route(app, ctx, getProductsDriver, () => ({ status: 'ok', data: [] }));
  // @ts-expect-error an async handler is held to the same answer
  route(app, ctx, getProductsDriver, async () => [{ product_id: 1 }]);
  // @ts-expect-error a field the contract does not name, even beside all the right ones
  route(app, ctx, getProductsDriver, () => [{ product_id: 1, product_name: 'Tulus 330 ml', stok: 5 }]);
  // @ts-expect-error the same in an answer built before it is returned
  route(app, ctx, getProductsDriver, () => { const answer = [{ product_id: 1, product_name: 'Tulus 330 ml', stok: 5 }]; return answer; });
  // @ts-expect-error a misspelt optional field of a nested line (image is optional)
  route(app, ctx, getSalesOrderCustomer, () => ({ data: [{ ...summary, detail: [{ ...line, imagee: null }] }] }));
  route(app, ctx, getSalesOrderCustomer, () => ({ data: [{ ...summary, detail: [{ ...line, image: null }] }] }));
}

const line = { product_id: 1, product_name: 'Tulus 330 ml', product_price: 43000, quantity: 2 };
const summary = {
  id: 1, sales_order_code: 'SO-1', created_at: '2025-01-01', status_sales_order: 'Menunggu Pembayaran', total_amount: 86123,
  voucher_price: 0, service_fee: 0, unique_number: 123, kd_cabang: 'JKT01', payment_method_detail: 1,
  customer: { nama_lengkap: 'A', email: 'a@contoh.id', nomor_hp: null, jalan: null, rt: null, rw: null, kode_pos: null, kelurahan: null, kecamatan: null, kabupaten_kota: null, provinsi: null },
};
