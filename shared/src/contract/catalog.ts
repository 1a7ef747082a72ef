import { z } from 'zod';
import { customerCode, definePath, okEnvelope } from './envelope.ts';

/** A member tier: applies from min_quantity up to max_quantity; null or absent means open-ended. */
export const priceMemberTier = z.object({
  min_quantity: z.number().int(),
  max_quantity: z.number().int().nullish(),
  price: z.number(),
});
export type PriceMemberTier = z.infer<typeof priceMemberTier>;

/** A sahabat tier uses min_quantity only (spec section 3). */
export const priceSahabatTier = z.object({
  min_quantity: z.number().int(),
  price: z.number(),
});
export type PriceSahabatTier = z.infer<typeof priceSahabatTier>;

/** Every field of spec section 3. Descriptive fields are nullable: the real catalogue leaves some empty. */
export const product = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  price: z.number(),
  /** Absolute URL of the product image. */
  image: z.string().nullable(),
  description: z.string().nullable(),
  notes: z.string().nullable(),
  stock: z.number(),
  stock_wip: z.number(),
  product_color: z.string().nullable(),
  product_weight: z.string().nullable(),
  product_type: z.string().nullable(),
  product_use: z.string().nullable(),
  production_type: z.string().nullable(),
  jcust: z.string().nullable(),
  sts_product: z.number().int(),
  kd_barang_item: z.string().nullable(),
  product_code: z.string().nullable(),
  /** In the provider's order: the pricing rule takes the first tier that fits. */
  price_member: z.array(priceMemberTier),
  price_sahabat: z.array(priceSahabatTier),
});
export type Product = z.infer<typeof product>;

const kdCabang = z.string().min(1).max(32);
const productId = z.number().int().positive();

export const PRODUCTS_DEFAULT_LIMIT = 10;
export const PRODUCTS_MAX_LIMIT = 100;

/**
 * The catalogue, for visitors and customers. `order` sorts by product_id, the order the
 * catalogue lists its packs (smallest first): a name sort would put '1,5 L' before '330 ml'.
 */
export const getProducts = definePath({
  path: '/get-products',
  auth: 'optional',
  body: 'json',
  request: z.object({
    /** A visitor sends none (or null); when present it must be the token holder's. */
    customer_code: customerCode.nullish(),
    /** The home screen's fixed branch; the catalogue is the same in every branch. */
    cabang: z.string().max(32).nullish(),
    /** Case-insensitive match inside product_name. */
    search: z.string().max(100).nullish(),
    order: z.enum(['ASC', 'DESC']).default('ASC'),
    limit: z.number().int().min(1).max(PRODUCTS_MAX_LIMIT).default(PRODUCTS_DEFAULT_LIMIT),
    offset: z.number().int().min(0).max(1_000_000).default(0),
  }),
  response: okEnvelope(z.array(product)),
});

export const NO_PRODUCT_IDS = 'No product IDs provided';

/** The products of a cart or checkout, by id; unknown or withdrawn ids are simply absent. */
export const getProductById = definePath({
  path: '/get-product-by-id',
  auth: 'customer',
  body: 'json',
  request: z
    .object({
      customer_code: customerCode,
      list_id_product: z.array(productId).max(100).default([]),
    })
    // At object level so the message is the spec's text without a field prefix.
    .refine((input) => input.list_id_product.length > 0, { message: NO_PRODUCT_IDS }),
  response: okEnvelope(z.array(product)),
});

export const driverProduct = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
});
export type DriverProduct = z.infer<typeof driverProduct>;

/** The product select of the driver's return form; only the driver's own branch. */
export const getProductsDriver = definePath({
  path: '/get-products-driver',
  auth: 'driver',
  body: 'json',
  request: z.object({ kd_cabang: kdCabang }),
  response: okEnvelope(z.array(driverProduct)),
});

export const catalogPaths = [getProducts, getProductById, getProductsDriver] as const;
