import { lazily, SHOP_TIME_ZONE, toDate, type DateInput } from './dates.ts';

// Intl's id-ID currency output puts a no-break space between 'Rp' and the amount ('Rp\u00a0100.000').
// We keep it: it stops 'Rp' wrapping away from its number, and text matchers (Testing Library,
// Playwright) treat it as a space. The 'Rp.' style uses the same space for the same reason.
export const NBSP = '\u00a0';

// Each Intl formatter is made on first use, not when the module loads: making the five of this module
// and dates.ts took about 80 ms of the slowed phone's main thread before the home screen could
// render (docs/performance.md), and a screen without dates or prices never needs them.
const rupiah = lazily(() => new Intl.NumberFormat('id-ID', { style: 'currency', currency: 'IDR', maximumFractionDigits: 0 }));
const grouped = lazily(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));

// A price that is not a number is a bug upstream; showing 'RpNaN' would hide it.
function assertAmount(amount: number): void {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
}

// Fractions round half away from zero (Intl); anything that rounds to zero is written as plain
// zero, because Intl would print -0 or -0.2 as '-Rp 0'.
export function formatRupiah(amount: number): string {
  assertAmount(amount);
  return rupiah().format(Math.abs(amount) < 0.5 ? 0 : amount);
}

// The proof-of-payment form shows amounts as 'Rp. 150.000'.
export function formatRupiahPlain(amount: number): string {
  assertAmount(amount);
  const text = `Rp.${NBSP}${grouped().format(Math.abs(amount))}`;
  return amount < 0 && text !== `Rp.${NBSP}0` ? `-${text}` : text;
}

const kilometres = lazily(() => new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

// Branch distances arrive in metres (spec section 9); '667.909 m' reads as 668 metres to a
// customer, so they are shown in kilometres with one decimal: '667,9 km', '0,8 km'.
export function formatDistanceKm(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`not a distance: ${metres}`);
  return `${kilometres().format(metres / 1000)} km`;
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
