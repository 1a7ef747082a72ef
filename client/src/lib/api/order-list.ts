import type { OrderStatus } from '@tulus/shared/rules/order-status';
import { trpc } from '../trpc.ts';
import type { Answer, QueryResult } from './query-result.ts';

/** The customer's orders with one status, or all of them: the order history and the complaint form's code picker. */
export function useOrderList(status: OrderStatus | 'all'): QueryResult<Answer['orders']['list']> {
  return trpc.orders.list.useQuery({ status });
}
