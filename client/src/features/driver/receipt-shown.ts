import { mayPassOnRetry } from '../../lib/errors.ts';
import type { Answer } from '../../lib/api/query-result.ts';
import { receiptAlreadyUploaded } from './delivery-status.ts';

/** What the receipt page shows for the order a link names, once the read has said enough (null: still reading). */
export type Shown = { form: { id: number | null; code: string } } | { done: { code: string; title: string; description: string } } | { missing: true };

/** The delivery's read as the page has it (react-query's result). */
type Read = { data?: Answer['driver']['delivery']; isLoading: boolean; error: unknown };

export function shownFor(delivery: Read, link: { id: number | null; code: string }): Shown | null {
  if (delivery.data) {
    const { header } = delivery.data;
    const done = receiptAlreadyUploaded(header.status_sales_order);
    return done ? { done: { ...done, code: header.sales_order_code } } : { form: { id: header.id, code: header.sales_order_code } };
  }
  if (delivery.isLoading) return null;
  if (delivery.error && !mayPassOnRetry(delivery.error)) return { missing: true };
  // No answer (no signal: the read waits; the gateway or the provider down): the form for the link's order.
  return { form: link };
}
