import { trpc } from '../../lib/trpc.ts';
import { useSession } from '../auth/session.ts';

/**
 * The signed-in customer's name and tier (the tier decides every price shown). Visitors have
 * neither, and their prices are the base ones.
 */
export function useCustomer() {
  const { isCustomer, likelyCustomer, loading: sessionLoading } = useSession();
  const detail = trpc.customer.detail.useQuery(undefined, { enabled: isCustomer, staleTime: 60_000 });
  return {
    isCustomer,
    likelyCustomer,
    sessionLoading,
    name: detail.data?.nama_lengkap,
    tier: detail.data?.status_customer,
    loading: isCustomer && detail.isLoading,
  };
}
