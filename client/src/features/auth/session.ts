import { trpc } from '../../lib/trpc.ts';

/** Who is signed in, from the gateway's session cookie; null for a visitor. */
export function useSession() {
  const query = trpc.auth.session.useQuery(undefined, { staleTime: 60_000, retry: false });
  const session = query.data ?? null;
  return {
    session,
    loading: query.isLoading,
    isCustomer: session?.role === 'customer',
    isDriver: session?.role === 'driver',
  };
}
