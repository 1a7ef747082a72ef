import type { FastifyInstance } from 'fastify';
import { getProductById, getProducts, getProductsDriver, type DriverProduct, type Product } from '@tulus/shared/contract/catalog';
import type { MockContext } from '../http/context.ts';
import { forbidden } from '../http/errors.ts';
import { route } from '../http/route.ts';

type ProductRow = Omit<Product, 'price_member' | 'price_sahabat'>;
type TierRow = { product_id: number; tier: 'member' | 'sahabat'; min_quantity: number; max_quantity: number | null; price: number };

const PRODUCT_COLUMNS = `product_id, product_name, price, image, description, notes, stock, stock_wip, product_color,
  product_weight, product_type, product_use, production_type, jcust, sts_product, kd_barang_item, product_code`;

/** Seed images are stored as /static/... paths; the wire carries absolute URLs. */
export function absoluteUrl(ctx: MockContext, stored: string | null): string | null {
  if (!stored) return null;
  return /^https?:\/\//.test(stored) ? stored : `${ctx.config.PUBLIC_URL}${stored}`;
}

/** Attaches the tier lists (in their stored position) and makes the image URL absolute. */
function withTiers(ctx: MockContext, rows: ProductRow[]): Product[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.product_id);
  const tiers = ctx.db
    .prepare(`SELECT product_id, tier, min_quantity, max_quantity, price FROM product_prices
      WHERE product_id IN (${ids.map(() => '?').join(', ')}) ORDER BY product_id, tier, position`)
    .all(...ids) as TierRow[];
  return rows.map((row) => {
    const own = tiers.filter((t) => t.product_id === row.product_id);
    return {
      ...row,
      image: absoluteUrl(ctx, row.image),
      price_member: own.filter((t) => t.tier === 'member').map((t) => ({ min_quantity: t.min_quantity, max_quantity: t.max_quantity, price: t.price })),
      price_sahabat: own.filter((t) => t.tier === 'sahabat').map((t) => ({ min_quantity: t.min_quantity, price: t.price })),
    };
  });
}

/** Active products by id, in the order asked, each once; unknown or withdrawn ids are left out. */
export function productsByIds(ctx: MockContext, ids: readonly number[]): Product[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = ctx.db
    .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE sts_product = 1 AND product_id IN (${unique.map(() => '?').join(', ')})`)
    .all(...unique) as ProductRow[];
  const byId = new Map(withTiers(ctx, rows).map((p) => [p.product_id, p]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/** One product whether sold or withdrawn (the ops catalogue action answers with it). */
export function productById(ctx: MockContext, id: number): Product | undefined {
  const row = ctx.db.prepare(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE product_id = ?`).get(id) as ProductRow | undefined;
  return row ? withTiers(ctx, [{ ...row }])[0] : undefined;
}

export function registerCatalogRoutes(app: FastifyInstance, ctx: MockContext): void {
  route(app, ctx, getProducts, ({ input, auth }) => {
    // A visitor may send no code; a sent code must be the caller's (a visitor has none).
    if (input.customer_code && (auth?.role !== 'customer' || auth.customer_code !== input.customer_code)) throw forbidden();
    const direction = input.order === 'DESC' ? 'DESC' : 'ASC';
    const rows = ctx.db
      .prepare(`SELECT ${PRODUCT_COLUMNS} FROM products
        WHERE sts_product = 1 AND instr(lower(product_name), lower(?)) > 0
        ORDER BY product_id ${direction} LIMIT ? OFFSET ?`)
      .all(input.search ?? '', input.limit, input.offset) as ProductRow[];
    return withTiers(ctx, rows);
  });

  route(app, ctx, getProductById, ({ input, auth }) => {
    if (input.customer_code !== auth.customer_code) throw forbidden();
    return productsByIds(ctx, input.list_id_product);
  });

  route(app, ctx, getProductsDriver, ({ input, auth }) => {
    if (input.kd_cabang !== auth.kd_cabang) throw forbidden('Akses ditolak: cabang bukan milik driver ini');
    return ctx.db.prepare('SELECT product_id, product_name FROM products WHERE sts_product = 1 ORDER BY product_id').all() as DriverProduct[];
  });
}
