import type { FastifyInstance } from 'fastify';
import { opsUpdateProduct } from '@tulus/shared/contract/ops';
import { transaction } from '../db/open.ts';
import type { MockContext } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { route } from '../http/route.ts';
import { productById } from './catalog.ts';

const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan.';

/**
 * The catalogue's back office: a new price or a withdrawn product, as a real database change, so
 * the shop's reaction to it ('Pesan Lagi' telling what changed) can be seen and tested.
 */
export function registerCatalogActions(scope: FastifyInstance, ctx: MockContext): void {
  route(scope, ctx, opsUpdateProduct, ({ input }) => {
    if (!productById(ctx, input.product_id)) throw notFound(PRODUCT_NOT_FOUND);
    transaction(ctx.db, () => {
      if (input.price !== undefined) ctx.db.prepare('UPDATE products SET price = ? WHERE product_id = ?').run(input.price, input.product_id);
      if (input.sts_product !== undefined) ctx.db.prepare('UPDATE products SET sts_product = ? WHERE product_id = ?').run(input.sts_product, input.product_id);
      const insert = ctx.db.prepare('INSERT INTO product_prices (product_id, tier, position, min_quantity, max_quantity, price) VALUES (?, ?, ?, ?, ?, ?)');
      const clear = ctx.db.prepare('DELETE FROM product_prices WHERE product_id = ? AND tier = ?');
      if (input.price_member) {
        clear.run(input.product_id, 'member');
        input.price_member.forEach((t, i) => insert.run(input.product_id, 'member', i, t.min_quantity, t.max_quantity, t.price));
      }
      if (input.price_sahabat) {
        clear.run(input.product_id, 'sahabat');
        input.price_sahabat.forEach((t, i) => insert.run(input.product_id, 'sahabat', i, t.min_quantity, null, t.price));
      }
    });
    return productById(ctx, input.product_id)!;
  }, { message: 'Produk diperbarui.' });
}
