import type { ReorderChange } from '@tulus/shared/rules/reorder';

/** What 'Pesan Lagi' hands the cart in navigation state: which order, what changed, what was put back. */
export type ReorderNotice = { sales_order_code: string; changes: ReorderChange[]; product_ids: number[] };

export function reorderState(notice: ReorderNotice) {
  return { reorder: notice };
}

/** The notice in a location's state, or null (a reload keeps it; any other way into the cart has none). */
export function readReorderNotice(state: unknown): ReorderNotice | null {
  const notice = (state as { reorder?: Partial<ReorderNotice> } | null)?.reorder;
  if (!notice || typeof notice.sales_order_code !== 'string' || !Array.isArray(notice.changes) || !Array.isArray(notice.product_ids)) return null;
  return { sales_order_code: notice.sales_order_code, changes: notice.changes, product_ids: notice.product_ids.filter((id) => typeof id === 'number') };
}
