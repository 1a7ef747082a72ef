import { z } from 'zod';
import { RETURN_FIELDS_REQUIRED } from './messages.ts';

/**
 * The product return form's fields (spec section 5: customer, product and a quantity of at least
 * 1, else 'Harap lengkapi semua input!'), for the driver's page (before the photo is even looked
 * at) and the gateway's /api/uploads/product-return, which reads them as multipart text. The photo
 * is checked after these, by each side with its own file rules (rules/uploads.ts).
 */
export const productReturnInput = z.object({
  customer_code: z.string({ error: RETURN_FIELDS_REQUIRED }).trim().min(1, RETURN_FIELDS_REQUIRED),
  product_id: z.coerce.number({ error: RETURN_FIELDS_REQUIRED }).int(RETURN_FIELDS_REQUIRED).positive(RETURN_FIELDS_REQUIRED),
  quantity: z.coerce.number({ error: RETURN_FIELDS_REQUIRED }).int(RETURN_FIELDS_REQUIRED).min(1, RETURN_FIELDS_REQUIRED),
});
export type ProductReturnInput = z.input<typeof productReturnInput>;
