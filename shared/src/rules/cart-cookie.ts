/**
 * The cart's copy in a cookie. The cart lives in the browser (localStorage, spec: cartItems), which the
 * gateway cannot read when it draws /Keranjang: it drew placeholders and the lines came seconds later,
 * after the app had run and asked for their products (LCP; docs/performance.md section 13). The browser
 * keeps this cookie equal to its cart, and the gateway draws the lines from it. It is only ever a
 * drawing's guess: the app's first render takes the same lines, and then the browser's own cart wins.
 */
export const CART_COOKIE = 'tulus_cart';

export type CartLine = { product_id: number; quantity: number };

/**
 * The most of one product a line holds: what the quantity stepper takes (client/src/components/QuantityStepper.tsx),
 * what the cart keeps and adds up to, what a checkout reads from its link, and what the gateway places.
 */
export const MAX_QUANTITY = 9999;
export const MAX_QUANTITY_MESSAGE = `Jumlah maksimal ${MAX_QUANTITY}`;

/** A line's quantity as the shop takes it: more than a line holds is what it holds. */
export const atMostALine = (quantity: number): number => Math.min(MAX_QUANTITY, quantity);

/** Lines at most: a cart beyond this has no cookie (about 12 bytes a line), and its page is drawn with placeholders. */
export const CART_COOKIE_MAX_LINES = 50;

const LINE = /^([1-9]\d{0,8})x(\d{1,5})$/;

/** `1x2.5x1`: product id x quantity, dot-separated (characters a cookie value may hold as they are); null: no cookie. */
export function encodeCartCookie(lines: readonly CartLine[]): string | null {
  if (lines.length === 0 || lines.length > CART_COOKIE_MAX_LINES) return null;
  const parts = lines.map((line) => `${line.product_id}x${line.quantity}`);
  return parts.every((part) => LINE.test(part)) ? parts.join('.') : null;
}

/** The lines of a cookie value; null when there is none or it is not one this shop wrote (then nothing is drawn from it). */
export function decodeCartCookie(value: string | undefined): CartLine[] | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length > CART_COOKIE_MAX_LINES) return null;
  const lines: CartLine[] = [];
  for (const part of parts) {
    const match = LINE.exec(part);
    if (!match) return null;
    lines.push({ product_id: Number(match[1]), quantity: Number(match[2]) });
  }
  return lines;
}
