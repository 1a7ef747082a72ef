// The shop delivers in Jakarta, Surabaya and Semarang, all on WIB, so "today" and every shown date
// are Jakarta time no matter where the gateway or browser runs.
export const SHOP_TIME_ZONE = 'Asia/Jakarta';

export type DateInput = Date | string | number;

// Strings go through Date parsing, so pass ISO text with an offset: 'YYYY-MM-DD HH:mm:ss' without
// one is read in the runtime's local zone.
export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

/** A value made on first use and kept (Intl formatters are slow to make; see format.ts). */
export function lazily<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const calendarParts = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

// 'YYYY-MM-DD' in Jakarta, the same shape as an <input type="date"> value.
export function todayInJakarta(now: DateInput): string {
  const parts = calendarParts().formatToParts(toDate(now));
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// True for a real calendar day written 'YYYY-MM-DD' (rejects '2026-02-30').
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Ours: the last delivery hour of the day (spec: deliveries 08.00 to 21.00 WIB). */
export const LAST_DELIVERY_HOUR = 21;

const jakartaHour = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }));

// The first day an order placed now can still be delivered, as the checkout's preselected date:
// today until the last delivery hour (Jakarta time), tomorrow after it. The customer can change it.
export function firstDeliveryDate(now: DateInput): string {
  const moment = toDate(now);
  const hour = Number(jakartaHour().format(moment));
  return todayInJakarta(hour < LAST_DELIVERY_HOUR ? moment : moment.getTime() + 24 * 60 * 60 * 1000);
}
