import { z } from 'zod';
import { getProductById, getProducts } from '@tulus/shared/contract/catalog';
import { NETWORK_ERROR } from '@tulus/shared/rules/messages';
import { customerProcedure, publicProcedure, router } from '../trpc/trpc.ts';

const PRODUCTS_FAILED = 'Gagal memuat produk';

export const catalogRouter = router({
  /** The home grid and carousels; visitors see products too (spec: home is open). */
  products: publicProcedure
    .input(
      z.object({
        search: z.string().trim().max(100).default(''),
        limit: z.number().int().min(1).max(100).default(10),
        offset: z.number().int().min(0).max(100_000).default(0),
      }).default({ search: '', limit: 10, offset: 0 }),
    )
    .query(async ({ ctx, input }) => {
      const customer_code = ctx.session?.role === 'customer' ? ctx.session.customer_code : undefined;
      const res = await ctx.call(
        getProducts,
        { customer_code, cabang: ctx.config.HOME_BRANCH_CODE, search: input.search, order: 'ASC', limit: input.limit, offset: input.offset },
        { unreachable: NETWORK_ERROR, fallback: PRODUCTS_FAILED },
      );
      return res.data;
    }),

  /** Products of the cart, fetched fresh so the cart shows today's prices. */
  byIds: customerProcedure
    .input(z.object({ ids: z.array(z.number().int().positive()).min(1, 'No product IDs provided').max(100) }))
    .query(async ({ ctx, input }) => {
      const res = await ctx.call(
        getProductById,
        { customer_code: ctx.session.customer_code, list_id_product: input.ids },
        { unreachable: NETWORK_ERROR, fallback: 'Failed to fetch product details' },
      );
      return res.data;
    }),
});
