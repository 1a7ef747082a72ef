import { useSession } from '../auth/session.ts';
import { useCustomerDetail } from '../../lib/api/customer.ts';

/**
 * The signed-in customer's name and tier (the tier decides every price shown). Visitors have
 * neither, and their prices are the base ones.
 */
export function useCustomer() {
  const { isCustomer, likelyCustomer, loading: sessionLoading } = useSession();
  const detail = useCustomerDetail({ enabled: isCustomer });
  return {
    isCustomer,
    likelyCustomer,
    sessionLoading,
    name: detail.data?.nama_lengkap,
    tier: detail.data?.status_customer,
    loading: isCustomer && detail.isLoading,
  };
}
