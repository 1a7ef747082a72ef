import { trpc } from '../../../lib/trpc.ts';
import type { Answer, MutationResult, QueryResult, Sent } from '../../../lib/api/query-result.ts';
import type { DeliveryFilter } from '../delivery-status.ts';


/** The driver's deliveries with one status (the dashboard's filter). */
export function useDeliveries(status: DeliveryFilter['status']): QueryResult<Answer['driver']['deliveries']> {
  return trpc.driver.deliveries.useQuery({ status });
}

/** One delivery by its order code (the delivery's detail screen). */
export function useDelivery(code: string): QueryResult<Answer['driver']['delivery']> {
  return trpc.driver.delivery.useQuery({ sales_order_code: code });
}

/** The receipt of a delivered order. */
export function useReceipt(code: string): QueryResult<Answer['driver']['receipt']> {
  return trpc.driver.receipt.useQuery({ sales_order_code: code });
}

/** The branch's products a return can be of; the catalogue changes rarely, so five minutes fresh. */
export const RETURN_PRODUCTS_STALE_MS = 5 * 60_000;

export function useReturnProducts(): QueryResult<Answer['driver']['products']> {
  return trpc.driver.products.useQuery(undefined, { staleTime: RETURN_PRODUCTS_STALE_MS });
}

/** The driver's sign-in; resolves once the session query is read again (the driver screens' guard reads it). */
export function useDriverLogin(): MutationResult<Sent['auth']['driverLogin'], Answer['auth']['driverLogin']> {
  const utils = trpc.useUtils();
  return trpc.auth.driverLogin.useMutation({ onSuccess: () => utils.auth.session.invalidate() });
}
