import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import { clearShopStorage } from '../../lib/storage.ts';

/** Keluar (spec): end the gateway session, clear everything stored on the device, back to /driver. */
export function useDriverLogout() {
  const logout = trpc.auth.logout.useMutation();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const run = async () => {
    // Leave even if the gateway is unreachable: the device must not keep the driver's data.
    await logout.mutateAsync().catch(() => undefined);
    clearShopStorage();
    queryClient.clear();
    // Null, not refetched: /driver would otherwise still see the driver and bounce back.
    utils.auth.session.setData(undefined, null);
    navigate('/driver', { replace: true });
  };

  return { logout: run, pending: logout.isPending };
}
