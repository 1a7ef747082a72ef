// Tier pricing of spec section 5. The gateway recomputes prices with these same functions before
// an order is placed, so the browser's numbers are never trusted.

export type PriceTier = { min_quantity: number; max_quantity?: number | null; price: number };

export type PricedProduct = {
  price: number;
  price_member?: readonly PriceTier[] | null;
  price_sahabat?: readonly PriceTier[] | null;
};

export const CUSTOMER_TIERS = ['member', 'sahabat', 'sahabat_baru', 'sahabat_karib'] as const;
export type CustomerTier = (typeof CUSTOMER_TIERS)[number];
// status_customer is provider text; an unknown or missing tier must still get a price (the base one).
export type TierInput = CustomerTier | (string & {}) | null | undefined;

// Zero is allowed because the cart stepper can reach 0 (spec section 4) while the card still shows
// a unit price; negative, fractional or non-numeric quantities are bugs or tampering and must not
// be priced silently.
function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number of at least 0, got ${quantity}`);
  }
}

function memberTier(tiers: readonly PriceTier[] | null | undefined, quantity: number): PriceTier | undefined {
  return tiers?.find(
    (tier) => quantity >= tier.min_quantity && (tier.max_quantity == null || quantity <= tier.max_quantity),
  );
}

// The spec says "first ... whose min_quantity <= quantity": list order decides, not the best price.
function sahabatTier(tiers: readonly PriceTier[] | null | undefined, quantity: number): PriceTier | undefined {
  return tiers?.find((tier) => tier.min_quantity <= quantity);
}

export function unitPriceFor(product: PricedProduct, tier: TierInput, quantity: number): number {
  assertQuantity(quantity);
  if (tier === 'member') return memberTier(product.price_member, quantity)?.price ?? product.price;
  if (tier === 'sahabat') return sahabatTier(product.price_sahabat, quantity)?.price ?? product.price;
  return product.price;
}

// The home grid has no quantity: sahabat sees the first sahabat entry (spec), member the price of one.
export function displayPriceFor(product: PricedProduct, tier: TierInput): number {
  if (tier === 'sahabat') return product.price_sahabat?.[0]?.price ?? product.price;
  return unitPriceFor(product, tier, 1);
}

export function lineTotal(unitPrice: number, quantity: number): number {
  assertQuantity(quantity);
  return unitPrice * quantity;
}

export type PricedLine = { price: number; quantity: number };

export function itemsSubtotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.price, line.quantity), 0);
}
