import { lazily, SHOP_TIME_ZONE, toDate, type DateInput } from './dates.ts';

// Intl's id-ID currency output puts a no-break space between 'Rp' and the amount ('Rp\u00a0100.000').
// We keep it: it stops 'Rp' wrapping away from its number, and text matchers (Testing Library,
// Playwright) treat it as a space. The 'Rp.' style uses the same space for the same reason.
export const NBSP = '\u00a0';

// Rupiah and kilometres are written by hand rather than with Intl.NumberFormat: the first id-ID
// number formatter a page makes costs 15-40 ms of main thread on this machine (its locale data is
// loaded then), four times that on a slow phone, inside the first render of every page with a price
// (docs/performance.md section 11). The format is small and fixed: '.' between thousands, ',' before
// decimals. format.test.ts checks it against Intl's output.

/** Whole numbers >= 0 with '.' between each group of three digits: 1234567 → '1.234.567'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Rounded to a whole number, half away from zero, as Intl rounds. */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

// A price that is not a number is a bug upstream; showing 'RpNaN' would hide it.
function assertAmount(amount: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
}

// Fractions round half away from zero (Intl); anything that rounds to zero is written as plain
// zero, because Intl would print -0 or -0.2 as '-Rp 0'.
export function formatRupiah(amount: number): string {
  assertAmount(amount);
  const whole = roundHalfAway(amount);
  return `${whole < 0 ? '-' : ''}Rp${NBSP}${groupThousands(Math.abs(whole))}`;
}

// The proof-of-payment form shows amounts as 'Rp. 150.000'.
export function formatRupiahPlain(amount: number): string {
  assertAmount(amount);
  const whole = roundHalfAway(amount);
  return `${whole < 0 ? '-' : ''}Rp.${NBSP}${groupThousands(Math.abs(whole))}`;
}

// Branch distances arrive in metres (spec section 9); '667.909 m' reads as 668 metres to a
// customer, so they are shown in kilometres with one decimal: '667,9 km', '0,8 km'.
export function formatDistanceKm(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`not a distance: ${metres}`);
  const tenths = Math.round(metres / 100);
  return `${groupThousands(Math.floor(tenths / 10))},${tenths % 10} km`;
}

const longDate = lazily(() => new Intl.DateTimeFormat('id-ID', { timeZone: SHOP_TIME_ZONE, dateStyle: 'long' }));
const longDateTime = lazily(() => new Intl.DateTimeFormat('id-ID', { timeZone: SHOP_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' }));

// '22 November 2026', on the Jakarta calendar.
export function formatDateId(value: DateInput): string {
  return longDate().format(toDate(value));
}

// '22 November 2026 pukul 10.00', Jakarta time.
export function formatDateTimeId(value: DateInput): string {
  return longDateTime().format(toDate(value));
}

// Driver table cells (spec section 2): phone cut at 15 characters, each address part at 25.
export const PHONE_CELL_MAX = 15;
export const ADDRESS_PART_MAX = 25;

// Counts characters, not UTF-16 units, so an emoji is never split; an ellipsis shows the cut.
export function truncate(text: string | null | undefined, max: number): string {
  const characters = Array.from(text ?? '');
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max).join('')}…`;
}
