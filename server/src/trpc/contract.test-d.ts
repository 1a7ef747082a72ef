/**
 * The gateway's side of the provider contract, checked by the compiler (`npm run typecheck`,
 * i.e. `tsc -b`): every `@ts-expect-error` below must stay an error, or the build fails with
 * "unused directive". Nothing here runs; the functions exist to be type-checked.
 */
import { expectTypeOf } from 'vitest';
import type { z } from 'zod';
import { getProductById, getProducts } from '@tulus/shared/contract/catalog';
import { updateStatusOrderReceived } from '@tulus/shared/contract/driver';
import { getSalesOrderCustomer } from '@tulus/shared/contract/order';
import type { ProviderClient } from '../provider/client.ts';
import type { Context } from './context.ts';

export async function gatewayCalls(ctx: Context) {
  // The request as sent, before the contract's defaults: order, limit and offset may be left out.
  await ctx.call(getProducts, { customer_code: 'C-1', search: 'galon' });
  await ctx.call(getProductById, { customer_code: 'C-1', list_id_product: [1, 2] });

  // @ts-expect-error a misspelt field never reaches the provider
  await ctx.call(getProducts, { cusomer_code: 'C-1' });
  // @ts-expect-error a field of the wrong type
  await ctx.call(getProducts, { limit: 'ten' });
  // @ts-expect-error a required field left out
  await ctx.call(getProductById, { list_id_product: [1] });
  // @ts-expect-error a value outside the contract's enum
  await ctx.call(getSalesOrderCustomer, { status_sales_order: 'semua', customer_code: 'C-1' });

  // The answer is the contract's parsed envelope, not `unknown`.
  expectTypeOf(await ctx.call(getProducts, {})).toEqualTypeOf<z.infer<typeof getProducts.response>>();
  expectTypeOf(await ctx.call(getProducts, {})).not.toBeAny();
}

export async function gatewayUploads(ctx: Context, provider: ProviderClient) {
  const fields = { sales_order_id: 7, is_approve: 'true', is_reject: 'false', driver_id: 3 } as const;
  await ctx.upload(updateStatusOrderReceived, fields, []);
  await provider.upload(updateStatusOrderReceived, fields, [], { requestId: 'r-1' });

  // @ts-expect-error multipart fields are checked as well: 'ya' is not a text boolean
  await ctx.upload(updateStatusOrderReceived, { ...fields, is_approve: 'ya' }, []);
  // @ts-expect-error a misspelt multipart field
  await ctx.upload(updateStatusOrderReceived, { ...fields, driverid: 3 }, []);
  // @ts-expect-error the provider client itself is typed the same way
  await provider.call(getProducts, { cusomer_code: 'C-1' }, { requestId: 'r-1' });
}
