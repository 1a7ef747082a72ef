/**
 * Where the driver screens lead, each with the navigation state the spec lists and the
 * same values in the query string (see lib/nav-state.ts).
 */
type Target = { to: string; state?: Record<string, unknown> };

const code = (value: string) => encodeURIComponent(value);

export const driverLinks = {
  deliveries: (filter?: string): Target => ({ to: filter ? `/dashboarddriver?tab=delivery&status=${filter}` : '/dashboarddriver?tab=delivery' }),
  productReturn: (): Target => ({ to: '/dashboarddriver?tab=return' }),
  detail: (salesOrderCode: string): Target => ({
    to: `/DetailDeliveryOrder?code=${code(salesOrderCode)}`,
    state: { sales_order_code: salesOrderCode },
  }),
  uploadReceipt: (id: number, salesOrderCode: string): Target => ({
    to: `/UploadBuktiPenerimaan?id=${id}&code=${code(salesOrderCode)}`,
    state: { id, sales_order_code: salesOrderCode },
  }),
  receipt: (salesOrderCode: string): Target => ({
    to: `/LihatBuktiPenerimaan?code=${code(salesOrderCode)}`,
    state: { sales_order_code: salesOrderCode },
  }),
};
